import type { Deps } from '../../deps';
import { periodicSweep } from '../../lib/periodic-sweep';
import * as repo from './recharge.repository';

/**
 * Pending recharge orders past their expiry → expired, now and every `sweepEveryMs`. One
 * guarded UPDATE: processes sweeping at once each move a different set, or nothing.
 */
export const createExpiryService = (
  { db, now, log }: Pick<Deps, 'db' | 'now' | 'log'>,
  { sweepEveryMs = 60_000 }: { sweepEveryMs?: number } = {},
) => {
  const sweep = async () => {
    const expired = await repo.expirePending(db, now());
    if (expired.length > 0) log.info({ expired: expired.length }, 'recharge orders expired');
    return expired.map((row) => row.orderNo);
  };

  return {
    sweep,
    ...periodicSweep({ sweep, everyMs: sweepEveryMs, log, name: 'recharge expiry sweep' }),
  };
};
