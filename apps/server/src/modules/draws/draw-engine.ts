import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../../domain-events';
import type { EngineLock } from './draw-lock';
import type { DrawsService } from './draws.service';

/** The timers the engine sleeps with; tests pass a manual clock's. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface DrawEngineOptions {
  draws: DrawsService;
  lock: EngineLock;
  events: DomainEvents;
  log: FastifyBaseLogger;
  now: () => Date;
  timers?: Timers;
  /** Longest sleep between looks at the clock (a changed schedule or time zone is seen by then). */
  maxSleepMs?: number;
  /** How often a standby process tries to take the lock over. */
  lockRetryMs?: number;
}

export type DrawEngine = ReturnType<typeof createDrawEngine>;

/**
 * Runs the draws on the clock: sleeps until the next thing due across all games (a close, a
 * draw, a ball, a final), then lets the service move every game on. Only the holder of the
 * engine lock draws; the others retry the lock every few seconds and take over when it frees.
 * Everything it does is in the database (numbers, reveal times, announced balls), so a restart
 * in the middle of a draw carries on with the same numbers at the same times.
 */
export const createDrawEngine = ({
  draws,
  lock,
  events,
  log,
  now,
  timers = systemTimers,
  maxSleepMs = 60_000,
  lockRetryMs = 5_000,
}: DrawEngineOptions) => {
  let running = false;
  let leader = false;
  let timer: unknown;
  let current: Promise<void> | undefined;
  let again = false;
  let standby = false;

  const sleep = (ms: number) => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = timers.setTimeout(
      () => {
        timer = undefined;
        void run();
      },
      Math.max(0, ms),
    );
  };

  const step = async () => {
    if (!leader) {
      leader = await lock.tryAcquire().catch((error: unknown) => {
        log.warn({ err: error }, 'draw engine lock unavailable');
        return false;
      });
      if (!leader) {
        standby = true;
        return sleep(lockRetryMs);
      }
      // A process that waited says so; the usual single process starts quietly.
      if (standby) log.info('draw engine taken over');
      else log.debug('draw engine running');
    }
    const at = now().getTime();
    let wake = at + maxSleepMs;
    for (const { gameId, schedule } of await draws.scheduledGames()) {
      try {
        const next = await draws.advanceGame(gameId, schedule, at);
        if (next !== undefined) wake = Math.min(wake, next);
      } catch (error) {
        log.error({ err: error, gameId }, 'draw step failed');
        wake = Math.min(wake, at + lockRetryMs);
      }
    }
    sleep(wake - now().getTime());
  };

  /** One pass at a time; a wake during a pass runs another right after it. */
  const run = (): Promise<void> => {
    if (!running) return Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      try {
        do {
          again = false;
          await step().catch((error: unknown) => {
            log.error({ err: error }, 'draw engine pass failed');
            sleep(lockRetryMs);
          });
        } while (again && running);
      } finally {
        current = undefined;
      }
    })();
    return current;
  };

  lock.onLost(() => {
    if (!leader) return;
    leader = false;
    log.warn('draw engine lock lost');
    if (running) sleep(lockRetryMs);
  });
  events.on('drawsChanged', () => {
    if (running) void run();
  });
  // The time zone and the list of games decide what is due.
  events.on('sourceChanged', ({ source }) => {
    if (running && (source === 'company' || source === 'lottery_games')) void run();
  });

  return {
    /** Starts drawing (or waiting for the lock); resolves after the first pass. */
    start: async () => {
      running = true;
      await run();
    },
    /** Stops after the pass under way and frees the lock for another process. */
    stop: async () => {
      running = false;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      await current;
      if (leader) {
        leader = false;
        await lock.release();
      }
    },
    /** Looks at the clock now rather than at the next planned time. */
    wake: () => run(),
    /** Resolves once no pass is under way. */
    whenIdle: async () => {
      while (current) await current;
    },
    isLeader: () => leader,
  };
};
