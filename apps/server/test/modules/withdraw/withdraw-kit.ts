import { expect } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { transactionType, withdrawOperatorPaths, withdrawPaths } from '@lottery/contracts';
import { bankAccounts, ledgerEntries, wallets, withdrawOrders } from '../../../src/db/schema';
import { bearer, form, seal } from '../../helpers/accounts';

export const operatorToken = 'withdraw-operator-token-for-tests';
export const fundPassword = '1234';
export const realName = '李明';
export const yuan = (n: number) => n * 1000;

let members = 0;
let keys = 0;
let addresses = 0;

export const newKey = () => {
  keys += 1;
  return `wd-${process.pid}-${keys}`;
};

/** A fresh address: the asks are limited per address. */
export const newAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/**
 * A fresh official member with a withdraw password, a real name, a saved bank card and `money`
 * thousandths that ask no turnover (type 39), signed in.
 */
export const newMember = async (
  app: FastifyInstance,
  money: number,
  options: { type?: 'HY' | 'TEST'; fundPwd?: string | null; fullName?: string } = {},
) => {
  members += 1;
  const account = `wd${process.pid % 1000}x${members}`;
  const user = await app.services.account.createMember({
    account,
    password: null,
    type: options.type ?? 'HY',
    fundPwd: options.fundPwd === undefined ? fundPassword : options.fundPwd,
    details: { fullName: options.fullName ?? realName },
  });
  if (money > 0) await credit(app, user.id, money, transactionType.others, `test:fund:${account}`);
  const [card] = await app.database.db
    .insert(bankAccounts)
    .values({
      userId: user.id,
      type: 2,
      bankName: '中国银行',
      accountNo: '6217001234567890123',
      accountName: options.fullName ?? realName,
    })
    .returning();
  const { token } = await app.services.sessions.start(user, {
    remember: false,
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  if (!card) throw new Error('the bank card was not saved');
  return { user, token, account, bankId: card.id };
};

export const credit = (
  app: FastifyInstance,
  userId: number,
  amount: number,
  type: (typeof transactionType)[keyof typeof transactionType],
  reference: string,
) => app.services.wallet.post({ userId, wallet: 'money', amount, type, reference, remark: 'test' });

const postForm = (
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  fields: Record<string, string>,
  remoteAddress = newAddress(),
) => {
  const body = form(fields);
  return app.inject({
    method: 'POST',
    url: `/app-api${url}`,
    remoteAddress,
    ...body,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
};

/** Asks to withdraw to a saved account; the fields given replace the defaults (undefined drops). */
export const askWithdraw = async (
  app: FastifyInstance,
  token: string | undefined,
  fields: Record<string, string | undefined>,
  remoteAddress?: string,
) => {
  const all: Record<string, string | undefined> = {
    cashPassword: await seal(app, fundPassword),
    idempotencyKey: newKey(),
    ...fields,
  };
  const sent = Object.fromEntries(
    Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return postForm(app, withdrawPaths.save, token, sent, remoteAddress);
};

export const askFreeBank = async (
  app: FastifyInstance,
  token: string | undefined,
  fields: Record<string, string | undefined>,
) => {
  const all: Record<string, string | undefined> = {
    type: '2',
    bankName: '招商银行',
    bankAccount: '6225 8801 2345 6789',
    accountName: realName,
    cashPassword: await seal(app, fundPassword),
    idempotencyKey: newKey(),
    ...fields,
  };
  const sent = Object.fromEntries(
    Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return postForm(app, withdrawPaths.freeBank, token, sent);
};

export const memberGet = (app: FastifyInstance, token: string | undefined, url: string) =>
  app.inject({ method: 'GET', url: `/app-api${url}`, headers: token ? bearer(token) : {} });

export const operatorPost = (
  app: FastifyInstance,
  path: 'pay' | 'reject',
  body: object,
  token: string | null = operatorToken,
) =>
  app.inject({
    method: 'POST',
    url: `/app-api${withdrawOperatorPaths[path]}`,
    headers: token ? { 'x-operator-token': token } : {},
    payload: body,
  });

/** The member's balance, ledger length and withdrawals: a refusal must leave all three alone. */
export const moneyState = async (app: FastifyInstance, userId: number) => {
  const { db } = app.database;
  const [{ money }, entries, orders] = await Promise.all([
    app.services.wallet.balances(userId),
    db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)),
    db.select().from(withdrawOrders).where(eq(withdrawOrders.userId, userId)),
  ]);
  return { money, entries: entries.length, orders: orders.length };
};

/** Σ ledger = balance for every wallet, and no entry ever shows a balance below zero. */
export const expectLedgerHolds = async (app: FastifyInstance) => {
  const { db } = app.database;
  const mismatches = await db.execute(sql`
    select w.user_id, w.kind, w.balance, coalesce(sum(e.amount), 0)::bigint as total
    from ${wallets} w left join ${ledgerEntries} e on e.user_id = w.user_id and e.wallet = w.kind
    group by w.user_id, w.kind, w.balance
    having w.balance <> coalesce(sum(e.amount), 0)`);
  expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
  const [lowest] = await db
    .select({ value: sql<number>`coalesce(min(${ledgerEntries.balanceAfter}), 0)`.mapWith(Number) })
    .from(ledgerEntries);
  expect(lowest?.value).toBeGreaterThanOrEqual(0);
};

export const ordersOf = (app: FastifyInstance, userId: number) =>
  app.database.db
    .select()
    .from(withdrawOrders)
    .where(eq(withdrawOrders.userId, userId))
    .orderBy(asc(withdrawOrders.id));

export const expectRefused = (
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
  msg?: string,
) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject(msg === undefined ? { code } : { code, msg });
};
