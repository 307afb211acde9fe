import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { defaultPoolMax } from '../config';
import * as adminSchema from './admin-schema';
import * as agentSchema from './agent-schema';
import * as chatSchema from './chat-schema';
import * as librarySchema from './library-schema';
import * as coreSchema from './schema';

const schema = { ...coreSchema, ...chatSchema, ...agentSchema, ...librarySchema, ...adminSchema };
import { settlingClient } from './settling-client';

export type Schema = typeof schema;
/** Either driver's database, and also a transaction inside it: repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A connection listening on one notification channel (`db/change-feed.ts`). */
export interface NotificationChannel {
  /** Sends `payload` on the channel from this connection (delivered after anything committed before). */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** PGlite only: the whole data directory as a tarball (tests start copies of a seeded one). */
  dump?: () => Promise<Blob>;
  /** Applies the committed migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /**
   * LISTENs on `channel` on a connection of its own: `onMessage` receives every payload in commit
   * order; `onLost` is called once if the connection breaks (PostgreSQL; PGlite runs in-process).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: (error?: Error) => void,
  ): Promise<NotificationChannel>;
  /**
   * From now on, a change committed through `db` waits for `hook` before its caller goes on
   * (PostgreSQL: `db/settling-client.ts`; PGlite delivers notifications with the commit).
   */
  settleChangesWith(hook: () => Promise<void>): void;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The application_name of the listening connections (pg_stat_activity shows them). */
export const listenerName = 'change-feed';

/** Arbitrary constant naming the migration lock among PostgreSQL advisory locks. */
const migrationLockId = 727_001;

export const memoryDataDir = 'memory://';

export interface DatabaseOptions {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
  /** PostgreSQL: the most connections the process opens (default `defaultPoolMax`). */
  DATABASE_POOL_MAX?: number | undefined;
  /** PGlite in memory only: start from this dump instead of an empty cluster. */
  loadDataDir?: Blob;
}

export const openDatabase = async (options: DatabaseOptions): Promise<Database> =>
  options.DATABASE_URL
    ? openPostgres(options.DATABASE_URL, options.DATABASE_POOL_MAX ?? defaultPoolMax)
    : openPglite(options.DATA_DIR, options.loadDataDir);

const openPglite = async (dataDir: string, loadDataDir?: Blob): Promise<Database> => {
  let client: PGlite;
  if (dataDir === memoryDataDir) {
    client = await PGlite.create(loadDataDir ? { loadDataDir } : {});
  } else {
    const dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    dump: () => client.dumpDataDir('none'),
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite hands a commit's notifications to the listeners before the committing query returns.
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return {
        notify: async (payload) => {
          await client.query('select pg_notify($1, $2)', [channel, payload]);
        },
        close: () => unlisten(),
      };
    },
    settleChangesWith: () => {},
    close: () => client.close(),
  };
};

const openPostgres = async (url: string, max: number): Promise<Database> => {
  const settleHooks: (() => Promise<void>)[] = [];
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Our queries are short; JIT compiling a report's plan took longer than running it
    // (bench/agent-team.ts: 0.45–2.2 s added whenever an estimate passed jit_above_cost).
    options: '-c jit=off',
    Client: settlingClient(async () => {
      await Promise.all(settleHooks.map((hook) => hook()));
    }),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: async () => {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [migrationLockId]);
        await migratePg(drizzlePg(connection, { schema }), { migrationsFolder });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => {});
        connection.release();
      }
    },
    listen: async (channel, onMessage, onLost) => {
      const client = new pg.Client({ connectionString: url, application_name: listenerName });
      let done = false;
      const lose = (error?: Error) => {
        if (done) return;
        done = true;
        onLost(error);
      };
      client.on('error', lose);
      client.on('end', () => lose());
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      try {
        await client.connect();
        // Its only writes are notifications: no need to wait for the disk.
        await client.query('set synchronous_commit = off');
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        done = true;
        await client.end().catch(() => {});
        throw error;
      }
      return {
        notify: async (payload) => {
          await client.query('select pg_notify($1, $2)', [channel, payload]);
        },
        close: async () => {
          done = true;
          await client.end();
        },
      };
    },
    settleChangesWith: (hook) => {
      settleHooks.push(hook);
    },
    close: () => pool.end(),
  };
};
