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
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver's database, and also a transaction inside it: repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** PGlite only: the whole data directory as a tarball (tests start copies of a seeded one). */
  dump?: () => Promise<Blob>;
  /** Applies the committed migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant naming the migration lock among PostgreSQL advisory locks. */
const migrationLockId = 727_001;

export const memoryDataDir = 'memory://';

export interface DatabaseOptions {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
  /** PGlite in memory only: start from this dump instead of an empty cluster. */
  loadDataDir?: Blob;
}

export const openDatabase = async (options: DatabaseOptions): Promise<Database> =>
  options.DATABASE_URL
    ? openPostgres(options.DATABASE_URL)
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
    close: () => client.close(),
  };
};

const openPostgres = async (url: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
    close: () => pool.end(),
  };
};
