import { bettingPaths } from '@lottery/contracts';
import type { CancelBetAnswer } from '@lottery/contracts';
import { http } from '../../../lib/http';

/** POST /api/bet/cancel (form orderNo, comma-separated): cancels pending orders, refunding them. */
export const cancelOrders = (orderNos: readonly string[]): Promise<CancelBetAnswer> =>
  http.post(bettingPaths.cancel, { form: { orderNo: orderNos.join(',') } });
