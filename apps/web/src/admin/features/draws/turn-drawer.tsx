import { Descriptions, Drawer, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import {
  adminTurnStatusLabels,
  drawSourceLabels,
  type AdminDrawCorrection,
  type AdminTurnDetail,
} from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useWideScreen } from '../../lib/use-wide-screen';
import { Money, tableLocale } from '../finance/table-kit';
import { useTurn } from './draws-api';
import { DrawBalls } from './draw-balls';

const correctionColumns = [
  { title: '时间', dataIndex: 'createdAt', render: (at: number) => chinaTimeOf(at) },
  { title: '操作员', dataIndex: 'operatorAccount' },
  {
    title: '原号码',
    dataIndex: 'numbersBefore',
    render: (openNum: string) => <DrawBalls openNum={openNum} />,
  },
  {
    title: '新号码',
    dataIndex: 'numbersAfter',
    render: (openNum: string) => <DrawBalls openNum={openNum} />,
  },
  { title: '原因', dataIndex: 'reason' },
  { title: '重新结算注单', dataIndex: 'orders' },
  { title: '冲正金额', dataIndex: 'reversed', render: (milli: number) => <Money milli={milli} /> },
  { title: '重新派发', dataIndex: 'paid', render: (milli: number) => <Money milli={milli} /> },
];

/** 公平性记录: the commitment published before the draw, the seed after, what it yields. */
function Fairness({ turn }: { turn: AdminTurnDetail }) {
  const wide = useWideScreen();
  return (
    <Descriptions
      title="公平性记录"
      size="small"
      bordered
      column={1}
      items={[
        {
          label: '承诺值 (SHA-256)',
          children: turn.commitment ? (
            <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>
              {turn.commitment}
            </Typography.Text>
          ) : (
            '无（人工开奖）'
          ),
        },
        {
          label: '种子',
          children: turn.seed ? (
            <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>
              {turn.seed}
            </Typography.Text>
          ) : (
            '开奖后公开'
          ),
        },
        ...(turn.seedOpenNum
          ? [
              { label: '种子生成号码', children: <DrawBalls openNum={turn.seedOpenNum} /> },
              {
                label: '校验',
                children: turn.seedValid ? (
                  <Tag color="green">种子与承诺值一致</Tag>
                ) : (
                  <Tag color="red">种子与承诺值不一致</Tag>
                ),
              },
            ]
          : []),
      ]}
      style={{ marginBottom: 16, ...(wide ? {} : { fontSize: 12 }) }}
    />
  );
}

export function TurnDetail({ turn }: { turn: AdminTurnDetail }) {
  const wide = useWideScreen();
  return (
    <>
      <Descriptions
        title="本期"
        size="small"
        bordered
        column={wide ? 2 : 1}
        items={[
          { label: '期号', children: turn.turnNum },
          { label: '状态', children: adminTurnStatusLabels[turn.status] },
          { label: '来源', children: drawSourceLabels[turn.source] },
          { label: '封盘时间', children: chinaTimeOf(turn.closeTime) },
          { label: '计划开奖', children: chinaTimeOf(turn.planTime) },
          { label: '开奖时间', children: chinaTimeOf(turn.openTime) },
          { label: '开奖号码', children: <DrawBalls openNum={turn.openNum} /> },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Fairness turn={turn} />
      <Typography.Title level={5}>更正记录</Typography.Title>
      <Table<AdminDrawCorrection>
        rowKey="id"
        size="small"
        columns={correctionColumns}
        dataSource={turn.correctionList}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={tableLocale}
      />
    </>
  );
}

/** A turn's details: its times, result, fairness record and corrections. */
export function TurnDrawer({
  turn,
  onClose,
}: {
  turn: { gameId: number; turnNum: string } | null;
  onClose: () => void;
}) {
  const wide = useWideScreen();
  const detail = useTurn(turn);
  useQueryErrorToast(detail.error);
  return (
    <Drawer
      open={turn !== null}
      onClose={onClose}
      title="开奖详情"
      size={wide ? 760 : '100%'}
      destroyOnHidden
    >
      {detail.data ? (
        <TurnDetail turn={detail.data} />
      ) : detail.isError ? (
        <Empty description="暂无数据" />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}
