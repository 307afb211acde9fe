import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { listenerName } from '../../../src/db/client';
import { signIn } from '../../helpers/accounts';
import { createTestApp } from '../../helpers/test-app';
import { testPostgresUrl } from '../../helpers/test-database';
import { codeOf, info, until } from './member-calls';

/**
 * PostgreSQL only (the root vitest config keeps it out of the PGlite project): the change
 * feed's own connection dies and cannot come back for a while.
 */
describe('member caches when the change listener is lost', () => {
  it('keep nothing while the listener is down, and drop what changed meanwhile when it is back', async () => {
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
  });
});
