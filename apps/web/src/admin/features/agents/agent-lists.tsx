import { Flex, Input, Segmented, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminAgentLink, AdminAgentMember } from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { adminPages } from '../../lib/admin-pages';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { Money, pagerOf, tableLocale } from '../finance/table-kit';
import { useAgentLinks, useAgentMembers } from './agents-api';

const memberColumns: TableColumnsType<AdminAgentMember> = [
  {
    title: '账号',
    dataIndex: 'account',
    fixed: 'left',
    // Moving a member to another agent is on the member's page.
    render: (account: string, member: AdminAgentMember) => (
      <Link to={adminPages.member(member.id)}>{account}</Link>
    ),
  },
  {
    title: '类型',
    dataIndex: 'isAgent',
    render: (isAgent: boolean) => (isAgent ? <Tag color="blue">代理</Tag> : '会员'),
  },
  { title: '层级', dataIndex: 'depth', responsive: ['md'] },
  { title: '返点', dataIndex: 'rebate' },
  {
    title: '余额',
    dataIndex: 'balance',
    align: 'right',
    render: (milli: number) => <Money milli={milli} />,
  },
  {
    title: '在线',
    dataIndex: 'online',
    responsive: ['md'],
    render: (online: boolean) => (online ? <Tag color="green">在线</Tag> : '离线'),
  },
  {
    title: '注册时间',
    dataIndex: 'createdAt',
    responsive: ['md'],
    render: (at: number) => chinaTimeOf(at),
  },
];

/** 下级会员: the direct downline or the whole team, each opening the member's page. */
export function AgentMembers({ id }: { id: number }) {
  const wide = useWideScreen();
  const [all, setAll] = useState(0);
  const [account, setAccount] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const members = useAgentMembers(id, { all, ...(account ? { account } : {}), ...paging });
  useQueryErrorToast(members.error);
  return (
    <>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Segmented
          value={all}
          options={[
            { value: 0, label: '直属下级' },
            { value: 1, label: '全部团队' },
          ]}
          onChange={(next) => {
            setAll(next);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
        <Input.Search
          aria-label="会员账号"
          placeholder="会员账号"
          allowClear
          maxLength={32}
          onSearch={(value) => {
            setAccount(value.trim());
            setPaging((current) => ({ ...current, page: 1 }));
          }}
          style={{ width: wide ? 220 : '100%' }}
        />
        {members.data ? (
          <span>
            余额合计 <Money milli={members.data.totalBalance} />
          </span>
        ) : null}
      </Flex>
      <Table<AdminAgentMember>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={memberColumns}
        dataSource={members.data?.list ?? []}
        loading={members.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagerOf(paging, members.data?.total, wide, (page, size) =>
          setPaging({ page, size }),
        )}
        locale={tableLocale}
      />
    </>
  );
}

const linkColumns: TableColumnsType<AdminAgentLink> = [
  { title: '邀请码', dataIndex: 'code', fixed: 'left' },
  {
    title: '注册为',
    dataIndex: 'isAgent',
    render: (isAgent: boolean) => (isAgent ? '代理' : '会员'),
  },
  { title: '返点', dataIndex: 'rebate' },
  {
    title: '已注册/名额',
    key: 'used',
    render: (_: unknown, link: AdminAgentLink) =>
      `${link.used} / ${link.quota === null ? '不限' : link.quota}`,
  },
  { title: '备注', dataIndex: 'remark', responsive: ['md'] },
  { title: '链接', dataIndex: 'path', responsive: ['lg'] },
  {
    title: '创建时间',
    dataIndex: 'createdAt',
    responsive: ['md'],
    render: (at: number) => chinaTimeOf(at),
  },
];

/** 推广链接: the agent's open links, as the agent sees them. */
export function AgentLinks({ id }: { id: number }) {
  const wide = useWideScreen();
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const links = useAgentLinks(id, paging);
  useQueryErrorToast(links.error);
  return (
    <Table<AdminAgentLink>
      rowKey="id"
      size={wide ? 'middle' : 'small'}
      columns={linkColumns}
      dataSource={links.data?.list ?? []}
      loading={links.isFetching}
      scroll={{ x: 'max-content' }}
      pagination={pagerOf(paging, links.data?.total, wide, (page, size) =>
        setPaging({ page, size }),
      )}
      locale={tableLocale}
    />
  );
}
