import { betResult, betStatus, canCancelOrder } from '@lottery/contracts';
import type { BetOrder } from '@lottery/contracts';

/** Money as the reports show it (the shared report formatting). */
export { reportMoney as shownMoney } from '../../../components/signed-money';

/** Odds travel in thousandths (48.8 → 48800); shown with the decimals they have. */
export const shownOdds = (thousandths: number): string =>
  String(Number((thousandths / 1000).toFixed(3)));

/** 48.8, or 100/20 for a play with a second odds. */
export const oddsText = (order: Pick<BetOrder, 'odds' | 'odds2'>): string =>
  order.odds2 === null
    ? shownOdds(order.odds)
    : `${shownOdds(order.odds)}/${shownOdds(order.odds2)}`;

/** The member's win (+) or loss (−) on a settled order: payout − stake; null before settling. */
export const winLossOf = (order: Pick<BetOrder, 'status' | 'reward' | 'totalMoney'>) =>
  order.status === betStatus.settled ? order.reward - order.totalMoney : null;

/** How a status reads: its colour in the list. */
export type StatusTone = 'cancellable' | 'pending' | 'won' | 'lost' | 'tie' | 'void';

export const statusToneOf = (order: BetOrder, now: number, cancelEnabled: boolean): StatusTone => {
  switch (order.status) {
    case betStatus.pending:
      return canCancelOrder(order, now, cancelEnabled) ? 'cancellable' : 'pending';
    case betStatus.settled:
      return order.result === betResult.won
        ? 'won'
        : order.result === betResult.tie
          ? 'tie'
          : 'lost';
    default:
      return 'void';
  }
};
