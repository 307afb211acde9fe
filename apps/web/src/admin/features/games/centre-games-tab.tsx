import { Button, Flex, Input, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminCentreGame } from '@lottery/contracts';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { GameFormModal } from './game-form-modal';
import {
  useCentreGames,
  useGameCategories,
  useGameProviders,
  type CentreGameFilters,
} from './games-api';
import { MaintenanceModal, type MaintenanceTarget } from './maintenance-modal';

const pageSize = 20;

/** 第三方游戏: the game centre's games, enabled or not, by category, platform or hot rank. */
export function CentreGamesTab() {
  const { can } = useOperator();
  const editable = can('runGames');
  const wide = useWideScreen();
  const [filters, setFilters] = useState<CentreGameFilters>({ page: 1, size: pageSize });
  const list = useCentreGames(filters);
  useQueryErrorToast(list.error);
  const categories = useGameCategories();
  const providers = useGameProviders();
  const [editing, setEditing] = useState<AdminCentreGame | null>(null);
  const [maintaining, setMaintaining] = useState<MaintenanceTarget | null>(null);
  const categoryName = new Map((categories.data ?? []).map((entry) => [entry.type, entry.name]));
  const filter = (change: Partial<CentreGameFilters>) =>
    setFilters((current) => ({ ...current, ...change, page: 1 }));

  const columns: TableColumnsType<AdminCentreGame> = [
    { title: '游戏', dataIndex: 'gameName', width: wide ? 180 : 120 },
    {
      title: '分类',
      dataIndex: 'category',
      width: 90,
      render: (value: string) => categoryName.get(value) ?? value,
    },
    { title: '平台', dataIndex: 'providerName', width: 100, responsive: ['md'] },
    {
      title: '热门',
      dataIndex: 'hot',
      width: 70,
      render: (value: number) => (value > 0 ? <Tag color="red">{value}</Tag> : '—'),
    },
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
      responsive: ['lg'],
      render: (value: string) =>
        value ? <Typography.Text style={{ fontSize: 12 }}>{value}</Typography.Text> : '—',
    },
    ...(editable
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_: unknown, game: AdminCentreGame) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => setEditing(game)}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    setMaintaining({
                      gameId: game.gameId,
                      name: game.gameName,
                      maintain: game.maintain,
                    })
                  }
                >
                  维护
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Select
          aria-label="分类"
          allowClear
          placeholder="全部分类"
          style={{ width: 130 }}
          value={filters.category}
          onChange={(value?: string) => filter({ category: value })}
          options={(categories.data ?? [])
            .filter((entry) => entry.type !== 'hot')
            .map((entry) => ({ value: entry.type, label: entry.name }))}
        />
        <Select
          aria-label="平台"
          allowClear
          placeholder="全部平台"
          style={{ width: 130 }}
          value={filters.liveCode}
          onChange={(value?: string) => filter({ liveCode: value })}
          options={(providers.data ?? []).map((entry) => ({
            value: entry.liveCode,
            label: entry.name,
          }))}
        />
        <Input.Search
          allowClear
          placeholder="游戏名称"
          style={{ width: 180 }}
          onSearch={(value) => filter({ searchText: value.trim() || undefined })}
        />
        <Flex gap={6} align="center">
          <Switch
            size="small"
            aria-label="只看热门"
            checked={filters.hot === '1'}
            onChange={(on) => filter({ hot: on ? '1' : undefined })}
          />
          <Typography.Text>只看热门（按排名）</Typography.Text>
        </Flex>
      </Flex>
      <Table<AdminCentreGame>
        rowKey="gameId"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isLoading || list.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: filters.page,
          pageSize: filters.size,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => setFilters((current) => ({ ...current, page })),
        }}
        locale={{ emptyText: list.error ? '加载失败' : '暂无数据' }}
      />
      {editing && <GameFormModal game={editing} onClose={() => setEditing(null)} />}
      {maintaining && (
        <MaintenanceModal target={maintaining} onClose={() => setMaintaining(null)} />
      )}
    </>
  );
}
