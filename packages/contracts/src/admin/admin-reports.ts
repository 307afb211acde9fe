import { z } from 'zod';
import { query } from '../query';
import { transactionType as t } from '../wallet';
import { adminDay } from './admin-common';

/** 财务报表 (issue 24): the ledger's money per UTC+8 day, by kind of transaction. */
export const adminReportPaths = {
  /** GET AdminFinanceReportQuery → AdminFinanceReport. */
  finance: '/admin/reports/finance',
} as const;

/**
 * The report's columns: every ledger type belongs to exactly one, so the columns add up to the
 * net (what members' wallets gained, negative when they lost). Amounts keep the ledger's sign:
 * a credit to a member is positive, a debit negative.
 */
export const financeReportColumns = [
  { key: 'recharge', label: '充值', types: [t.transferRecharge, t.onlinePayment] },
  { key: 'withdraw', label: '提现', types: [t.userWithdrawal, t.withdrawalRefund] },
  { key: 'manualDeposit', label: '人工存款', types: [t.manualDeposit] },
  { key: 'manualDeduction', label: '人工扣款', types: [t.manualDeduction] },
  { key: 'bet', label: '彩票投注', types: [t.lotteryBet, t.cancelledBetRefund, t.chaseStopRefund] },
  { key: 'payout', label: '派奖', types: [t.payout, t.tieRefund, t.payoutReversal] },
  { key: 'rebate', label: '返水', types: [t.rebate] },
  { key: 'agentRebate', label: '代理返点', types: [t.agentRebate] },
  {
    key: 'bonus',
    label: '优惠礼金',
    types: [
      t.registrationBonus,
      t.activityDiscount,
      t.agentDayWage,
      t.agentBonus,
      t.rechargeDiscount,
      t.vipUpgradeGift,
      t.checkInReward,
      t.referralReward,
      t.birthdayGift,
      t.rescueBonus,
      t.weeklySalary,
      t.monthlySalary,
      t.luckyDraw,
      t.taskReward,
      t.pointsExchange,
    ],
  },
  {
    key: 'redPacket',
    label: '红包',
    types: [t.redPacketSent, t.redPacketReceived, t.redPacketRefund],
  },
  { key: 'live', label: '第三方游戏', types: [t.liveTransfer, t.liveBet, t.livePayout] },
  {
    key: 'other',
    label: '其他',
    types: [t.withdrawalFee, t.depositFee, t.systemAdjustment, t.others],
  },
] as const;
export type FinanceReportColumn = (typeof financeReportColumns)[number]['key'];
export const financeReportColumnKeys = financeReportColumns.map(
  (column) => column.key,
) as FinanceReportColumn[];

/** The column a ledger type is counted in. */
export const financeReportColumnOf = (type: number): FinanceReportColumn =>
  financeReportColumns.find((column) => (column.types as readonly number[]).includes(type))?.key ??
  'other';

/** A range of UTC+8 days (at most 31); both absent → today. */
export const adminFinanceReportQuery = query({
  startDate: adminDay.optional(),
  endDate: adminDay.optional(),
});

const columnAmounts = z.record(z.enum(financeReportColumnKeys), z.number().int());

/** One row of the table: a day, or the range's total. */
export const financeReportRow = z.object({
  /** Per column, thousandths of a yuan with the ledger's sign. */
  amounts: columnAmounts,
  /** Σ of the columns: what members' wallets gained (negative: lost). */
  net: z.number().int(),
  /** Ledger entries counted. */
  entries: z.number().int(),
});
export type FinanceReportRow = z.infer<typeof financeReportRow>;

export const adminFinanceReport = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Every day of the range, the first first, with or without entries. */
  days: z.array(financeReportRow.extend({ day: z.string() })),
  total: financeReportRow,
  /** The total by ledger type (the types with entries), for the detail under the table. */
  types: z.array(
    z.object({
      type: z.number().int(),
      label: z.string(),
      amount: z.number().int(),
      entries: z.number().int(),
    }),
  ),
});
export type AdminFinanceReport = z.infer<typeof adminFinanceReport>;
