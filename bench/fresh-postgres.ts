import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL the benchmarks use (`BENCH_DATABASE_URL`). */
export const benchPostgresUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement on `url` (default the benchmarks' PostgreSQL) on a connection of its own. */
export const runStatement = async (statement: string, url = benchPostgresUrl) => {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `The PostgreSQL rows need the machine's PostgreSQL at ${url} (BENCH_DATABASE_URL).`,
      {
        cause: error,
      },
    );
  }
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
};

/** Runs `use` on a new database of the machine's PostgreSQL, dropped afterwards. */
export const onFreshPostgres = async <T>(
  use: (url: string) => Promise<T>,
  prefix = 'bench',
): Promise<T> => {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await runStatement(`create database ${name}`);
  try {
    const url = new URL(benchPostgresUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await runStatement(`drop database if exists ${name} with (force)`);
  }
};
