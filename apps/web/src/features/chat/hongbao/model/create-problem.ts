import { errorMessage, redPacketDefaults, redPacketProblem } from '@lottery/contracts';
import type { RedPacketProblem } from '@lottery/contracts';

export interface RedPacketLimits {
  minAmount: number;
  maxAmount: number;
  maxCount: number;
}

/** The client's copy of the limits: the defaults (the operator's may differ; the server decides). */
export const clientLimits: RedPacketLimits = {
  minAmount: redPacketDefaults.minAmount,
  maxAmount: redPacketDefaults.maxAmount,
  maxCount: redPacketDefaults.maxCount,
};

/**
 * What is wrong with the form so far (null while nothing is wrong or nothing is typed): with both
 * fields the whole rule; with only one, that field's own range.
 */
export const createProblem = (
  amount: number | null,
  count: number | null,
  limits: RedPacketLimits = clientLimits,
): RedPacketProblem => {
  const hasAmount = amount !== null && amount > 0;
  if (hasAmount && count !== null) return redPacketProblem(amount, count, limits);
  if (count !== null) {
    return redPacketProblem(limits.maxAmount, count, limits) === 'count' ? 'count' : null;
  }
  if (hasAmount) return redPacketProblem(amount, 1, limits) === 'amount' ? 'amount' : null;
  return null;
};

/** The problem in the server's words (the same catalogue the server answers with). */
export const problemMessage = (problem: Exclude<RedPacketProblem, null>): string =>
  errorMessage(
    problem === 'amount'
      ? 'HONGBAO/AMOUNT_RANGE'
      : problem === 'count'
        ? 'HONGBAO/COUNT_RANGE'
        : 'HONGBAO/SHARE_TOO_SMALL',
  );
