/** The wallets of a member: `money` (main balance) and `live` (third-party games, liveMoney). */
export const walletKinds = ['money', 'live'] as const;
export type WalletKind = (typeof walletKinds)[number];

/**
 * Ledger transaction types (ids 1–39 of spec part 2 §3). The spec names these; the rest of the
 * range is reserved for later issues and falls under 其他 until named.
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
  36: '额度转换',
  37: '游戏投注',
  38: '游戏派彩',
  39: '其他',
};

export const transactionTypeLabel = (type: number): string => transactionTypeLabels[type] ?? '其他';
