import type { FastifyBaseLogger } from 'fastify';
import type { Timers } from '../modules/draws/draw-engine';

/** Real timers that never keep the process alive. */
export const unrefTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Runs `sweep` now (or `everyMs` after the start, when `firstRun` is 'later') and again `everyMs`
 * after each run ends (never two at once in a process), on the given timers (tests pass a manual
 * clock's). A failed run is logged and the next one comes.
 */
export const periodicSweep = ({
  sweep,
  everyMs,
  log,
  name,
  firstRun = 'now',
}: {
  sweep: () => Promise<unknown>;
  everyMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Named in the log line of a failed run. */
  name: string;
  firstRun?: 'now' | 'later';
}) => {
  let running = false;
  let timers: Timers = unrefTimers;
  let timer: unknown;
  let underWay: Promise<unknown> | undefined;

  const sweepAndRearm = () => {
    timer = undefined;
    underWay = sweep()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .then(() => {
        underWay = undefined;
        if (running) timer = timers.setTimeout(sweepAndRearm, everyMs);
      });
  };

  const start = (given?: Timers) => {
    if (running) return;
    running = true;
    timers = given ?? unrefTimers;
    if (firstRun === 'now') sweepAndRearm();
    else timer = timers.setTimeout(sweepAndRearm, everyMs);
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

  return { start, stop, whenIdle };
};
