import { chinaDateOf, type AdminDashboard } from '@lottery/contracts';
import type { Deps } from '../../../deps';
import { resolveDateRange } from '../../reports/date-range';
import * as repo from './dashboard.repository';

export type DashboardService = ReturnType<typeof createDashboardService>;

/**
 * The day (or days) at a glance. Every figure is counted from the rows — users, orders,
 * sessions — in one read-only snapshot, so the figures agree with each other and never drift.
 */
export const createDashboardService = ({ db, now }: Pick<Deps, 'db' | 'now'>) => {
  /** Both dates absent → today; only an end → that day; only a start → from it to today. */
  const dashboard = async (query: {
    startDate?: string | undefined;
    endDate?: string | undefined;
  }): Promise<AdminDashboard> => {
    const at = now();
    const today = chinaDateOf(at.getTime());
    const { startDate, endDate, from, to } = resolveDateRange(
      { startDate: query.startDate ?? query.endDate ?? today, endDate: query.endDate },
      at,
    );
    const span = { from, to };
    // One connection (PGlite) or one snapshot (PostgreSQL): the queries run one after another.
    return db.transaction(
      async (tx) => {
        const registrations = await repo.countRegistrations(tx, span);
        const firstRecharges = await repo.countFirstRecharges(tx, span);
        const recharges = await repo.sumRecharges(tx, span);
        const withdrawals = await repo.sumPaidWithdrawals(tx, span);
        const bets = await repo.sumBets(tx, span);
        const games = await repo.settledByGame(tx, span);
        const onlineMembers = await repo.countOnlineMembers(tx, at);
        const reviewing = await repo.countReviewingWithdrawals(tx);
        const openRecharges = await repo.countOpenTransferRecharges(tx, at);
        return {
          startDate,
          endDate,
          registrations,
          firstRecharges,
          rechargeAmount: recharges.amount,
          rechargeCount: recharges.count,
          withdrawAmount: withdrawals.amount,
          withdrawCount: withdrawals.count,
          betAmount: bets.amount,
          betCount: bets.count,
          payoutAmount: games.reduce((sum, game) => sum + game.payoutAmount, 0),
          games: games.map((game) => ({
            ...game,
            houseResult: game.betAmount - game.payoutAmount,
          })),
          onlineMembers,
          pending: { withdrawals: reviewing, recharges: openRecharges },
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  };

  return { dashboard };
};
