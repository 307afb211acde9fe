/** The wallets of a member: `money` (main balance) and `live` (third-party games, liveMoney). */
export const walletKinds = ['money', 'live'] as const;
export type WalletKind = (typeof walletKinds)[number];

/**
 * Ledger transaction types (ids 1–39 of spec part 2 §3). The spec names 1–11 and 39 as a group
 * (transfer recharge … others); the rest are ours, each with its own label (资金明细 shows them).
 */
export const transactionType = {
  transferRecharge: 1,
  onlinePayment: 2,
  lotteryBet: 3,
  payout: 4,
  userWithdrawal: 5,
  cancelledBetRefund: 6,
  rebate: 7,
  registrationBonus: 8,
  agentRebate: 9,
  manualDeposit: 10,
  activityDiscount: 11,
  /** A bet whose draw is a tie (和局): its stake comes back (issue 18). */
  tieRefund: 12,
  /** A withdrawal an operator rejected: its frozen amount comes back (issue 19). */
  withdrawalRefund: 13,
  /** An operator takes money out, with a reason (人工扣款; issue 19). */
  manualDeduction: 14,
  /** Ours, reserved for the chat and agent issues and the back office (the spec names none). */
  redPacketSent: 15,
  redPacketReceived: 16,
  redPacketRefund: 17,
  agentDayWage: 18,
  agentBonus: 19,
  rechargeDiscount: 20,
  vipUpgradeGift: 21,
  checkInReward: 22,
  referralReward: 23,
  withdrawalFee: 24,
  chaseStopRefund: 25,
  payoutReversal: 26,
  birthdayGift: 27,
  rescueBonus: 28,
  weeklySalary: 29,
  monthlySalary: 30,
  luckyDraw: 31,
  taskReward: 32,
  pointsExchange: 33,
  depositFee: 34,
  systemAdjustment: 35,
  /** Third-party games (issue 5): main wallet ↔ live wallet, a round's stake, a round's payout. */
  liveTransfer: 36,
  liveBet: 37,
  livePayout: 38,
  others: 39,
} as const;

export type TransactionType = (typeof transactionType)[keyof typeof transactionType];

export const transactionTypeLabels: Record<number, string> = {
  1: '转账充值',
  2: '在线支付',
  3: '彩票投注',
  4: '派奖',
  5: '用户提现',
  6: '撤单返款',
  7: '返水',
  8: '注册赠送',
  9: '代理返点',
  10: '人工存款',
  11: '活动优惠',
  12: '和局退款',
  13: '提现退回',
  14: '人工扣款',
  15: '红包发出',
  16: '红包领取',
  17: '红包退回',
  18: '代理日工资',
  19: '代理分红',
  20: '充值优惠',
  21: 'VIP晋级礼金',
  22: '签到奖励',
  23: '推广奖励',
  24: '提现手续费',
  25: '追号撤单返款',
  26: '派奖冲正',
  27: '生日礼金',
  28: '救援金',
  29: '周俸禄',
  30: '月俸禄',
  31: '幸运抽奖',
  32: '任务奖励',
  33: '积分兑换',
  34: '存款手续费',
  35: '系统调整',
  36: '额度转换',
  37: '游戏投注',
  38: '游戏派彩',
  39: '其他',
};

export const transactionTypeLabel = (type: number): string => transactionTypeLabels[type] ?? '其他';

/** Every type id, 1 to 39 (the ledger's check constraint holds the same range). */
export const transactionTypeIds: readonly number[] = Object.keys(transactionTypeLabels).map(Number);

/** The wallets as 资金明细 names them. */
export const walletKindLabels: Record<WalletKind, string> = { money: '主钱包', live: '游戏钱包' };
