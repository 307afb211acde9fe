import { Flex, Input, Select, Space, Table } from 'antd';
import type { TableColumnType, TableColumnsType, TableProps } from 'antd';
import { Link } from 'react-router';
import {
  adminMembersQuery,
  memberSearchFieldLabels,
  memberSearchFields,
  type AdminMemberRow,
  type AdminMembersQuery,
} from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { adminPages } from '../../lib/admin-pages';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useListParams } from '../finance/list-params';
import { MemberStatusTag, Money, pagerOf, tableLocale } from '../finance/table-kit';
import { useMembers } from './members-api';

type SearchField = AdminMembersQuery['field'];
type SortKey = AdminMembersQuery['sort'];

const fieldOptions = memberSearchFields.map((field) => ({
  value: field,
  label: memberSearchFieldLabels[field],
}));

const statusOptions = [
  { value: 'all', label: '全部' },
  { value: '0', label: '正常' },
  { value: '1', label: '冻结' },
];

const sortKeys = adminMembersQuery.shape.sort.unwrap().options;
const isSortKey = (value: unknown): value is SortKey => sortKeys.includes(value as SortKey);
const isSearchField = (value: unknown): value is SearchField =>
  memberSearchFields.includes(value as SearchField);

const columnsOf = (sort: SortKey | undefined, order: 'asc' | 'desc') => {
  const sorted = (key: SortKey): Pick<TableColumnType<AdminMemberRow>, 'sorter' | 'sortOrder'> => ({
    sorter: true,
    sortOrder: sort === key ? (order === 'asc' ? 'ascend' : 'descend') : null,
  });
  const columns: TableColumnsType<AdminMemberRow> = [
    {
      title: '账号',
      dataIndex: 'account',
      fixed: 'left',
      render: (account: string, member: AdminMemberRow) => (
        <Link to={adminPages.member(member.id)}>{account}</Link>
      ),
    },
    { title: '昵称', dataIndex: 'nickname', responsive: ['md'] },
    { title: '真实姓名', dataIndex: 'fullName' },
    { title: '手机号', dataIndex: 'phone', responsive: ['md'] },
    {
      title: '上级代理',
      dataIndex: 'agentAccount',
      responsive: ['md'],
      render: (agent: string | null) => agent ?? '-',
    },
    { title: 'VIP', dataIndex: 'vipLevel', responsive: ['md'] },
    {
      title: '余额',
      dataIndex: 'balance',
      align: 'right',
      ...sorted('balance'),
      render: (balance: number) => <Money milli={balance} />,
    },
    {
      title: '状态',
      dataIndex: 'status',
      render: (status: number) => <MemberStatusTag status={status} />,
    },
    {
      title: '注册时间',
      dataIndex: 'createdAt',
      responsive: ['md'],
      ...sorted('createdAt'),
      render: (value: number) => chinaTimeOf(value),
    },
    {
      title: '最后登录',
      dataIndex: 'lastLoginAt',
      responsive: ['lg'],
      ...sorted('lastLoginAt'),
      render: (value: number | null) => chinaTimeOf(value),
    },
  ];
  return columns;
};

/** 会员管理: search by account, phone, name, agent or IP; the list stays in the address. */
export function MembersPage() {
  const params = useListParams();
  const wide = useWideScreen();
  const keyword = params.text('keyword');
  const fieldParam = params.text('field');
  const field: SearchField = isSearchField(fieldParam) ? fieldParam : 'account';
  const statusParam = params.number('status');
  const status = statusParam === 0 || statusParam === 1 ? statusParam : undefined;
  const sortParam = params.text('sort');
  const sort = isSortKey(sortParam) ? sortParam : undefined;
  const order = params.text('order') === 'asc' ? 'asc' : 'desc';

  const members = useMembers({
    // The field means nothing without a keyword: the same list, one query key.
    ...(keyword ? { keyword, field } : {}),
    status,
    ...(sort ? { sort, order } : {}),
    page: params.page,
    size: params.size,
  });
  useQueryErrorToast(members.error);

  const changed: TableProps<AdminMemberRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort' && !Array.isArray(sorter)) {
      const key = isSortKey(sorter.field) && sorter.order ? sorter.field : undefined;
      params.update({
        sort: key,
        order: key ? (sorter.order === 'ascend' ? 'asc' : 'desc') : undefined,
      });
    } else if (extra.action === 'paginate') {
      params.turnPage(pagination.current ?? 1, pagination.pageSize ?? params.size);
    }
  };

  return (
    <>
      <PageTitle title="会员管理" />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Space.Compact style={{ width: wide ? 420 : '100%' }}>
          <Select
            aria-label="搜索字段"
            value={field}
            options={fieldOptions}
            onChange={(next) => params.update({ field: next })}
            style={{ width: 110 }}
          />
          <Input.Search
            // A new keyword in the address (back, the menu) shows in the box.
            key={keyword ?? ''}
            aria-label="关键字"
            defaultValue={keyword}
            onSearch={(value) => params.update({ keyword: value.trim(), field })}
            placeholder={`输入${memberSearchFieldLabels[field]}`}
            allowClear
            enterButton="搜索"
            maxLength={64}
          />
        </Space.Compact>
        <Select
          aria-label="状态"
          value={status === undefined ? 'all' : String(status)}
          options={statusOptions}
          onChange={(next) => params.update({ status: next === 'all' ? undefined : next })}
          style={{ width: 110 }}
          prefix="状态"
        />
      </Flex>
      <Table<AdminMemberRow>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={columnsOf(sort, order)}
        dataSource={members.data?.list ?? []}
        loading={members.isFetching}
        scroll={{ x: 'max-content' }}
        onChange={changed}
        pagination={pagerOf(params, members.data?.total, wide)}
        locale={tableLocale}
      />
    </>
  );
}
