import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { memoryDataDir, openDatabase, type Database } from '../../src/db/client';

/** The PostgreSQL every machine of ours runs; TEST_DATABASE_URL points elsewhere. */
export const testPostgresUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const testDriver = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is required for the server-postgres tests and is not reachable at ${testPostgresUrl}. ` +
        `Start it (pg_ctlcluster <version> main start) or set TEST_DATABASE_URL.`,
      { cause: error },
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

export interface TestDatabase {
  database: Database;
  /** The URL of the PostgreSQL database, when the driver is postgres. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh database of the driver under test: in-memory PGlite (a copy of `from`, a data directory
 * dump, when given) or a new PostgreSQL one (a copy of the `template` database, when given).
 */
export const createTestDatabase = async (
  options: { from?: Blob; template?: string; name?: string } = {},
): Promise<TestDatabase> => {
  if (testDriver() === 'pglite') {
    const database = await openDatabase({ DATA_DIR: memoryDataDir, loadDataDir: options.from });
    return { database, drop: () => database.close() };
  }
  const name = options.name ?? `t_${randomBytes(6).toString('hex')}`;
  const template = options.template ? ` template ${options.template}` : '';
  await admin((client) => client.query(`create database ${name}${template}`));
  const url = withDatabaseName(testPostgresUrl, name);
  const database = await openDatabase({ DATA_DIR: memoryDataDir, DATABASE_URL: url });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
};

/** Drops a PostgreSQL database the tests made (a seeded template, once its file is done). */
export const dropTestDatabase = (name: string): Promise<void> =>
  admin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
  });
