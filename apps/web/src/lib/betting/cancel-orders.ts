import { bettingPaths } from '@lottery/contracts';
import type { CancelBetAnswer } from '@lottery/contracts';
import { http } from '../http';

/**
 * POST /api/bet/cancel (form orderNo, comma-separated): cancels pending orders, refunding them.
 * The game page's 本期注单 and the bet list both cancel through it.
 */
export const cancelOrders = (orderNos: readonly string[]): Promise<CancelBetAnswer> =>
  http.post(bettingPaths.cancel, { form: { orderNo: orderNos.join(',') } });
