import { z } from 'zod';
import { query } from '../query';
import { calendarDate } from '../calendar-date';
import { walletKinds } from '../wallet';
import { recordPageSize } from './records-api';

/**
 * 资金明细 (issue 20; docs/api.md "Reports"): the member's ledger entries, newest first. The spec
 * names the page (/bills) and the transaction types, not the call; this is ours.
 */
export const billPaths = {
  /** GET BillListQuery → BillPage. */
  list: '/api/user/bills',
} as const;

export const billListQuery = query({
  /** A transaction type id (wallet.ts transactionTypeLabels). */
  type: z.coerce.number().int().min(1).max(39).optional(),
  wallet: z.enum(walletKinds).optional(),
  /** yyyy-MM-dd (UTC+8), both included; the last 7 days when absent. */
  startDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(50).default(recordPageSize),
});
export type BillListQuery = z.infer<typeof billListQuery>;

/** One money movement. Amounts in thousandths of a yuan; `amount` is signed (− out, + in). */
export const bill = z.object({
  id: z.number().int(),
  type: z.number().int(),
  typeName: z.string(),
  wallet: z.enum(walletKinds),
  amount: z.number().int(),
  /** The wallet's balance right after this movement. */
  balanceAfter: z.number().int(),
  remark: z.string(),
  /** Epoch ms. */
  createdAt: z.number().int(),
});
export type Bill = z.infer<typeof bill>;

export const billPage = z.object({
  data: z.array(bill),
  totalCount: z.number().int(),
});
export type BillPage = z.infer<typeof billPage>;
