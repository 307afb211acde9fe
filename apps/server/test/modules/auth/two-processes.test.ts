import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transactionType } from '@lottery/contracts';
import { buildApp } from '../../../src/app';
import { memoryDataDir, openDatabase } from '../../../src/db/client';
import { users } from '../../../src/db/schema';
import { createRedisBus } from '../../../src/realtime/bus';
import { bearer, form, signIn } from '../../helpers/accounts';
import { codeOf, get, info } from './member-calls';
import { createTestApp, testConfig } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';

const redis = { url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };

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
});
