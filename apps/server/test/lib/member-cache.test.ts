import { describe, expect, it } from 'vitest';
import { MemberCache } from '../../src/lib/member-cache';

interface Row {
  userId: number;
  name: string;
}

/** A load the test resolves by hand, counting how often it was asked. */
const deferredLoads = () => {
  const pending: ((row: Row | undefined) => void)[] = [];
  return {
    calls: () => pending.length,
    load: () => new Promise<Row | undefined>((resolve) => pending.push(resolve)),
    resolve: (index: number, row: Row | undefined) => pending[index]!(row),
  };
};

const setup = (options: { maxEntries?: number; ttlMs?: number } = {}) => {
  let clock = Date.parse('2026-03-01T00:00:00Z');
  let online = true;
  const cache = new MemberCache<string, Row>({
    maxEntries: options.maxEntries ?? 100,
    ttlMs: options.ttlMs ?? 60_000,
    now: () => new Date(clock),
    isOnline: () => online,
  });
  let loads = 0;
  const rows = new Map<string, Row>();
  const get = (key: string, tag?: number) =>
    cache.get(
      key,
      tag,
      async () => {
        loads += 1;
        return rows.get(key);
      },
      (row) => row.userId,
    );
  return {
    cache,
    rows,
    get,
    loads: () => loads,
    advance: (ms: number) => {
      clock += ms;
    },
    setOnline: (value: boolean) => {
      online = value;
    },
  };
};

/** A cache that is always online, at time 0: for the cases about loads under way. */
const onlineCache = <K, V>() =>
  new MemberCache<K, V>({
    maxEntries: 10,
    ttlMs: 60_000,
    now: () => new Date(0),
    isOnline: () => true,
  });

describe('MemberCache', () => {
  it('keeps a loaded value and answers it without loading again', async () => {
    const t = setup();
    t.rows.set('a', { userId: 1, name: 'one' });
    expect(await t.get('a')).toEqual({ userId: 1, name: 'one' });
    t.rows.set('a', { userId: 1, name: 'changed behind its back' });
    expect(await t.get('a')).toEqual({ userId: 1, name: 'one' });
    expect(t.loads()).toBe(1);
  });

  it('drops every entry of a member that changed, and only theirs', async () => {
    const t = setup();
    t.rows.set('a', { userId: 1, name: 'one' });
    t.rows.set('b', { userId: 1, name: 'one again' });
    t.rows.set('c', { userId: 2, name: 'two' });
    await Promise.all([t.get('a'), t.get('b'), t.get('c')]);
    t.rows.set('a', { userId: 1, name: 'new' });
    t.cache.invalidate(1);
    expect(t.cache.size).toBe(1);
    expect(await t.get('a')).toEqual({ userId: 1, name: 'new' });
    expect(await t.get('c')).toEqual({ userId: 2, name: 'two' });
    expect(t.loads()).toBe(4);
  });

  it('hands a load that its member changed during to its callers, but never stores it', async () => {
    const cache = onlineCache<string, Row>();
    const loads = deferredLoads();
    const tagOf = (row: Row) => row.userId;
    const first = cache.get('a', undefined, loads.load, tagOf);
    // The change commits while the first read is under way: a read after it loads again.
    cache.invalidate(7);
    const second = cache.get('a', undefined, loads.load, tagOf);
    expect(loads.calls()).toBe(2);
    loads.resolve(0, { userId: 7, name: 'before' });
    loads.resolve(1, { userId: 7, name: 'after' });
    expect(await first).toEqual({ userId: 7, name: 'before' });
    expect(await second).toEqual({ userId: 7, name: 'after' });
    expect(await cache.get('a', undefined, loads.load, tagOf)).toEqual({
      userId: 7,
      name: 'after',
    });
    expect(loads.calls()).toBe(2);
  });

  it('keeps a load whose member is known when another member changes', async () => {
    const cache = onlineCache<number, Row>();
    const loads = deferredLoads();
    const pending = cache.get(1, 1, loads.load, (row) => row.userId);
    cache.invalidate(2);
    loads.resolve(0, { userId: 1, name: 'kept' });
    await pending;
    expect(cache.size).toBe(1);
  });

  it('shares one load between callers asking at the same time', async () => {
    const t = setup();
    t.rows.set('a', { userId: 1, name: 'one' });
    const answers = await Promise.all([t.get('a'), t.get('a'), t.get('a')]);
    expect(answers.map((row) => row?.name)).toEqual(['one', 'one', 'one']);
    expect(t.loads()).toBe(1);
  });

  it('stores nothing while the change feed is offline, and clear drops everything', async () => {
    const t = setup();
    t.rows.set('a', { userId: 1, name: 'one' });
    t.setOnline(false);
    await t.get('a');
    await t.get('a');
    expect(t.loads()).toBe(2);
    expect(t.cache.size).toBe(0);
    t.setOnline(true);
    await t.get('a');
    expect(t.cache.size).toBe(1);
    t.cache.clear();
    expect(t.cache.size).toBe(0);
  });

  it('does not store a load that was under way when the cache was cleared', async () => {
    const cache = onlineCache<string, Row>();
    const loads = deferredLoads();
    const pending = cache.get('a', undefined, loads.load, (row) => row.userId);
    cache.clear();
    loads.resolve(0, { userId: 1, name: 'stale' });
    await pending;
    expect(cache.size).toBe(0);
  });

  it('stores neither a miss nor a value without a member', async () => {
    const t = setup();
    expect(await t.get('missing')).toBeUndefined();
    expect(t.cache.size).toBe(0);
    const cache = onlineCache<string, { userId: number | null }>();
    await cache.get(
      'a',
      undefined,
      async () => ({ userId: null }),
      (row) => row.userId ?? undefined,
    );
    expect(cache.size).toBe(0);
  });

  it('loads again after a failed load', async () => {
    const t = setup();
    const failing = t.cache.get(
      'a',
      1,
      async () => {
        throw new Error('connection reset');
      },
      (row) => row.userId,
    );
    await expect(failing).rejects.toThrow('connection reset');
    t.rows.set('a', { userId: 1, name: 'one' });
    expect(await t.get('a', 1)).toEqual({ userId: 1, name: 'one' });
  });

  it('loads again once an entry outlived its time to live (the injected clock)', async () => {
    const t = setup({ ttlMs: 1000 });
    t.rows.set('a', { userId: 1, name: 'one' });
    await t.get('a');
    t.advance(999);
    await t.get('a');
    expect(t.loads()).toBe(1);
    t.advance(1);
    await t.get('a');
    expect(t.loads()).toBe(2);
  });

  it('keeps at most maxEntries, dropping the least recently read', async () => {
    const t = setup({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) t.rows.set(key, { userId: key.charCodeAt(0), name: key });
    await t.get('a');
    await t.get('b');
    await t.get('a'); // read again: b is now the least recently read
    await t.get('c');
    expect(t.cache.size).toBe(2);
    expect(t.loads()).toBe(3);
    await t.get('a');
    expect(t.loads()).toBe(3);
    await t.get('b');
    expect(t.loads()).toBe(4);
  });
});
