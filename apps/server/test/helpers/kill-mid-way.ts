import { spawn } from 'node:child_process';
import path from 'node:path';
import type pg from 'pg';
import { expect } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../..');

/**
 * Runs `script` (a path under apps/server) in a second process on the test database, named
 * `childName` in pg_stat_activity, and kills it with SIGKILL as soon as it prints `marker` (it
 * stops there inside its transaction). Checks it died by the signal before printing `done`, and
 * waits until PostgreSQL has dropped its connections (and with them its transaction and locks).
 */
export const killMidWay = async ({
  databaseUrl,
  childName,
  script,
  args,
  marker,
  client,
}: {
  databaseUrl: string | undefined;
  childName: string;
  script: string;
  args: string[];
  marker: string;
  /** A connection of the test's own to read pg_stat_activity. */
  client: pg.Client;
}) => {
  const url = new URL(databaseUrl ?? '');
  url.searchParams.set('application_name', childName);
  const child = spawn(process.execPath, ['--import', 'tsx', script, url.toString(), ...args], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  const midWay = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(marker)) resolve();
    });
    void exited.then(() => reject(new Error(`the child exited first: ${output}`)));
  });
  try {
    await midWay;
    child.kill('SIGKILL');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  expect(await exited).toBe('SIGKILL');
  expect(output).not.toContain('done');
  await expect
    .poll(
      async () =>
        Number(
          (
            await client.query<{ count: string }>(
              'select count(*) from pg_stat_activity where application_name = $1',
              [childName],
            )
          ).rows[0]?.count,
        ),
      { timeout: 30_000, interval: 50 },
    )
    .toBe(0);
};
