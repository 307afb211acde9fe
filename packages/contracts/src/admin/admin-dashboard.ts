import { z } from 'zod';
import { query } from '../query';
import { adminDay } from './admin-common';

/** A range of UTC+8 days (at most 31); both absent → today. */
export const adminDashboardQuery = query({
  startDate: adminDay.optional(),
  endDate: adminDay.optional(),
});

/** Every figure counted from the rows (orders, ledger, sessions), never from a counter. */
export const adminDashboard = z.object({
  startDate: z.string(),
  endDate: z.string(),
  registrations: z.number().int(),
  firstRecharges: z.number().int(),
  /** Thousandths of a yuan, and how many. */
  rechargeAmount: z.number().int(),
  rechargeCount: z.number().int(),
  withdrawAmount: z.number().int(),
  withdrawCount: z.number().int(),
  betAmount: z.number().int(),
  betCount: z.number().int(),
  payoutAmount: z.number().int(),
  /** Bets − payouts per lottery game (settled orders of the range). */
  games: z.array(
    z.object({
      gameId: z.number().int(),
      gameName: z.string(),
      betAmount: z.number().int(),
      payoutAmount: z.number().int(),
      houseResult: z.number().int(),
    }),
  ),
  /** Members with a session used in the last 15 minutes. */
  onlineMembers: z.number().int(),
  pending: z.object({ withdrawals: z.number().int(), recharges: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
