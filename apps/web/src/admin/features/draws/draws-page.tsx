import { App, Button, Select, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  adminTurnStatuses,
  adminTurnStatusLabels,
  drawSourceLabels,
  type AdminTurnRow,
  type AdminTurnStatus,
} from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { useQueryErrorToast, useToastError } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useOperator } from '../../session/admin-session';
import { useListParams } from '../finance/list-params';
import { pagerOf, tableLocale } from '../finance/table-kit';
import { DrawBalls } from './draw-balls';
import { useCorrectResult, useDrawGames, useEnterResult, useTurns } from './draws-api';
import { ResultModal } from './result-modal';
import { ScheduleCard } from './schedule-card';
import { TurnDrawer } from './turn-drawer';

const statusTabs = [
  { key: 'all', label: '全部' },
  ...adminTurnStatuses.map((status) => ({ key: status, label: adminTurnStatusLabels[status] })),
];
const statusColors: Record<AdminTurnStatus, string> = {
  open: 'green',
  closed: 'orange',
  streaming: 'blue',
  drawn: 'default',
};

type Acting = { kind: 'enter' | 'correct'; turn: AdminTurnRow } | null;

/**
 * 开奖管理: a game's schedule and turns; an operator who runs games enters the result of a closed
 * turn of an operator-sourced game, or corrects a drawn result (its bets settled again).
 */
export function DrawsPage() {
  const params = useListParams();
  const wide = useWideScreen();
  const { can } = useOperator();
  const { message } = App.useApp();
  const toastError = useToastError();
  const [viewing, setViewing] = useState<{ gameId: number; turnNum: string } | null>(null);
  const [acting, setActing] = useState<Acting>(null);
  const games = useDrawGames();
  useQueryErrorToast(games.error);
  const gameId = params.number('gameId') ?? games.data?.[0]?.gameId;
  const game = games.data?.find((entry) => entry.gameId === gameId);
  const tab = params.text('status') ?? 'all';
  const turns = useTurns(
    gameId === undefined
      ? null
      : {
          gameId,
          status: tab === 'all' ? undefined : (tab as AdminTurnStatus),
          page: params.page,
          size: params.size,
        },
  );
  useQueryErrorToast(turns.error);
  const enter = useEnterResult();
  const correct = useCorrectResult();
  const runs = can('runGames');
  const operatorSourced = game?.schedule?.source === 'operator';

  const columns: ColumnsType<AdminTurnRow> = [
    { title: '期号', dataIndex: 'turnNum', fixed: wide ? 'left' : undefined },
    {
      title: '状态',
      dataIndex: 'status',
      render: (status: AdminTurnStatus) => (
        <Tag color={statusColors[status]}>{adminTurnStatusLabels[status]}</Tag>
      ),
    },
    {
      title: '开奖号码',
      dataIndex: 'openNum',
      render: (openNum: string) => <DrawBalls openNum={openNum} />,
    },
    {
      title: '来源',
      dataIndex: 'source',
      render: (source: AdminTurnRow['source']) => drawSourceLabels[source],
    },
    {
      title: '开奖时间',
      key: 'time',
      render: (_, row) => chinaTimeOf(row.openTime ?? row.planTime),
    },
    {
      title: '更正',
      dataIndex: 'corrections',
      render: (count: number) => (count > 0 ? <Tag color="red">{count} 次</Tag> : '-'),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, row) => (
        <Space size={4} wrap>
          <Button
            size="small"
            type="link"
            onClick={() => setViewing({ gameId: row.gameId, turnNum: row.turnNum })}
          >
            详情
          </Button>
          {runs && operatorSourced && row.status === 'closed' && (
            <Button
              size="small"
              type="link"
              onClick={() => setActing({ kind: 'enter', turn: row })}
            >
              录入结果
            </Button>
          )}
          {runs && row.status === 'drawn' && (
            <Button
              size="small"
              type="link"
              danger
              onClick={() => setActing({ kind: 'correct', turn: row })}
            >
              更正
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const submit = (values: { openNum: string; reason?: string }) => {
    if (!acting) return;
    const mutation = acting.kind === 'enter' ? enter : correct;
    mutation.mutate(
      { gameId: acting.turn.gameId, turnNum: acting.turn.turnNum, ...values },
      {
        onSuccess: () => {
          void message.success(
            acting.kind === 'enter' ? '开奖结果已录入' : '开奖结果已更正，注单已重新结算',
          );
          setActing(null);
        },
        onError: toastError,
      },
    );
  };

  return (
    <>
      <PageTitle
        title="开奖管理"
        extra={
          <Select
            aria-label="彩种"
            style={{ minWidth: 180 }}
            loading={games.isLoading}
            value={gameId}
            options={(games.data ?? []).map((entry) => ({
              value: entry.gameId,
              label:
                entry.awaitingResult > 0
                  ? `${entry.name}（待录入 ${entry.awaitingResult}）`
                  : entry.name,
            }))}
            onChange={(value: number) => params.update({ gameId: value, status: undefined })}
            notFoundContent="暂无数据"
          />
        }
      />
      {game && <ScheduleCard game={game} />}
      <Tabs activeKey={tab} items={statusTabs} onChange={(status) => params.update({ status })} />
      <Table<AdminTurnRow>
        rowKey="turnNum"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={turns.data?.list ?? []}
        loading={games.isLoading || turns.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={pagerOf(params, turns.data?.total, wide, params.turnPage)}
        locale={tableLocale}
      />
      <TurnDrawer turn={viewing} onClose={() => setViewing(null)} />
      {acting && (
        <ResultModal
          kind={acting.kind}
          turn={acting.turn}
          pending={enter.isPending || correct.isPending}
          onSubmit={submit}
          onClose={() => setActing(null)}
        />
      )}
    </>
  );
}
