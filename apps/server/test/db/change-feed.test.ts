import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { NotificationChannel } from '../../src/db/client';
import { changeChannel, createChangeFeed, type ChangeKind } from '../../src/db/change-feed';

/** A database whose notifications the test sends by hand, as PostgreSQL would deliver them. */
const fakeDatabase = () => {
  const connections: {
    onMessage: (payload: string) => void;
    onLost: (error?: Error) => void;
    sent: string[];
    closed: boolean;
  }[] = [];
  let refuse = false;
  return {
    connections,
    current: () => connections.at(-1)!,
    refuseConnections: (value: boolean) => {
      refuse = value;
    },
    async listen(
      channel: string,
      onMessage: (payload: string) => void,
      onLost: (error?: Error) => void,
    ): Promise<NotificationChannel> {
      expect(channel).toBe(changeChannel);
      if (refuse) throw new Error('connection refused');
      const connection = { onMessage, onLost, sent: [] as string[], closed: false };
      connections.push(connection);
      return {
        notify: async (payload) => {
          connection.sent.push(payload);
        },
        close: async () => {
          connection.closed = true;
        },
      };
    },
  };
};

const flush = () => new Promise((resolve) => setImmediate(resolve));

/** Waits for a state, never for a length of time. */
const until = async (condition: () => boolean) => {
  while (!condition()) await flush();
};

const setup = async () => {
  const database = fakeDatabase();
  const feed = createChangeFeed({ database, log: pino({ level: 'silent' }), retryMs: [0] });
  const seen: [ChangeKind | 'reset', number][] = [];
  for (const kind of ['user', 'session', 'wallet', 'message'] as const) {
    feed.on(kind, (userId) => seen.push([kind, userId]));
  }
  feed.onReset(() => seen.push(['reset', 0]));
  await feed.start();
  seen.length = 0;
  return { database, feed, seen };
};

describe('the change feed', () => {
  it('is online once it listens, and hands each change to the handlers of its kind', async () => {
    const { database, feed, seen } = await setup();
    expect(feed.online).toBe(true);
    const { onMessage } = database.current();
    for (const payload of ['u:1', 's:2', 'w:3', 'm:4', 'x:5', 'u:', 'u-6', 'garbage']) {
      onMessage(payload);
    }
    expect(seen).toEqual([
      ['user', 1],
      ['session', 2],
      ['wallet', 3],
      ['message', 4],
    ]);
    onMessage('*');
    expect(seen.at(-1)).toEqual(['reset', 0]);
    await feed.close();
  });

  it('sync resolves when its own notification comes back, after what was committed before', async () => {
    const { database, feed, seen } = await setup();
    let synced = false;
    const first = feed.sync().then(() => {
      synced = true;
    });
    // Callers of the same turn share one barrier.
    const second = feed.sync();
    await flush();
    const connection = database.current();
    expect(connection.sent).toHaveLength(1);
    const barrier = connection.sent[0]!;
    expect(barrier).toMatch(/^!/);
    // Another process's barrier and a change arrive first: not yet.
    connection.onMessage('!someone-else:1');
    connection.onMessage('w:9');
    await flush();
    expect(synced).toBe(false);
    connection.onMessage(barrier);
    await Promise.all([first, second]);
    expect(seen).toEqual([['wallet', 9]]);
    // A later call sends a new barrier.
    const third = feed.sync();
    await flush();
    expect(connection.sent).toHaveLength(2);
    connection.onMessage(connection.sent[1]!);
    await third;
    await feed.close();
  });

  it('goes offline when its connection is lost, dropping the caches, and comes back', async () => {
    const { database, feed, seen } = await setup();
    const waiting = feed.sync();
    await flush();
    database.refuseConnections(true);
    database.current().onLost(new Error('terminated'));
    expect(feed.online).toBe(false);
    expect(seen).toEqual([['reset', 0]]);
    // Nothing is cached while offline: waiting callers go on, and sync has nothing to wait for.
    await waiting;
    await feed.sync();
    const attempts = database.connections.length;
    database.refuseConnections(false);
    await until(() => feed.online);
    expect(database.connections.length).toBe(attempts + 1);
    // Back online with empty caches.
    expect(seen).toEqual([
      ['reset', 0],
      ['reset', 0],
    ]);
    database.current().onMessage('u:4');
    expect(seen.at(-1)).toEqual(['user', 4]);
    // Barriers work again, on the new connection.
    let synced = false;
    const sync = feed.sync().then(() => {
      synced = true;
    });
    await flush();
    expect(synced).toBe(false);
    const [barrier] = database.current().sent;
    database.current().onMessage(barrier!);
    await sync;
    await feed.close();
    expect(database.current().closed).toBe(true);
  });

  it('after close, is offline and neither listens nor reconnects', async () => {
    const { database, feed } = await setup();
    const connection = database.current();
    await feed.close();
    expect(feed.online).toBe(false);
    expect(connection.closed).toBe(true);
    await feed.sync();
    connection.onLost();
    await flush();
    expect(database.connections).toHaveLength(1);
  });
});
