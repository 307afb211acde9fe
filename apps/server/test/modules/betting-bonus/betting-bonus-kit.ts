import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  bettingBonusOperatorPaths,
  bettingBonusPaths,
  operatorTokenHeader,
  transactionType,
} from '@lottery/contracts';
import {
  betOrders,
  bettingBonusClaims,
  ledgerEntries,
  liveBetRecords,
} from '../../../src/db/schema';
import { bearer, newSignedInMember } from '../../helpers/accounts';

export const operatorToken = 'betting-bonus-operator-token-for-tests';
export const yuan = (n: number) => n * 1000;
const api = '/app-api';

let keys = 0;
let rounds = 0;

export const newKey = () => {
  keys += 1;
  return `bonus-${process.pid}-${keys}`;
};

/** A fresh member of `vipLevel` with `money` thousandths (a manual deposit) and a session. */
export const newBonusMember = (
  app: FastifyInstance,
  {
    vipLevel = 0,
    money = 0,
    type = 'HY',
  }: { vipLevel?: number; money?: number; type?: 'HY' | 'TEST' } = {},
) => newSignedInMember(app, 'wm', money, type, vipLevel);

/**
 * A third-party round of the member as a provider leaves it (the rebate reads only the record;
 * the live wallet is not involved). `winAmount` undefined: still open.
 */
export const addLiveRound = async (
  app: FastifyInstance,
  userId: number,
  betAmount: number,
  winAmount: number | undefined,
  at: Date,
) => {
  rounds += 1;
  const [row] = await app.database.db
    .insert(liveBetRecords)
    .values({
      liveCode: 'TESTLIVE',
      roundId: `r-${randomBytes(4).toString('hex')}-${rounds}`,
      userId,
      gameCode: 'test-baccarat',
      gameName: '测试百家乐',
      betAmount,
      winAmount: winAmount ?? 0,
      status: winAmount === undefined ? 'open' : 'settled',
      detail: {},
      betAt: at,
      settledAt: winAmount === undefined ? null : at,
    })
    .returning();
  if (!row) throw new Error('the round was not written');
  return row;
};

export const getSummary = (app: FastifyInstance, token?: string) =>
  app.inject({
    method: 'GET',
    url: `${api}${bettingBonusPaths.summary}`,
    headers: token ? bearer(token) : {},
  });

export const postClaim = (app: FastifyInstance, token: string | undefined, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `${api}${bettingBonusPaths.claim}`,
    headers: token ? bearer(token) : {},
    payload: body as object,
  });

export const setRate = (
  app: FastifyInstance,
  body: unknown,
  token: string | null = operatorToken,
) =>
  app.inject({
    method: 'POST',
    url: `${api}${bettingBonusOperatorPaths.rates}`,
    headers: token === null ? {} : { [operatorTokenHeader]: token },
    payload: body as object,
  });

/** Everything a claim may change for the member, to show that a refusal changed nothing. */
export const bonusState = async (app: FastifyInstance, userId: number) => {
  const { db } = app.database;
  const [{ money }, entries, [claims], lottery, live] = await Promise.all([
    app.services.wallet.balances(userId),
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
      .orderBy(asc(ledgerEntries.id)),
    db
      .select({ value: count() })
      .from(bettingBonusClaims)
      .where(eq(bettingBonusClaims.userId, userId)),
    db
      .select({ id: betOrders.id, claim: betOrders.bonusClaimId })
      .from(betOrders)
      .where(eq(betOrders.userId, userId))
      .orderBy(asc(betOrders.id)),
    db
      .select({ id: liveBetRecords.id, claim: liveBetRecords.bonusClaimId })
      .from(liveBetRecords)
      .where(eq(liveBetRecords.userId, userId))
      .orderBy(asc(liveBetRecords.id)),
  ]);
  return { money, entries: entries.length, claims: claims?.value ?? 0, lottery, live };
};

export { expectLedgerHolds } from '../../helpers/ledger';

/** The member's 返水 (type 7) ledger entries. */
export const rebateEntries = (app: FastifyInstance, userId: number) =>
  app.database.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.transactionType, transactionType.rebate),
      ),
    )
    .orderBy(asc(ledgerEntries.id));

export const expectError = (
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code });
};
