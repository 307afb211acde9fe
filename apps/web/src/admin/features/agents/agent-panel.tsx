import { App, Breadcrumb, Button, Card, Descriptions, Empty, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@lottery/contracts';
import { adminPages } from '../../lib/admin-pages';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { MemberStatusTag } from '../finance/table-kit';
import { AgentLinks, AgentMembers } from './agent-lists';
import { AgentTeam } from './agent-team';
import { useAgentDetail, useSetRebate } from './agents-api';
import { RebateModal } from './rebate-modal';

/** An account of the tree: where it sits, its rebate, and its team, downline and links. */
export function AgentPanel({ id, onSelect }: { id: number; onSelect: (id: number) => void }) {
  const wide = useWideScreen();
  const { can } = useOperator();
  const { message } = App.useApp();
  const toastError = useToastError();
  const detail = useAgentDetail(id);
  useQueryErrorToast(detail.error);
  const setRebate = useSetRebate();
  const [editing, setEditing] = useState(false);
  const agent = detail.data;

  if (!agent) {
    return (
      <Card size="small">
        {detail.isError ? (
          <Empty description="暂无数据" />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </Card>
    );
  }

  const [min, max] = agent.rebateRange;
  return (
    <Card
      size="small"
      title={
        <Breadcrumb
          items={[
            ...agent.path.map((above) => ({
              title: (
                <a
                  href={`?id=${above.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onSelect(above.id);
                  }}
                >
                  {above.account}
                </a>
              ),
            })),
            { title: agent.account },
          ]}
        />
      }
    >
      <Descriptions size="small" column={wide ? 3 : 1} bordered={wide}>
        <Descriptions.Item label="账号">
          <Link to={adminPages.member(agent.id)}>{agent.account}</Link>
          {agent.isAgent ? (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              代理
            </Tag>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label="状态">
          <MemberStatusTag status={agent.status} />
        </Descriptions.Item>
        <Descriptions.Item label="返点">
          {agent.rebate}%
          <span style={{ marginInlineStart: 8, opacity: 0.65 }}>
            （可设 {min} ~ {max}）
          </span>
          {can('manageAgents') ? (
            <Button size="small" type="link" onClick={() => setEditing(true)}>
              修改返点
            </Button>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label="直属下级">{agent.directCount}</Descriptions.Item>
        <Descriptions.Item label="团队人数">{agent.teamCount}</Descriptions.Item>
        <Descriptions.Item label="团队余额">¥{formatMoney(agent.teamBalance)}</Descriptions.Item>
      </Descriptions>
      <Tabs
        style={{ marginTop: 12 }}
        items={[
          { key: 'team', label: '团队报表', children: <AgentTeam id={agent.id} /> },
          { key: 'members', label: '下级会员', children: <AgentMembers id={agent.id} /> },
          { key: 'links', label: '推广链接', children: <AgentLinks id={agent.id} /> },
        ]}
        destroyOnHidden
      />
      {editing ? (
        <RebateModal
          agent={agent}
          pending={setRebate.isPending}
          onClose={() => setEditing(false)}
          onSubmit={(rebate) =>
            setRebate.mutate(
              { id: agent.id, rebate },
              {
                onSuccess: () => {
                  void message.success('操作成功');
                  setEditing(false);
                },
                onError: toastError,
              },
            )
          }
        />
      ) : null}
    </Card>
  );
}
