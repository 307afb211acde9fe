import type { Deps } from '../../deps';
import type { Timers } from '../draws/draw-engine';
import * as repo from './recharge.repository';

/** Real timers that never keep the process alive. */
const unrefTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

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

  let running = false;
  let timers: Timers = unrefTimers;
  let timer: unknown;
  let underWay: Promise<unknown> | undefined;

  const sweepAndRearm = () => {
    timer = undefined;
    underWay = sweep()
      .catch((error: unknown) => log.error({ err: error }, 'recharge expiry sweep failed'))
      .then(() => {
        underWay = undefined;
        if (running) timer = timers.setTimeout(sweepAndRearm, sweepEveryMs);
      });
  };

  const start = (given?: Timers) => {
    if (running) return;
    running = true;
    timers = given ?? unrefTimers;
    sweepAndRearm();
  };

  /** Resolves when no sweep of this process is under way. */
  const whenIdle = async () => {
    while (underWay) await underWay;
  };

  const stop = async () => {
    running = false;
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    await whenIdle();
  };

  return { sweep, start, stop, whenIdle };
};
