import { Button, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminGameCategory, AdminGameProvider } from '@lottery/contracts';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { CategoryFormModal } from './category-form-modal';
import { useGameCategories, useGameProviders } from './games-api';
import { ProviderFormModal } from './provider-form-modal';

const editColumn = <Row,>(onEdit: (row: Row) => void) => ({
  title: '操作',
  key: 'actions',
  width: 80,
  render: (_: unknown, row: Row) => (
    <Button type="link" size="small" onClick={() => onEdit(row)}>
      编辑
    </Button>
  ),
});

/** 平台与分类: the game providers (switch, order, maintenance) and the game centre's tabs. */
export function ProvidersTab() {
  const { can } = useOperator();
  const editable = can('runGames');
  const wide = useWideScreen();
  const providers = useGameProviders();
  useQueryErrorToast(providers.error);
  const categories = useGameCategories();
  useQueryErrorToast(categories.error);
  const [provider, setProvider] = useState<AdminGameProvider | null>(null);
  const [category, setCategory] = useState<AdminGameCategory | null>(null);

  const providerColumns: TableColumnsType<AdminGameProvider> = [
    { title: '平台', dataIndex: 'name', width: 120 },
    { title: '代码', dataIndex: 'liveCode', width: 90, responsive: ['md'] },
    { title: '游戏数', dataIndex: 'games', width: 80 },
    { title: '排序', dataIndex: 'sort', width: 70, responsive: ['md'] },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 70,
      render: (value: boolean) => (value ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    },
    {
      title: '维护时间',
      dataIndex: 'maintain',
      width: 200,
      render: (value: string) =>
        value ? <Typography.Text style={{ fontSize: 12 }}>{value}</Typography.Text> : '—',
    },
    ...(editable ? [editColumn<AdminGameProvider>(setProvider)] : []),
  ];

  const categoryColumns: TableColumnsType<AdminGameCategory> = [
    { title: '分类', dataIndex: 'name', width: 120 },
    { title: '代码', dataIndex: 'type', width: 100 },
    { title: '排序', dataIndex: 'sort', width: 70 },
    ...(editable ? [editColumn<AdminGameCategory>(setCategory)] : []),
  ];

  return (
    <>
      <Typography.Title level={5}>游戏平台</Typography.Title>
      <Table<AdminGameProvider>
        rowKey="liveCode"
        size={wide ? 'middle' : 'small'}
        columns={providerColumns}
        dataSource={providers.data ?? []}
        loading={providers.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: providers.error ? '加载失败' : '暂无数据' }}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        游戏分类
      </Typography.Title>
      <Table<AdminGameCategory>
        rowKey="type"
        size={wide ? 'middle' : 'small'}
        columns={categoryColumns}
        dataSource={categories.data ?? []}
        loading={categories.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: categories.error ? '加载失败' : '暂无数据' }}
      />
      {provider && <ProviderFormModal provider={provider} onClose={() => setProvider(null)} />}
      {category && <CategoryFormModal category={category} onClose={() => setCategory(null)} />}
    </>
  );
}
