import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, NotificationChannel } from './client';

/**
 * What changed: a member's account row, sessions, wallets or messages; or a lottery game's row,
 * odds, play limits or turns (`game`, the id then a game id).
 */
export type ChangeKind = 'user' | 'session' | 'wallet' | 'message' | 'game';

/** The channel the triggers of migrations 0010 and 0012 notify on. */
export const changeChannel = 'member_changes';

const kindOfLetter: Record<string, ChangeKind> = {
  u: 'user',
  s: 'session',
  w: 'wallet',
  m: 'message',
  g: 'game',
};

export interface ChangeFeed {
  /** True while the feed listens; per-process caches keep entries only then. */
  readonly online: boolean;
  on(kind: ChangeKind, handler: (userId: number) => void): void;
  /** Anything may have changed: the feed lost its connection, or a table was truncated. */
  onReset(handler: () => void): void;
  /**
   * Resolves once this process has received every change committed before the call (a
   * notification it sends itself comes back after them: PostgreSQL delivers notifications in
   * commit order). A service awaits it after a change, so the member's next call on this
   * process reads the change.
   */
  sync(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  database: Pick<Database, 'listen'>;
  log: FastifyBaseLogger;
  /** Waits before each reconnection attempt (the last one repeats). */
  retryMs?: readonly number[];
}

/**
 * The database's change notifications. Triggers on `users`, `sessions`, `wallets` and
 * `push_messages` notify `<letter>:<user id>` (`*` on TRUNCATE) on `member_changes` whoever
 * writes (a service of any process, the back office, psql), and only when the transaction
 * commits. The listener has a connection of its own; while it is down the caches keep nothing,
 * and they start empty when it is back.
 */
export const createChangeFeed = ({
  database,
  log,
  retryMs = [50, 500, 2000],
}: ChangeFeedOptions): ChangeFeed => {
  const self = randomBytes(6).toString('hex');
  const handlers = new Map<ChangeKind, ((userId: number) => void)[]>();
  const resetHandlers: (() => void)[] = [];
  /** Barrier payload → its waiters' resolve. */
  const barriers = new Map<string, () => void>();
  let channel: NotificationChannel | undefined;
  let online = false;
  let closed = false;
  let barrierCount = 0;
  let unsent: { payload: string; done: Promise<void> } | undefined;
  let sending = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const reset = () => {
    for (const handler of resetHandlers) handler();
  };
  const releaseBarriers = () => {
    unsent = undefined;
    for (const resolve of barriers.values()) resolve();
    barriers.clear();
  };

  const onMessage = (payload: string) => {
    if (payload.startsWith('!')) {
      const resolve = barriers.get(payload);
      if (resolve) {
        barriers.delete(payload);
        resolve();
      }
      return;
    }
    if (payload === '*') return reset();
    const match = /^([a-z]):(\d{1,15})$/.exec(payload);
    const kind = kindOfLetter[match?.[1] ?? ''];
    if (!match || !kind) {
      log.warn({ payload }, 'change feed: unknown notification');
      return;
    }
    const userId = Number(match[2]);
    for (const handler of handlers.get(kind) ?? []) handler(userId);
  };

  const onLost = (error?: Error) => {
    online = false;
    channel = undefined;
    reset();
    // Nothing is cached while offline, so waiting callers read the database.
    releaseBarriers();
    if (closed) return;
    log.error({ err: error }, 'change feed lost its connection; caches are off until it is back');
    scheduleConnect();
  };

  const connect = async () => {
    const opened = await database.listen(changeChannel, onMessage, onLost);
    if (closed) {
      await opened.close();
      return;
    }
    channel = opened;
    attempt = 0;
    reset();
    online = true;
  };

  const scheduleConnect = () => {
    const wait = retryMs[Math.min(attempt, retryMs.length - 1)] ?? 1000;
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (closed) return;
      connect().then(
        () => log.info('change feed reconnected'),
        (error: unknown) => {
          log.error({ err: error }, 'change feed: reconnection failed');
          if (!closed) scheduleConnect();
        },
      );
    }, wait);
    retryTimer.unref();
  };

  /** One barrier query at a time on the connection; callers meanwhile share the next one. */
  const sendBarrier = () => {
    if (sending || !unsent) return;
    const { payload } = unsent;
    unsent = undefined;
    const open = channel;
    if (!open) return releaseBarriers();
    sending = true;
    open
      .notify(payload)
      .catch((error: unknown) => {
        // Whatever it would have confirmed is dropped from the caches instead.
        log.error({ err: error }, 'change feed: barrier failed');
        reset();
        barriers.get(payload)?.();
        barriers.delete(payload);
      })
      .finally(() => {
        sending = false;
        sendBarrier();
      });
  };

  const sync = (): Promise<void> => {
    if (!online || !channel) return Promise.resolve();
    // Sent after every caller of this turn (and of the barrier under way) has called.
    if (unsent) return unsent.done;
    const payload = `!${self}:${++barrierCount}`;
    const done = new Promise<void>((resolve) => barriers.set(payload, resolve));
    unsent = { payload, done };
    queueMicrotask(sendBarrier);
    return done;
  };

  return {
    get online() {
      return online;
    },
    on(kind, handler) {
      handlers.set(kind, [...(handlers.get(kind) ?? []), handler]);
    },
    onReset(handler) {
      resetHandlers.push(handler);
    },
    sync,
    start: connect,
    async close() {
      closed = true;
      online = false;
      if (retryTimer) clearTimeout(retryTimer);
      const open = channel;
      channel = undefined;
      reset();
      releaseBarriers();
      await open?.close().catch(() => {});
    },
  };
};
