import type { ValidWithdraw } from '@lottery/contracts';

/** A deposit since the last paid withdrawal: a successful recharge or a manual deposit. */
export interface Deposit {
  id: number;
  orderNo: string;
  at: Date;
  /** Thousandths of a yuan. */
  amount: number;
}

export interface TurnoverRules {
  /** Turnover a deposit asks, as a multiple of it. */
  multiple: number;
  /** Shortfall forgiven, thousandths. */
  relaxQuota: number;
}

/**
 * The turnover (打码量) the deposits ask and how far the valid bets meet it: the bets, then the
 * forgiven quota, go to the deposits oldest first; a deposit is finished when nothing is missing.
 */
export const turnoverOf = (
  deposits: readonly Deposit[],
  validBets: number,
  { multiple, relaxQuota }: TurnoverRules,
): ValidWithdraw => {
  let bets = Math.max(0, validBets);
  let relax = Math.max(0, relaxQuota);
  const rows = [...deposits]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id)
    .map((deposit) => {
      const requireDml = Math.round(deposit.amount * Math.max(0, multiple));
      const validDml = Math.min(requireDml, bets);
      bets -= validDml;
      const forgiven = Math.min(requireDml - validDml, relax);
      relax -= forgiven;
      const deduct = requireDml - validDml - forgiven;
      return {
        id: deposit.id,
        orderNo: deposit.orderNo,
        rechargeTime: deposit.at.getTime(),
        rechargeMoney: deposit.amount,
        requireDml,
        validDml,
        deduct,
        finished: deduct === 0,
      };
    });
  const sumAllDeduct = rows.reduce((sum, row) => sum + row.deduct, 0);
  return {
    relaxQuota: Math.max(0, relaxQuota),
    requireDML: rows.reduce((sum, row) => sum + row.requireDml, 0),
    rows,
    sumAllDeduct,
    sumAllDml: Math.max(0, validBets),
    yetWithdraw: sumAllDeduct === 0,
  };
};
