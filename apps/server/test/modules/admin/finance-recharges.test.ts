import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import {
  adminCapabilities,
  adminPaths,
  apiBase,
  channelType,
  rechargePaths,
  rechargeStatus,
  transactionType,
  walletConfigKeys,
  type AdminRecharge,
  type PaymentChannelBody,
  type RechargeChannel,
  type RechargeOrder,
} from '@lottery/contracts';
import { operatorAudit } from '../../../src/db/admin-schema';
import { ledgerEntries, paymentChannels, rechargeOrders } from '../../../src/db/schema';
import {
  firstRechargeBonusReference,
  rechargeReference,
} from '../../../src/modules/recharge/crediting.service';
import { bearer } from '../../helpers/accounts';
import { expectLedgerHolds } from '../../helpers/ledger';
import { testDriver } from '../../helpers/test-database';
import {
  createAdminApp,
  dataOf,
  expectRefusals,
  expectStatus,
  rolesWithout,
  yuan,
  type AdminApp,
} from './finance-kit';

type Page<T> = { list: T[]; total: number; page: number; size: number };

describe(`back office: recharges and payment channels (${testDriver()})`, () => {
  let a: AdminApp;
  let channels: RechargeChannel[];
  const channelOf = (type: number) => channels.find((c) => c.type === type && c.enabled)!;

  beforeAll(async () => {
    a = await createAdminApp();
    channels = dataOf<RechargeChannel[]>(
      await a.call('readonly', { method: 'GET', path: adminPaths.channels }),
    );
  });
  afterAll(() => a.close());

  const db = () => a.t.app.database.db;
  const orderRow = async (orderNo: string) =>
    (await db().select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo)))[0]!;
  const credits = (orderNo: string) =>
    db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, rechargeReference(orderNo)));
  const ledgerCount = async (userId: number) =>
    (
      await db().select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, userId))
    )[0]!.n;

  let keys = 0;
  /** A fresh member's order on a channel of `type`, made through the member's call. */
  const newOrder = async (type: number = channelType.bank, amountYuan = 300) => {
    const member = await a.member();
    keys += 1;
    const res = await a.t.app.inject({
      method: 'POST',
      url: `${apiBase}${rechargePaths.create}`,
      headers: bearer(member.token),
      payload: {
        channelId: channelOf(type).id,
        amount: amountYuan,
        idempotencyKey: `admin-rch-${process.pid}-${keys}`,
      },
    });
    expectStatus(res, 200);
    return { member, order: dataOf<RechargeOrder>(res) };
  };

  const confirm = (orderNo: string) =>
    a.call('finance', { method: 'POST', path: adminPaths.confirmRecharge, payload: { orderNo } });
  const reject = (orderNo: string, reason = '未收到款项') =>
    a.call('finance', {
      method: 'POST',
      path: adminPaths.rejectRecharge,
      payload: { orderNo, reason },
    });

  it('refuses every call without an operator, with a member token, a role without the capability or bad input — nothing changes', async () => {
    const { member, order } = await newOrder();
    const rowBefore = await orderRow(order.orderNo);
    const forbidden = rolesWithout(adminCapabilities.decideMoney);
    await expectRefusals(
      a,
      { method: 'GET', path: adminPaths.recharges },
      { forbidden: [], bad: { method: 'GET', path: adminPaths.recharges, query: { size: '500' } } },
    );
    await expectRefusals(
      a,
      { method: 'POST', path: adminPaths.confirmRecharge, payload: { orderNo: order.orderNo } },
      { forbidden, bad: { method: 'POST', path: adminPaths.confirmRecharge, payload: {} } },
    );
    await expectRefusals(
      a,
      {
        method: 'POST',
        path: adminPaths.rejectRecharge,
        payload: { orderNo: order.orderNo, reason: '否' },
      },
      {
        forbidden,
        bad: {
          method: 'POST',
          path: adminPaths.rejectRecharge,
          payload: { orderNo: order.orderNo, reason: ' ' },
        },
      },
    );
    expect(await orderRow(order.orderNo)).toEqual(rowBefore);
    expect(await ledgerCount(member.id)).toBe(0);
    expect(await a.audits('recharge.confirm', order.orderNo)).toBe(0);
    expect(await a.audits('recharge.reject', order.orderNo)).toBe(0);
  });

  it('lists every member’s orders newest first with whose they are, filtered and paged', async () => {
    const { member, order } = await newOrder(channelType.usdt, 150);
    const list = async (query: Record<string, string>) => {
      const res = await a.call('readonly', { method: 'GET', path: adminPaths.recharges, query });
      expectStatus(res, 200);
      return dataOf<Page<AdminRecharge>>(res);
    };
    const mine = await list({ account: member.account.toUpperCase() });
    expect(mine.total).toBe(1);
    expect(mine.list[0]).toMatchObject({
      orderNo: order.orderNo,
      account: member.account,
      userId: member.id,
      decidedBy: null,
      status: rechargeStatus.pending,
    });
    expect((await list({ account: member.account, status: '2' })).total).toBe(0);
    const all = await list({ size: '2' });
    const [orders] = await db().select({ n: count() }).from(rechargeOrders);
    expect(all.total).toBe(orders!.n);
    expect(all.list[0]!.orderNo).toBe(order.orderNo);
    expect(all.list[0]!.createdAt).toBeGreaterThanOrEqual(all.list[1]!.createdAt);
  });

  it('confirms an order once: one credit, one audit row, decided by finance01; a second decision is refused', async () => {
    const { member, order } = await newOrder(channelType.bank, 300);
    const res = await confirm(order.orderNo);
    expectStatus(res, 200);
    expect(dataOf<AdminRecharge>(res)).toMatchObject({
      status: rechargeStatus.success,
      decidedBy: 'finance01',
      account: member.account,
    });
    expect(await orderRow(order.orderNo)).toMatchObject({
      status: rechargeStatus.success,
      decidedBy: 'finance01',
      finishedAt: a.clock.at,
    });
    const [credit, ...more] = await credits(order.orderNo);
    expect(more).toEqual([]);
    expect(credit).toMatchObject({
      amount: yuan(300),
      transactionType: transactionType.transferRecharge,
    });
    expect(await a.audits('recharge.confirm', order.orderNo)).toBe(1);
    expectStatus(await confirm(order.orderNo), 409, 'PAY/ORDER_STATE');
    expectStatus(await reject(order.orderNo), 409, 'PAY/ORDER_STATE');
    expect(await credits(order.orderNo)).toHaveLength(1);
    expect(await a.audits('recharge.confirm', order.orderNo)).toBe(1);
    expect(await a.audits('recharge.reject', order.orderNo)).toBe(0);
    await expectLedgerHolds(a.t.app, member.id);
  });

  it('rejects with a reason and pays nothing; online orders and unknown numbers are refused without a row', async () => {
    const { member, order } = await newOrder(channelType.eWallet, 80);
    const res = await reject(order.orderNo, '未收到款项');
    expectStatus(res, 200);
    expect(dataOf<AdminRecharge>(res)).toMatchObject({
      status: rechargeStatus.failed,
      reason: '未收到款项',
      decidedBy: 'finance01',
    });
    expect(await ledgerCount(member.id)).toBe(0);
    expect(await a.audits('recharge.reject', order.orderNo)).toBe(1);

    const online = await newOrder(channelType.online, 50);
    expectStatus(await confirm(online.order.orderNo), 409, 'PAY/ORDER_STATE');
    expect(await a.audits('recharge.confirm', online.order.orderNo)).toBe(0);
    expect(await orderRow(online.order.orderNo)).toMatchObject({ status: rechargeStatus.pending });
    expectStatus(await confirm('R000000000000'), 404, 'ADMIN/NOT_FOUND');
  });

  it('decides an order confirmed and rejected at once one way: one credit at most, one audit row', async () => {
    for (const race of ['confirm-reject', 'confirm-confirm'] as const) {
      const { member, order } = await newOrder(channelType.bank, 200);
      const answers = await Promise.all(
        race === 'confirm-reject'
          ? [confirm(order.orderNo), reject(order.orderNo)]
          : [confirm(order.orderNo), confirm(order.orderNo)],
      );
      expect(answers.map((res) => res.statusCode).sort(), race).toEqual([200, 409]);
      const final = await orderRow(order.orderNo);
      expect(await credits(order.orderNo)).toHaveLength(
        final.status === rechargeStatus.success ? 1 : 0,
      );
      const audits =
        (await a.audits('recharge.confirm', order.orderNo)) +
        (await a.audits('recharge.reject', order.orderNo));
      expect(audits, race).toBe(1);
      await expectLedgerHolds(a.t.app, member.id);
    }
  });

  it('confirms a first recharge with its bonus, the percent read inside the decision’s transaction', async () => {
    const setPercent = (value: string) =>
      db().execute(sql`insert into system_config (config_key, config_value, is_public)
        values (${walletConfigKeys.firstRechargeBonusPercent}, ${value}, false)
        on conflict (config_key) do update set config_value = excluded.config_value`);
    await setPercent('10');
    try {
      const { member, order } = await newOrder(channelType.bank, 300);
      expectStatus(await confirm(order.orderNo), 200);
      const bonus = await db()
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reference, firstRechargeBonusReference(order.orderNo)));
      expect(bonus.map((entry) => [entry.transactionType, entry.amount])).toEqual([
        [transactionType.activityDiscount, yuan(30)],
      ]);
      expect(await ledgerCount(member.id)).toBe(2);
      expect(await a.audits('recharge.confirm', order.orderNo)).toBe(1);
    } finally {
      await setPercent('0');
    }
  });

  describe('payment channels', () => {
    const save = (role: 'finance' | 'operations' | 'super', payload: object) =>
      a.call(role, { method: 'POST', path: adminPaths.saveChannel, payload });
    const bodyOf = (channel: RechargeChannel): PaymentChannelBody =>
      ({
        id: channel.id,
        type: channel.type,
        name: channel.name,
        icon: channel.icon,
        minAmount: channel.minAmount,
        maxAmount: channel.maxAmount,
        enabled: channel.enabled,
        sort: channel.sort,
        details: channel.details,
      }) as PaymentChannelBody;
    const channelRows = () => db().select().from(paymentChannels).orderBy(paymentChannels.id);
    const saveAudits = async () =>
      (
        await db()
          .select({ n: count() })
          .from(operatorAudit)
          .where(eq(operatorAudit.action, 'channel.save'))
      )[0]!.n;

    it('lists every channel, enabled or not', async () => {
      const rows = await channelRows();
      expect(channels.map((c) => c.id).sort((x, y) => x - y)).toEqual(rows.map((r) => r.id));
      expect(channels.some((c) => !c.enabled)).toBe(true);
    });

    it('refuses without an operator, a member token, other roles than finance and super, bad input', async () => {
      const spare = channels.find((c) => !c.enabled)!;
      const rows = await channelRows();
      const audits = await saveAudits();
      await expectRefusals(
        a,
        { method: 'GET', path: adminPaths.channels },
        { forbidden: [], bad: { method: 'GET', path: adminPaths.channels, query: { x: '1' } } },
      );
      await expectRefusals(
        a,
        {
          method: 'POST',
          path: adminPaths.saveChannel,
          payload: { ...bodyOf(spare), enabled: true },
        },
        {
          forbidden: rolesWithout(adminCapabilities.decideMoney),
          bad: {
            method: 'POST',
            path: adminPaths.saveChannel,
            payload: { ...bodyOf(spare), minAmount: spare.maxAmount + 1 },
          },
        },
      );
      expect(await channelRows()).toEqual(rows);
      expect(await saveAudits()).toBe(audits);
    });

    it('saves a channel (changed or new) with its audit row; an unknown id changes nothing', async () => {
      const spare = channels.find((c) => !c.enabled)!;
      const res = await save('finance', {
        ...bodyOf(spare),
        enabled: true,
        maxAmount: yuan(9_000),
      });
      expectStatus(res, 200);
      expect(dataOf<RechargeChannel>(res)).toMatchObject({
        id: spare.id,
        enabled: true,
        maxAmount: yuan(9_000),
      });
      const [entry] = await db()
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.action, 'channel.save'));
      expect(entry).toMatchObject({
        operatorAccount: 'finance01',
        target: spare.name,
        before: { id: spare.id, enabled: false },
        after: { id: spare.id, enabled: true, maxAmount: yuan(9_000) },
      });
      const made = await save('super', { ...bodyOf(spare), id: undefined, name: '新银行卡通道' });
      expectStatus(made, 200);
      expect(dataOf<RechargeChannel>(made).id).toBeGreaterThan(spare.id);
      expect(await a.audits('channel.save', '新银行卡通道')).toBe(1);
      const rows = await channelRows();
      expectStatus(await save('finance', { ...bodyOf(spare), id: 9_999 }), 404, 'ADMIN/NOT_FOUND');
      expect(await channelRows()).toEqual(rows);
      expect(await saveAudits()).toBe(2);
    });
  });
});
