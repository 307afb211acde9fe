import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { transactionType } from '@lottery/contracts';
import { buildApp } from '../../../src/app';
import { listenerName, memoryDataDir, openDatabase } from '../../../src/db/client';
import { users } from '../../../src/db/schema';
import { createRedisBus } from '../../../src/realtime/bus';
import { bearer, form, signIn } from '../../helpers/accounts';
import { createTestApp, testConfig } from '../../helpers/test-app';
import { testDriver, testPostgresUrl } from '../../helpers/test-database';

const redis = { url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };

const get = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ method: 'GET', url: `/app-api${url}`, headers: bearer(token) });
const info = async (app: FastifyInstance, token: string) => {
  const res = await get(app, '/api/user/info', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const codeOf = async (app: FastifyInstance, token: string) =>
  (await get(app, '/api/user/info', token)).json().code as string | undefined;

/** Waits for a state, never for a length of time. */
const until = async (condition: () => boolean | Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * Two server processes on one database (on PostgreSQL two connection pools and two listeners,
 * on PGlite two apps on one database) with the Redis bus between them: what one changes, or
 * plain SQL changes, the other's caches drop once the change's notification has arrived
 * (`changes.sync()` waits for that state).
 */
describe(`member caches on two processes (${testDriver()})`, () => {
  it('see every change made on either process or by SQL', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const firstBus = await createRedisBus({ ...redis, prefix });
    const first = await createTestApp({ overrides: { bus: firstBus } });
    const secondDatabase = first.testDatabase.url
      ? await openDatabase({ DATA_DIR: memoryDataDir, DATABASE_URL: first.testDatabase.url })
      : first.testDatabase.database;
    const secondBus = await createRedisBus({ ...redis, prefix });
    const second = await buildApp(testConfig(), { database: secondDatabase, bus: secondBus });
    const a = first.app;
    const b = second;
    const both = () => Promise.all([a.changes.sync(), b.changes.sync()]);
    try {
      const user = await a.services.account.createMember({
        account: 'twoproc1',
        password: 'Passw0rdA',
      });
      const token = await signIn(a, 'twoproc1', 'Passw0rdA');
      // Both processes have the member in memory.
      await info(a, token);
      await info(b, token);

      // A changes the nickname: B shows it.
      const body = form({ nickname: '两地' });
      const modified = await a.inject({
        method: 'POST',
        url: '/app-api/api/user/modifyUserInfo',
        ...body,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(modified.statusCode, modified.body).toBe(200);
      await both();
      expect((await info(b, token)).userInfo.nickname).toBe('两地');

      // A ledger posting on B: A shows the balance.
      await b.services.wallet.post({
        userId: user.id,
        wallet: 'money',
        amount: 2_000,
        type: transactionType.others,
        reference: `test:${user.id}:two`,
      });
      await both();
      expect((await info(a, token)).extInfo.money).toBe(2_000);

      // Frozen by SQL: refused on both; thawed: served on both.
      await a.database.db.update(users).set({ status: 1 }).where(eq(users.id, user.id));
      await both();
      expect([await codeOf(a, token), await codeOf(b, token)]).toEqual([
        'UC/ACCOUNT_STATE_ERROR',
        'UC/ACCOUNT_STATE_ERROR',
      ]);
      await b.database.db.update(users).set({ status: 0 }).where(eq(users.id, user.id));
      await both();
      await info(a, token);
      await info(b, token);

      // A sign-in on B: the older session is refused on A too.
      const newer = await signIn(b, 'twoproc1', 'Passw0rdA');
      await both();
      expect(await codeOf(a, token)).toBe('UC/LOGIN_ELSEWHERE');
      await info(a, newer);

      // Logout on A: B refuses the token.
      expect((await get(a, '/v/user/logout', newer)).statusCode).toBe(200);
      await both();
      expect(await codeOf(b, newer)).toBe('UC/TOKEN_INVALID');
    } finally {
      await second.close();
      await secondBus.close();
      if (secondDatabase !== first.testDatabase.database) await secondDatabase.close();
      await first.close();
      await firstBus.close();
    }
  });

  it.runIf(testDriver() === 'postgres')(
    'keep nothing while the listener is down, and drop what changed meanwhile when it is back',
    async () => {
      const t = await createTestApp();
      const url = t.testDatabase.url!;
      const name = new URL(url).pathname.slice(1);
      // An operator's connection, opened while connections are allowed, and the cluster's.
      const operator = new pg.Client({ connectionString: url });
      await operator.connect();
      const admin = new pg.Client({ connectionString: testPostgresUrl });
      await admin.connect();
      const setStatus = (userId: number, status: number) =>
        operator.query('update users set status = $2 where id = $1', [userId, status]);
      try {
        const { app } = t;
        const user = await app.services.account.createMember({
          account: 'listener1',
          password: 'Passw0rdA',
        });
        const token = await signIn(app, 'listener1', 'Passw0rdA');
        await info(app, token);

        // The listener's connection dies and cannot come back yet.
        await admin.query(`alter database ${name} allow_connections false`);
        await operator.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2',
          [name, listenerName],
        );
        await until(() => !app.changes.online);

        // Offline, every call reads the database: a freeze is refused at once, a thaw served.
        await setStatus(user.id, 1);
        expect(await codeOf(app, token)).toBe('UC/ACCOUNT_STATE_ERROR');
        await setStatus(user.id, 0);
        await info(app, token);
        await setStatus(user.id, 1);

        // Back online: nothing from before is kept, and changes arrive again.
        await admin.query(`alter database ${name} allow_connections true`);
        await until(() => app.changes.online);
        expect(await codeOf(app, token)).toBe('UC/ACCOUNT_STATE_ERROR');
        await setStatus(user.id, 0);
        await app.changes.sync();
        await info(app, token);
        await setStatus(user.id, 1);
        await app.changes.sync();
        expect(await codeOf(app, token)).toBe('UC/ACCOUNT_STATE_ERROR');
      } finally {
        await admin.query(`alter database ${name} allow_connections true`).catch(() => {});
        await admin.end();
        await operator.end();
        await t.close();
      }
    },
  );
});
