import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  billPaths,
  transactionType,
  type Bill,
  type BillPage,
  type TransactionType,
  type WalletKind,
} from '@lottery/contracts';
import { ledgerEntries } from '../../../src/db/schema';
import { newSignedInMember } from '../../helpers/accounts';
import type { TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { expectRefused } from '../betting/betting-kit';
import { chinaTime, createReportsApp, dataOf, getReport, rowCounts, today } from './reports-kit';

describe(`GET ${billPaths.list} (${testDriver()})`, () => {
  let t: TestApp;
  const app = () => t.app;
  let member: Awaited<ReturnType<typeof newSignedInMember>>;
  let other: Awaited<ReturnType<typeof newSignedInMember>>;
  /** The member's entries by the test's names: their ids. */
  const ids: Record<string, number> = {};
  let references = 0;

  /** Posts through the wallet (its balance after), then dates the entry as the test needs. */
  const post = async (
    userId: number,
    key: string,
    entry: { wallet: WalletKind; amount: number; type: TransactionType; at: Date; remark?: string },
  ) => {
    references += 1;
    const written = await app().services.wallet.post({
      userId,
      wallet: entry.wallet,
      amount: entry.amount,
      type: entry.type,
      reference: `test:bills:${process.pid}:${references}`,
      remark: entry.remark ?? '',
    });
    await app()
      .database.db.update(ledgerEntries)
      .set({ createdAt: entry.at })
      .where(eq(ledgerEntries.id, written.id));
    ids[key] = written.id;
  };

  beforeAll(async () => {
    ({ t } = await createReportsApp());
    member = await newSignedInMember(app(), 'rpb');
    other = await newSignedInMember(app(), 'rpc');
    const { manualDeposit, lotteryBet, payout, liveTransfer, liveBet } = transactionType;
    const u = member.user.id;
    await post(u, 'old', {
      wallet: 'money',
      amount: 1_000,
      type: manualDeposit,
      at: chinaTime('2026-03-01', '10:00:00.000'),
    });
    await post(u, 'deposit', {
      wallet: 'money',
      amount: 500_000,
      type: manualDeposit,
      at: chinaTime('2026-03-04', '00:00:00.000'),
      remark: '人工存款',
    });
    await post(u, 'bet', {
      wallet: 'money',
      amount: -20_000,
      type: lotteryBet,
      at: chinaTime('2026-03-09', '09:00:00.000'),
    });
    await post(u, 'payout', {
      wallet: 'money',
      amount: 97_600,
      type: payout,
      at: chinaTime('2026-03-09', '23:59:59.999'),
    });
    // Both legs of one transfer at one instant: the later entry first.
    await post(u, 'transferOut', {
      wallet: 'money',
      amount: -100_000,
      type: liveTransfer,
      at: chinaTime(today, '08:00:00.000'),
    });
    await post(u, 'transferIn', {
      wallet: 'live',
      amount: 100_000,
      type: liveTransfer,
      at: chinaTime(today, '08:00:00.000'),
    });
    await post(u, 'liveBet', {
      wallet: 'live',
      amount: -30_000,
      type: liveBet,
      at: chinaTime(today, '09:00:00.000'),
    });
    await post(other.user.id, 'theirs', {
      wallet: 'money',
      amount: 777_000,
      type: manualDeposit,
      at: chinaTime(today, '10:00:00.000'),
    });
  });
  afterAll(() => t.close());

  const bills = async (query: Record<string, string | number | undefined> = {}) =>
    dataOf<BillPage>(await getReport(app(), member.token, billPaths.list, query));
  const names = (page: BillPage) => {
    const keyOf = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
    return page.data.map((bill) => keyOf.get(bill.id) ?? `other:${bill.id}`);
  };

  it('lists the last 7 days of both wallets, newest first, each with its balance after', async () => {
    const page = await bills();
    expect(names(page)).toEqual([
      'liveBet',
      'transferIn',
      'transferOut',
      'payout',
      'bet',
      'deposit',
    ]);
    expect(page.totalCount).toBe(6);
    expect(page.data).toEqual<Bill[]>([
      {
        id: ids.liveBet ?? 0,
        type: transactionType.liveBet,
        typeName: '游戏投注',
        wallet: 'live',
        amount: -30_000,
        balanceAfter: 70_000,
        remark: '',
        createdAt: chinaTime(today, '09:00:00.000').getTime(),
      },
      {
        id: ids.transferIn ?? 0,
        type: transactionType.liveTransfer,
        typeName: '额度转换',
        wallet: 'live',
        amount: 100_000,
        balanceAfter: 100_000,
        remark: '',
        createdAt: chinaTime(today, '08:00:00.000').getTime(),
      },
      {
        id: ids.transferOut ?? 0,
        type: transactionType.liveTransfer,
        typeName: '额度转换',
        wallet: 'money',
        amount: -100_000,
        balanceAfter: 478_600,
        remark: '',
        createdAt: chinaTime(today, '08:00:00.000').getTime(),
      },
      {
        id: ids.payout ?? 0,
        type: transactionType.payout,
        typeName: '派奖',
        wallet: 'money',
        amount: 97_600,
        balanceAfter: 578_600,
        remark: '',
        createdAt: chinaTime('2026-03-09', '23:59:59.999').getTime(),
      },
      {
        id: ids.bet ?? 0,
        type: transactionType.lotteryBet,
        typeName: '彩票投注',
        wallet: 'money',
        amount: -20_000,
        balanceAfter: 481_000,
        remark: '',
        createdAt: chinaTime('2026-03-09', '09:00:00.000').getTime(),
      },
      {
        id: ids.deposit ?? 0,
        type: transactionType.manualDeposit,
        typeName: '人工存款',
        wallet: 'money',
        amount: 500_000,
        balanceAfter: 501_000,
        remark: '人工存款',
        createdAt: chinaTime('2026-03-04', '00:00:00.000').getTime(),
      },
    ]);
  });

  it("each wallet's balances follow from its amounts, down to the balance now", async () => {
    const balances = await app().services.wallet.balances(member.user.id);
    const latest = { money: balances.money, live: balances.liveMoney };
    for (const wallet of ['money', 'live'] as const) {
      const rows = (await bills({ wallet, startDate: '2026-03-01' })).data;
      expect(rows.every((bill) => bill.wallet === wallet)).toBe(true);
      expect(rows[0]?.balanceAfter).toBe(latest[wallet]);
      rows.forEach((bill, i) => {
        const older = rows[i + 1];
        if (older) expect(bill.balanceAfter).toBe(older.balanceAfter + bill.amount);
        else expect(bill.balanceAfter).toBe(bill.amount);
      });
    }
  });

  it('filters by type, wallet and dates', async () => {
    expect(names(await bills({ type: transactionType.liveTransfer }))).toEqual([
      'transferIn',
      'transferOut',
    ]);
    expect(names(await bills({ wallet: 'live' }))).toEqual(['liveBet', 'transferIn']);
    expect(
      names(
        await bills({
          wallet: 'money',
          type: transactionType.manualDeposit,
          startDate: '2026-03-01',
        }),
      ),
    ).toEqual(['deposit', 'old']);
    expect(names(await bills({ startDate: '2026-03-09', endDate: '2026-03-09' }))).toEqual([
      'payout',
      'bet',
    ]);
    expect(names(await bills({ endDate: '2026-03-03' }))).toEqual(['old']);
    expect(await bills({ type: transactionType.others })).toEqual({ data: [], totalCount: 0 });
  });

  it('pages by `rows`', async () => {
    const page = await bills({ page: 2, rows: 2 });
    expect(names(page)).toEqual(['transferOut', 'payout']);
    expect(page.totalCount).toBe(6);
    expect(await bills({ page: 4, rows: 2 })).toEqual({ data: [], totalCount: 6 });
  });

  it("never shows another member's entries", async () => {
    const page = await bills({ startDate: '2026-03-01' });
    expect(page.data.map((bill) => bill.amount)).not.toContain(777_000);
    const theirs = dataOf<BillPage>(await getReport(app(), other.token, billPaths.list));
    expect(theirs.data.map((bill) => bill.id)).toEqual([ids.theirs]);
  });

  describe('refuses, changing nothing', () => {
    const refusals: [string, Record<string, string>, string][] = [
      [
        'dates reversed',
        { startDate: '2026-03-09', endDate: '2026-03-08' },
        'REPORT/DATE_REVERSED',
      ],
      ['a range of 32 days', { startDate: '2026-02-07', endDate: today }, 'REPORT/RANGE_TOO_LONG'],
      ['an end after today', { endDate: '2026-03-11' }, 'REPORT/DATE_FUTURE'],
      ['type 0', { type: '0' }, 'SYS/VALIDATION'],
      ['type 40', { type: '40' }, 'SYS/VALIDATION'],
      ['an unknown wallet', { wallet: 'bank' }, 'SYS/VALIDATION'],
      ['page 0', { page: '0' }, 'SYS/VALIDATION'],
      ['rows 0', { rows: '0' }, 'SYS/VALIDATION'],
      ['a date that does not exist', { startDate: '2026-02-30' }, 'SYS/VALIDATION'],
      ['an unknown query key', { userId: String(1) }, 'SYS/VALIDATION'],
    ];
    it.each(refusals)('%s', async (_, query, code) => {
      const before = await rowCounts(app(), member.user.id);
      expectRefused(await getReport(app(), member.token, billPaths.list, query), 400, code);
      expect(await rowCounts(app(), member.user.id)).toEqual(before);
    });

    it('without a token: 401', async () => {
      expectRefused(await getReport(app(), undefined, billPaths.list), 401, 'UC/NOT_LOGGED_IN');
    });
  });
});
