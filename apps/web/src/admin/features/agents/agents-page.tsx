import { Col, Empty, Input, Row } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useToastError } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { AgentPanel } from './agent-panel';
import { AgentTree } from './agent-tree';
import { BonusRatesCard } from './bonus-rates-card';
import { findAgent } from './agents-api';

/** 代理管理: the tree, the chosen account (its id in the address) and the 洗码 rates. */
export function AgentsPage() {
  const wide = useWideScreen();
  const toastError = useToastError();
  const [params, setParams] = useSearchParams();
  const idParam = Number(params.get('id'));
  const selected = Number.isInteger(idParam) && idParam > 0 ? idParam : undefined;
  const [finding, setFinding] = useState(false);
  const select = (id: number) => setParams({ id: String(id) });

  const find = async (account: string) => {
    if (!account.trim()) return;
    setFinding(true);
    try {
      select((await findAgent(account.trim())).id);
    } catch (error) {
      toastError(error);
    } finally {
      setFinding(false);
    }
  };

  return (
    <>
      <PageTitle
        title="代理管理"
        extra={
          <Input.Search
            aria-label="查找账号"
            placeholder="查找代理或会员账号"
            enterButton="查找"
            allowClear
            maxLength={32}
            loading={finding}
            onSearch={(value) => void find(value)}
            style={{ width: wide ? 280 : '100%' }}
          />
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={9} xl={7}>
          <AgentTree selected={selected} onSelect={select} />
        </Col>
        <Col xs={24} md={15} xl={17}>
          {selected === undefined ? (
            <Empty description="请在代理树中选择，或查找账号" />
          ) : (
            <AgentPanel key={selected} id={selected} onSelect={select} />
          )}
        </Col>
      </Row>
      <BonusRatesCard />
    </>
  );
}
