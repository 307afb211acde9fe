import { Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { useState } from 'react';
import { formatMoney, type AdminAgentTeam } from '@lottery/contracts';
import { DayRangePicker } from '../../components/day-range-picker';
import { todayRange, type DayRange } from '../../lib/day-range';
import { useQueryErrorToast } from '../../lib/toast-error';
import { useAgentTeam } from './agents-api';

const money = (milli: number) => `¥${formatMoney(milli)}`;

const figuresOf = (team: AdminAgentTeam): [string, string][] => [
  ['团队人数', String(team.teamCount)],
  ['新注册', String(team.registered)],
  ['首充人数', String(team.firstRecharges)],
  ['充值金额/人数', `${money(team.rechargeAmount)} / ${team.rechargeUsers}`],
  ['提现金额', money(team.withdrawAmount)],
  ['彩票投注', money(team.betAmount)],
  ['彩票派奖', money(team.winAmount)],
  ['代理分成', money(team.shareAmount)],
  ['游戏投注', money(team.liveBetAmount)],
  ['游戏派彩', money(team.liveWinAmount)],
  ['本人代理返点', money(team.agentRebate)],
  ['充值优惠', money(team.rechargeDiscount)],
  ['活动优惠', money(team.otherDiscount)],
  ['团队余额', money(team.balance)],
];

/** 团队报表: the team's sums over UTC+8 days (today first), as the agent's own report. */
export function AgentTeam({ id }: { id: number }) {
  const [range, setRange] = useState<DayRange>(() => todayRange());
  const team = useAgentTeam(id, range);
  useQueryErrorToast(team.error);
  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <DayRangePicker value={range} onChange={(next) => next && setRange(next)} />
      </div>
      {!team.data ? (
        team.isError ? (
          <Empty description="暂无数据" />
        ) : (
          <Skeleton active paragraph={{ rows: 4 }} />
        )
      ) : (
        <Row gutter={[8, 8]}>
          {figuresOf(team.data).map(([title, value]) => (
            <Col key={title} xs={12} lg={8}>
              <Card size="small" style={{ height: '100%' }}>
                <Statistic title={title} value={value} styles={{ content: { fontSize: 16 } }} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
