import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import {
  adminCapabilities,
  adminPaths,
  noticeListFile,
  noticeTypes,
  rollNoticeText,
  staticFile,
  staticFileUrl,
  type AdminNotice,
} from '@lottery/contracts';
import { operatorAudit } from '../../../src/db/admin-schema';
import { notices } from '../../../src/db/schema';
import { testDriver } from '../../helpers/test-database';
import {
  createAdminApp,
  dataOf,
  expectRefusals,
  expectStatus,
  rolesWithout,
  type AdminApp,
} from './finance-kit';

describe(`back office: notices (${testDriver()})`, () => {
  let a: AdminApp;
  beforeAll(async () => {
    a = await createAdminApp();
  });
  afterAll(() => a.close());

  const db = () => a.t.app.database.db;
  const noticeRows = () => db().select().from(notices).orderBy(asc(notices.id));
  const noticeAudits = async () =>
    (
      await db()
        .select({ n: count() })
        .from(operatorAudit)
        .where(eq(operatorAudit.action, 'notice.save'))
    )[0]!.n +
    (
      await db()
        .select({ n: count() })
        .from(operatorAudit)
        .where(eq(operatorAudit.action, 'notice.remove'))
    )[0]!.n;
  /** The published file the home reads, as a browser fetches it. */
  const published = async () => {
    const res = await a.t.app.inject({ method: 'GET', url: staticFileUrl(staticFile.noticeList) });
    expect(res.statusCode).toBe(200);
    return noticeListFile.parse(res.json());
  };
  const list = async (noticeType?: number) => {
    const res = await a.call('readonly', {
      method: 'GET',
      path: adminPaths.notices,
      ...(noticeType === undefined ? {} : { query: { noticeType: String(noticeType) } }),
    });
    expectStatus(res, 200);
    return dataOf<AdminNotice[]>(res);
  };
  const save = (body: object, role: 'operations' | 'super' = 'operations') =>
    a.call(role, { method: 'POST', path: adminPaths.saveNotice, payload: body });
  const remove = (id: number) =>
    a.call('operations', { method: 'POST', path: adminPaths.removeNotice, payload: { id } });

  it('refuses every call without an operator, with a member token, roles without editContent or bad input — nothing changes', async () => {
    const [first] = await noticeRows();
    const rows = await noticeRows();
    const audits = await noticeAudits();
    const forbidden = rolesWithout(adminCapabilities.editContent);
    expect(forbidden).toEqual(['finance', 'support', 'readonly']);
    await expectRefusals(
      a,
      { method: 'GET', path: adminPaths.notices },
      {
        forbidden: [],
        bad: { method: 'GET', path: adminPaths.notices, query: { noticeType: '3' } },
      },
    );
    await expectRefusals(
      a,
      {
        method: 'POST',
        path: adminPaths.saveNotice,
        payload: { noticeType: 1, title: '新', content: '' },
      },
      {
        forbidden,
        bad: {
          method: 'POST',
          path: adminPaths.saveNotice,
          payload: { noticeType: 1, title: '', content: '' },
        },
      },
    );
    await expectRefusals(
      a,
      { method: 'POST', path: adminPaths.removeNotice, payload: { id: first!.id } },
      { forbidden, bad: { method: 'POST', path: adminPaths.removeNotice, payload: { id: 'x' } } },
    );
    expect(await noticeRows()).toEqual(rows);
    expect(await noticeAudits()).toBe(audits);
  });

  it('lists every notice of a type, enabled or not', async () => {
    const [hidden] = await db()
      .update(notices)
      .set({ enabled: false })
      .where(eq(notices.title, '谨防诈骗提醒'))
      .returning({ id: notices.id });
    const id = hidden!.id;
    const index = await list(noticeTypes.index);
    expect(index.map((n) => n.title)).toContain('谨防诈骗提醒');
    expect(index.find((n) => n.id === id)).toMatchObject({ enabled: false, noticeType: 1 });
    expect(index.every((n) => n.noticeType === noticeTypes.index)).toBe(true);
    const all = await list();
    expect(all).toHaveLength((await noticeRows()).length);
    await db().update(notices).set({ enabled: true }).where(eq(notices.id, id));
  });

  it('publishes a saved notice at once, sanitizes index notices, and removes it again', async () => {
    const made = await save({
      noticeType: noticeTypes.index,
      title: '春节<b>放假</b>通知',
      content: '<p onclick="steal()">除夕至初三客服值班</p><script>alert(1)</script>',
      sort: 99,
    });
    expectStatus(made, 200);
    const notice = dataOf<AdminNotice>(made);
    expect(notice).toMatchObject({
      title: '春节<b>放假</b>通知',
      content: '<p>除夕至初三客服值班</p>',
      enabled: true,
    });
    const [stored] = await db().select().from(notices).where(eq(notices.id, notice.id));
    expect(stored!.content).toBe('<p>除夕至初三客服值班</p>');
    expect((await published()).index_notice.find((n) => n.id === notice.id)).toMatchObject({
      noticeTitle: '春节<b>放假</b>通知',
      noticeContent: '<p>除夕至初三客服值班</p>',
    });
    expect(await a.audits('notice.save', '春节<b>放假</b>通知')).toBe(1);

    const renamed = await save({
      ...notice,
      id: notice.id,
      title: '春节放假通知',
      createdAt: undefined,
    });
    expectStatus(renamed, 200);
    const file = await published();
    expect(file.index_notice.filter((n) => n.id === notice.id).map((n) => n.noticeTitle)).toEqual([
      '春节放假通知',
    ]);
    const [entry] = await db()
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, '春节放假通知'));
    expect(entry).toMatchObject({
      action: 'notice.save',
      operatorAccount: 'ops01',
      before: { title: '春节<b>放假</b>通知' },
      after: { title: '春节放假通知' },
    });

    expectStatus(await remove(notice.id), 200);
    expect((await published()).index_notice.some((n) => n.id === notice.id)).toBe(false);
    expect((await list(noticeTypes.index)).some((n) => n.id === notice.id)).toBe(false);
    expect(await a.audits('notice.remove', '春节放假通知')).toBe(1);
  });

  it('keeps lottery notices plain, rolls them in the strip, and hides a disabled one', async () => {
    const made = await save(
      {
        noticeType: noticeTypes.lottery,
        title: '停售通知',
        content: '本期<停售>一天',
        rolls: true,
      },
      'super',
    );
    expectStatus(made, 200);
    const notice = dataOf<AdminNotice>(made);
    expect(notice.content).toBe('本期<停售>一天');
    expect(rollNoticeText(await published())).toContain('本期<停售>一天');
    expectStatus(await save({ ...notice, createdAt: undefined, enabled: false }), 200);
    const file = await published();
    expect(file.lottery_notice.some((n) => n.id === notice.id)).toBe(false);
    expect(rollNoticeText(file)).not.toContain('本期<停售>一天');
    expect((await list(noticeTypes.lottery)).find((n) => n.id === notice.id)).toMatchObject({
      enabled: false,
    });
  });

  it('answers ADMIN/NOT_FOUND for an unknown id, writing nothing', async () => {
    const rows = await noticeRows();
    const audits = await noticeAudits();
    expectStatus(
      await save({ id: 999_999, noticeType: 1, title: '不存在', content: '' }),
      404,
      'ADMIN/NOT_FOUND',
    );
    expectStatus(await remove(999_999), 404, 'ADMIN/NOT_FOUND');
    expect(await noticeRows()).toEqual(rows);
    expect(await noticeAudits()).toBe(audits);
  });
});
