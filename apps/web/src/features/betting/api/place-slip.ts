import { bettingPaths } from '@lottery/contracts';
import type { PlaceSlipAnswer, PlaceSlipBody } from '@lottery/contracts';
import { http } from '../../../lib/http';

/**
 * POST /api/bet/place: places a slip (its whole stake debited at once). Never retried by the
 * client on its own: the member's second tap of the same confirmation resends the same key.
 */
export const placeSlip = (body: PlaceSlipBody): Promise<PlaceSlipAnswer> =>
  http.post(bettingPaths.place, { json: body });
