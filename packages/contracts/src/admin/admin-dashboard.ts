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
  /** Official members' bets placed in the range (pending or settled; cancelled ones left out). */
  betAmount: z.number().int(),
  betCount: z.number().int(),
  /** What bets settled in the range paid back (wins, and a tie's stake). */
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
  /**
   * Members signed in now: a session not ended and not expired (sessions record no last use;
   * an active member's expiry slides forward).
   */
  onlineMembers: z.number().int(),
  /**
   * Waiting for an operator: withdrawals under review; recharge orders an operator decides (bank,
   * USDT, e-wallet, direct) processing, or pending and not expired.
   */
  pending: z.object({ withdrawals: z.number().int(), recharges: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
