import { Button, Flex, Select, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminPlay } from '@lottery/contracts';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { useLotteryGames, useLotteryPlays } from './games-api';
import { MaintenanceModal, type MaintenanceTarget } from './maintenance-modal';
import { PlayFormModal } from './play-form-modal';

const oddsText = (odds: number | null) => (odds === null ? '未设置' : String(odds / 1000));

/** 彩票玩法: one lottery game at a time — its maintenance window and every play's limits and odds. */
export function LotteryTab() {
  const { can } = useOperator();
  const editable = can('runGames');
  const wide = useWideScreen();
  const lottery = useLotteryGames();
  useQueryErrorToast(lottery.error);
  const [chosen, setChosen] = useState<number>();
  const gameId = chosen ?? lottery.data?.[0]?.id;
  const game = lottery.data?.find((entry) => entry.id === gameId);
  const plays = useLotteryPlays(gameId);
  useQueryErrorToast(plays.error);
  const [editing, setEditing] = useState<AdminPlay | null>(null);
  const [maintaining, setMaintaining] = useState<MaintenanceTarget | null>(null);

  const columns: TableColumnsType<AdminPlay> = [
    { title: '玩法', dataIndex: 'name', width: wide ? 120 : 90 },
    { title: '分类', dataIndex: 'categoryName', width: 90, responsive: ['md'] },
    {
      title: '状态',
      key: 'enabled',
      width: 80,
      render: (_: unknown, play: AdminPlay) =>
        !play.limits ? (
          <Tag>未设置</Tag>
        ) : play.limits.enabled ? (
          <Tag color="green">开放</Tag>
        ) : (
          <Tag>关闭</Tag>
        ),
    },
    {
      title: '单注（元）',
      key: 'amount',
      width: 120,
      render: (_: unknown, play: AdminPlay) =>
        play.limits ? `${play.limits.minAmount} – ${play.limits.maxAmount}` : '—',
    },
    {
      title: '单期上限',
      key: 'turnMax',
      width: 100,
      responsive: ['md'],
      render: (_: unknown, play: AdminPlay) => play.limits?.turnMax ?? '—',
    },
    {
      title: '赔率',
      key: 'odds',
      width: wide ? undefined : 160,
      render: (_: unknown, play: AdminPlay) =>
        play.odds.length === 1 ? (
          oddsText(play.odds[0]?.odds ?? null)
        ) : (
          <Typography.Text style={{ fontSize: 12 }}>
            {play.odds.map((item) => `${item.label} ${oddsText(item.odds)}`).join('；')}
          </Typography.Text>
        ),
    },
    ...(editable
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, play: AdminPlay) => (
              <Button type="link" size="small" onClick={() => setEditing(play)}>
                编辑
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="彩种"
          style={{ width: 180 }}
          loading={lottery.isLoading}
          value={gameId}
          onChange={(value: number) => setChosen(value)}
          options={(lottery.data ?? []).map((entry) => ({
            value: entry.id,
            label: entry.enabled ? entry.name : `${entry.name}（停用）`,
          }))}
          notFoundContent="暂无数据"
        />
        {game && (
          <Flex gap={8} align="center" wrap>
            <Typography.Text type="secondary">维护时间</Typography.Text>
            <Typography.Text>
              {game.maintain === null ? '无游戏中心入口' : game.maintain || '未设置'}
            </Typography.Text>
            {editable && game.maintain !== null && (
              <Button
                size="small"
                onClick={() =>
                  setMaintaining({
                    gameId: game.id,
                    name: game.name,
                    maintain: game.maintain ?? '',
                  })
                }
              >
                设置维护
              </Button>
            )}
          </Flex>
        )}
      </Flex>
      <Table<AdminPlay>
        rowKey="playCode"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={plays.data?.plays ?? []}
        loading={lottery.isLoading || plays.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: plays.error || lottery.error ? '加载失败' : '暂无数据' }}
      />
      {editing && gameId !== undefined && (
        <PlayFormModal gameId={gameId} play={editing} onClose={() => setEditing(null)} />
      )}
      {maintaining && (
        <MaintenanceModal target={maintaining} onClose={() => setMaintaining(null)} />
      )}
    </>
  );
}
