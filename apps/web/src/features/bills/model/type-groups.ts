import { transactionType as t, transactionTypeLabels } from '@lottery/contracts';

export interface TypeOption {
  type: number;
  label: string;
}

const option = (type: number): TypeOption => ({ type, label: transactionTypeLabels[type] ?? '' });

/** The chips above the list: the movements a member looks for most (spec part 2 §3's list). */
export const commonTypes: readonly TypeOption[] = [
  t.onlinePayment,
  t.transferRecharge,
  t.lotteryBet,
  t.payout,
  t.userWithdrawal,
  t.cancelledBetRefund,
  t.rebate,
].map(option);

/** Every transaction type (1–39) once, grouped for the filter sheet. */
export const typeGroups: readonly { title: string; options: readonly TypeOption[] }[] = [
  {
    title: '充值提现',
    options: [
      t.onlinePayment,
      t.transferRecharge,
      t.manualDeposit,
      t.userWithdrawal,
      t.withdrawalRefund,
      t.withdrawalFee,
      t.depositFee,
      t.manualDeduction,
    ].map(option),
  },
  {
    title: '彩票',
    options: [
      t.lotteryBet,
      t.payout,
      t.cancelledBetRefund,
      t.tieRefund,
      t.chaseStopRefund,
      t.payoutReversal,
    ].map(option),
  },
  { title: '娱乐场', options: [t.liveTransfer, t.liveBet, t.livePayout].map(option) },
  {
    title: '优惠返水',
    options: [
      t.rebate,
      t.activityDiscount,
      t.registrationBonus,
      t.rechargeDiscount,
      t.vipUpgradeGift,
      t.checkInReward,
      t.birthdayGift,
      t.rescueBonus,
      t.weeklySalary,
      t.monthlySalary,
      t.luckyDraw,
      t.taskReward,
      t.pointsExchange,
    ].map(option),
  },
  { title: '红包', options: [t.redPacketSent, t.redPacketReceived, t.redPacketRefund].map(option) },
  {
    title: '代理',
    options: [t.agentRebate, t.agentDayWage, t.agentBonus, t.referralReward].map(option),
  },
  { title: '其他', options: [t.systemAdjustment, t.others].map(option) },
];
