import pg from 'pg';
import type { Database } from '../../db/client';

/** Whoever holds it runs the draw engine; there is one per database. */
export interface EngineLock {
  /** Tries to take the lock; true while this engine holds it. */
  tryAcquire(): Promise<boolean>;
  /** Called when a held lock is lost (its connection dropped). */
  onLost(listener: () => void): void;
  release(): Promise<void>;
}

/** Arbitrary constant naming the draw engine among PostgreSQL advisory locks (migrations use 727001). */
export const drawEngineLockId = 727_002;

/** PGlite lives in one process: the lock is a claim on the database object within it. */
const pgliteHolders = new WeakMap<Database, symbol>();

const pgliteLock = (database: Database): EngineLock => {
  const me = Symbol('draw engine');
  return {
    async tryAcquire() {
      const holder = pgliteHolders.get(database);
      if (holder && holder !== me) return false;
      pgliteHolders.set(database, me);
      return true;
    },
    onLost() {},
    async release() {
      if (pgliteHolders.get(database) === me) pgliteHolders.delete(database);
    },
  };
};

/**
 * PostgreSQL: a session-level advisory lock held on a connection kept out of the pool for as long
 * as this process runs the engine. When the process dies its session ends and another process's
 * next try takes the lock over.
 */
const postgresLock = (pool: pg.Pool): EngineLock => {
  let held: pg.PoolClient | undefined;
  const lostListeners: (() => void)[] = [];
  const lose = (client: pg.PoolClient) => {
    if (held !== client) return;
    held = undefined;
    client.release(true);
    for (const listener of lostListeners) listener();
  };
  return {
    async tryAcquire() {
      if (held) return true;
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [drawEngineLockId],
        );
        if (!rows[0]?.locked) {
          client.release();
          return false;
        }
      } catch (error) {
        client.release(true);
        throw error;
      }
      held = client;
      client.on('error', () => lose(client));
      client.on('end', () => lose(client));
      return true;
    },
    onLost(listener) {
      lostListeners.push(listener);
    },
    async release() {
      const client = held;
      if (!client) return;
      held = undefined;
      await client.query('select pg_advisory_unlock($1)', [drawEngineLockId]).catch(() => {});
      // Destroyed rather than returned: nothing of this session goes back to the pool.
      client.release(true);
    },
  };
};

export const createEngineLock = (database: Database): EngineLock => {
  if (database.driver === 'postgres') {
    const pool = (database.db as unknown as { $client?: unknown }).$client;
    if (!(pool instanceof pg.Pool)) throw new Error('the postgres driver has no pool to lock on');
    return postgresLock(pool);
  }
  return pgliteLock(database);
};
