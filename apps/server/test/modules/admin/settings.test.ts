import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq } from 'drizzle-orm';
import {
  accountStaticFiles,
  adminCapabilities,
  adminPaths,
  appConfigFile,
  staticFile,
  staticFileUrl,
  systemConfigCatalogue,
  systemConfigKey,
  withdrawLimitFile,
  type AdminSetting,
} from '@lottery/contracts';
import { operatorAudit } from '../../../src/db/admin-schema';
import { systemConfig } from '../../../src/db/schema';
import { testDriver } from '../../helpers/test-database';
import {
  createAdminApp,
  dataOf,
  expectRefusals,
  expectStatus,
  rolesWithout,
  type AdminApp,
} from './finance-kit';

describe(`back office: system settings (${testDriver()})`, () => {
  let a: AdminApp;
  beforeAll(async () => {
    a = await createAdminApp();
  });
  afterAll(() => a.close());

  const db = () => a.t.app.database.db;
  const configRows = () => db().select().from(systemConfig).orderBy(asc(systemConfig.configKey));
  const saveAudits = () =>
    db().select().from(operatorAudit).where(eq(operatorAudit.action, 'config.save'));
  /** A published file, as a browser fetches it. */
  const published = async (path: string) => {
    const res = await a.t.app.inject({ method: 'GET', url: staticFileUrl(path) });
    expect(res.statusCode).toBe(200);
    return res.json() as unknown;
  };
  const save = (configKey: string, configValue: string, role: 'operations' | 'super' = 'super') =>
    a.call(role, {
      method: 'POST',
      path: adminPaths.saveSetting,
      payload: { configKey, configValue },
    });

  it('refuses without an operator, with a member token, roles without editContent and bad values — nothing changes', async () => {
    const rows = await configRows();
    const audits = (await saveAudits()).length;
    const forbidden = rolesWithout(adminCapabilities.editContent);
    expect(forbidden).toEqual(['finance', 'support', 'readonly']);
    await expectRefusals(
      a,
      { method: 'GET', path: adminPaths.settings },
      { forbidden: [], bad: { method: 'POST', path: adminPaths.saveSetting, payload: {} } },
    );
    await expectRefusals(
      a,
      {
        method: 'POST',
        path: adminPaths.saveSetting,
        payload: { configKey: systemConfigKey.withdrawMax, configValue: '1000' },
      },
      {
        forbidden,
        bad: {
          method: 'POST',
          path: adminPaths.saveSetting,
          payload: { configKey: systemConfigKey.withdrawMax, configValue: '-1' },
        },
      },
    );

    const theme = await save(systemConfigKey.siteTheme, 'theme9');
    expectStatus(theme, 400, 'SYS/VALIDATION');
    expect(theme.body).toContain('site_theme');
    const fields = await save(systemConfigKey.registerFields, '{"qq":"shown"}');
    expectStatus(fields, 400, 'SYS/VALIDATION');
    expect(fields.body).toContain('register_fields');
    expectStatus(await save('api_external', '[]'), 400, 'SYS/VALIDATION');
    expectStatus(await save(systemConfigKey.loginVcode, '2'), 400, 'SYS/VALIDATION');

    expect(await configRows()).toEqual(rows);
    expect((await saveAudits()).length).toBe(audits);
  });

  it('lists every catalogued key with its value, or empty when it has none', async () => {
    const res = await a.call('readonly', { method: 'GET', path: adminPaths.settings });
    expectStatus(res, 200);
    const list = dataOf<AdminSetting[]>(res);
    expect(list.map((s) => s.configKey)).toEqual(systemConfigCatalogue.map((s) => s.configKey));
    expect(list.find((s) => s.configKey === systemConfigKey.withdrawMax)).toMatchObject({
      label: '单笔最高提现',
      group: '提现',
      kind: 'number',
      configValue: '50000000',
    });
    expect(list.find((s) => s.configKey === systemConfigKey.homeRechargeLabel)?.configValue).toBe(
      '',
    );
  });

  it('saves a value with one audit row and republishes the files that read it at once', async () => {
    const before = withdrawLimitFile.parse(await published(accountStaticFiles.withdrawLimit));
    expect(before.maxAmount).toBe(50_000_000);
    const audits = (await saveAudits()).length;

    expectStatus(await save(systemConfigKey.withdrawMax, '80000000', 'operations'), 200);

    const [row] = await db()
      .select()
      .from(systemConfig)
      .where(eq(systemConfig.configKey, systemConfigKey.withdrawMax));
    expect(row).toMatchObject({ configValue: '80000000', isPublic: false });
    const after = withdrawLimitFile.parse(await published(accountStaticFiles.withdrawLimit));
    expect(after).toEqual({ ...before, maxAmount: 80_000_000 });
    expect((await saveAudits()).length).toBe(audits + 1);
    const [audit] = await db()
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'config.save'))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(audit).toMatchObject({
      operatorAccount: expect.any(String) as string,
      target: systemConfigKey.withdrawMax,
      before: { configValue: '50000000' },
      after: { configValue: '80000000' },
    });
  });

  it('a theme chosen in the console is the theme of app_config.json', async () => {
    expectStatus(await save(systemConfigKey.siteTheme, 'theme2'), 200);
    expect(appConfigFile.parse(await published(staticFile.appConfig)).theme).toBe('theme2');
    const [audit] = await db()
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, systemConfigKey.siteTheme));
    expect(audit).toMatchObject({ action: 'config.save', after: { configValue: 'theme2' } });
  });
});
