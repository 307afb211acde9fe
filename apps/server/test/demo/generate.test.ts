import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/modules/account/password';
import { demoAccounts } from '../../src/demo/demo-accounts';
import { seedIfEmpty } from '../../src/demo/generate';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the demo data generator', () => {
  let t: TestApp;
  afterEach(() => t.close());

  // The whole demo (two years of draws, argon2 hashes, every generator) on a loaded 2-core
  // machine: a ceiling, not a wait.
  it(
    'fills an empty database once, with the demo accounts of the README',
    { timeout: 120_000 },
    async () => {
      t = await createTestApp({ seed: false });
      const target = { db: t.app.database.db, services: t.app.services, companyCode: 'LT01' };
      expect(await seedIfEmpty(target)).toBe(true);
      expect(await seedIfEmpty(target)).toBe(false);

      const member = await t.app.services.account.findByAccount('member01');
      const agent = await t.app.services.account.findByAccount('AGENT01');
      expect(agent?.isAgent).toBe(true);
      expect(member?.parentId).toBe(agent?.id);
      expect(await t.app.services.wallet.balances(member!.id)).toEqual({
        money: 1_000_000,
        liveMoney: 0,
      });
      for (const demo of demoAccounts) {
        const user = await t.app.services.account.findByAccount(demo.account);
        expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
        expect(await verifyPassword(user!.passwordHash!, demo.password)).toBe(true);
      }
    },
  );
});
