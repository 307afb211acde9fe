import type { ChangeFeed, ChangeKind } from '../db/change-feed';

/**
 * A per-process cache of one kind of member state (a session, balances, an unread count), kept
 * current by the database's change feed rather than by time: every entry is tagged with its
 * member's user id, and a change to that member drops the member's entries at once.
 *
 * - Loads are shared: callers asking for the same missing key wait for one query.
 * - A load that was under way when its member changed is handed to its callers (they asked before
 *   the change) but never stored, so a value read before a commit cannot outlive the commit's
 *   notification.
 * - Nothing is stored while the feed is offline (`isOnline`): a change the feed did not see
 *   cannot leave a stale entry.
 * - `ttlMs` only bounds how long an entry lives if a change ever reached the database around its
 *   triggers (see `db/change-feed.ts`); `maxEntries` bounds memory (the least recently read go).
 */
export interface MemberCacheOptions {
  maxEntries: number;
  ttlMs: number;
  now: () => Date;
  isOnline: () => boolean;
}

interface Entry<V> {
  value: V;
  tag: number;
  expiresAt: number;
}

interface Flight<V> {
  promise: Promise<V | undefined>;
  /** The member the key belongs to, when it is known before the load (a user id key). */
  tag: number | undefined;
}

export class MemberCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly keysByTag = new Map<number, Set<K>>();
  private readonly flights = new Map<K, Flight<V>>();

  constructor(private readonly options: MemberCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached value of `key`, or the value `load` finds (stored unless its member changed
   * meanwhile). `tag` is the key's member when the caller knows it; `tagOf` names the member of
   * a loaded value. `undefined` from `load` (nothing found) is never stored, nor a value without
   * a member.
   */
  get(
    key: K,
    tag: number | undefined,
    load: () => Promise<V | undefined>,
    tagOf: (value: V) => number | undefined,
  ): Promise<V | undefined> {
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.expiresAt > this.options.now().getTime()) {
        // Least recently read first: a hit moves the entry to the end.
        this.entries.delete(key);
        this.entries.set(key, entry);
        return Promise.resolve(entry.value);
      }
      this.remove(key, entry);
    }
    const current = this.flights.get(key);
    if (current) return current.promise;
    if (!this.options.isOnline()) return load();
    const flight: Flight<V> = { promise: Promise.resolve(undefined), tag };
    flight.promise = load().then(
      (value) => {
        // Invalidated meanwhile (or cleared): the flight is no longer the key's.
        if (this.flights.get(key) !== flight) return value;
        this.flights.delete(key);
        if (value !== undefined && this.options.isOnline()) {
          const member = tagOf(value);
          if (member !== undefined) this.store(key, value, member);
        }
        return value;
      },
      (error: unknown) => {
        if (this.flights.get(key) === flight) this.flights.delete(key);
        throw error;
      },
    );
    this.flights.set(key, flight);
    return flight.promise;
  }

  /** Drops the member's entries and every load that may be for them. */
  invalidate(tag: number): void {
    const keys = this.keysByTag.get(tag);
    if (keys) {
      for (const key of keys) this.entries.delete(key);
      this.keysByTag.delete(tag);
    }
    for (const [key, flight] of this.flights) {
      if (flight.tag === undefined || flight.tag === tag) this.flights.delete(key);
    }
  }

  /** Drops everything (the feed reconnected, or a table was truncated). */
  clear(): void {
    this.entries.clear();
    this.keysByTag.clear();
    this.flights.clear();
  }

  private store(key: K, value: V, tag: number) {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, {
      value,
      tag,
      expiresAt: this.options.now().getTime() + this.options.ttlMs,
    });
    let keys = this.keysByTag.get(tag);
    if (!keys) {
      keys = new Set();
      this.keysByTag.set(tag, keys);
    }
    keys.add(key);
    if (this.entries.size > this.options.maxEntries) {
      const [oldest] = this.entries;
      if (oldest) this.remove(oldest[0], oldest[1]);
    }
  }

  private remove(key: K, entry: Entry<V>) {
    this.entries.delete(key);
    const keys = this.keysByTag.get(entry.tag);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByTag.delete(entry.tag);
  }
}

/** How much each member cache keeps, and for how long at most. */
export const memberCacheLimits = { maxEntries: 50_000, ttlMs: 60_000 };

/** A member cache dropped by the changes of `kinds` (of the entry's member) and by resets. */
export const memberCacheOn = <K, V>(
  changes: Pick<ChangeFeed, 'online' | 'on' | 'onReset'>,
  kinds: readonly ChangeKind[],
  now: () => Date,
): MemberCache<K, V> => {
  const cache = new MemberCache<K, V>({
    ...memberCacheLimits,
    now,
    isOnline: () => changes.online,
  });
  for (const kind of kinds) changes.on(kind, (userId) => cache.invalidate(userId));
  changes.onReset(() => cache.clear());
  return cache;
};
