import {
  bettingBonusCategories,
  bettingBonusCategoryNames,
  bettingBonusOf,
  transactionType,
  type BettingBonus,
  type BettingBonusCategory,
  type BettingBonusClaim,
  type BettingBonusRow,
  type ClaimBettingBonusBody,
  type SetBettingBonusRateBody,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Authenticated } from '../auth/session.service';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './betting-bonus.repository';

export type BettingBonusService = ReturnType<typeof createBettingBonusService>;

/** The ledger reference of a claim's credit. */
export const bettingBonusReference = (claimId: number) => `bonus:claim:${claimId}`;

type Rates = Record<BettingBonusCategory, number>;

const rowOf = (
  category: BettingBonusCategory,
  { validBet, betCount }: repo.Turnover,
  rate: number,
): BettingBonusRow => ({
  category,
  name: bettingBonusCategoryNames[category],
  validBet,
  betCount,
  rate,
  amount: bettingBonusOf(validBet, rate),
});

const isCategory = (value: string): value is BettingBonusCategory =>
  (bettingBonusCategories as readonly string[]).includes(value);

const claimView = (claim: repo.ClaimRow): BettingBonusClaim => ({
  claimId: claim.id,
  amount: claim.amount,
  money: claim.balanceAfter,
  claimedAt: claim.createdAt.getTime(),
  list: claim.detail.flatMap(({ category, ...paid }) =>
    isCategory(category) ? [{ category, name: bettingBonusCategoryNames[category], ...paid }] : [],
  ),
});

/**
 * 我的洗码 (docs/api.md "我的洗码"): the rebate on the member's valid bets not yet claimed, at
 * the rates of their VIP level, and its claim — credited to the main wallet as 返水 (type 7).
 */
export const createBettingBonusService = (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  { wallet }: { wallet: Pick<WalletService, 'post'> },
) => {
  /** The rates of the member's VIP level; a category without a rate row earns 0. */
  const ratesOf = async (tx: Db, userId: number) => {
    const vipLevel = (await repo.findVipLevel(tx, userId)) ?? 0;
    const rows = await repo.ratesOf(tx, vipLevel);
    const rates = Object.fromEntries(
      bettingBonusCategories.map((category) => [
        category,
        rows.find((row) => row.category === category)?.rate ?? 0,
      ]),
    ) as Rates;
    return { vipLevel, rates };
  };

  const summary = async ({ user }: Authenticated): Promise<BettingBonus> => {
    const [{ vipLevel, rates }, turnover, claims] = await Promise.all([
      ratesOf(db, user.id),
      repo.unclaimedTurnover(db, user.id),
      repo.claimsSummary(db, user.id),
    ]);
    const list = bettingBonusCategories.map((category) =>
      rowOf(category, turnover[category], rates[category]),
    );
    return {
      list,
      total: list.reduce((sum, row) => sum + row.amount, 0),
      vipLevel,
      lastClaimAt: claims.lastClaimAt?.getTime() ?? null,
      claimedTotal: claims.claimedTotal,
    };
  };

  /**
   * 领取, in one transaction under the lock of the member's main wallet (their claims one at a
   * time): a key used before answers its claim again; else the unclaimed valid bets of every
   * category with a rate are marked with the new claim's id, the bonus of exactly what was
   * marked is credited (type 7, `bonus:claim:{id}`) and the claim written. Nothing to pay
   * rolls it all back: BONUS/NOTHING_TO_CLAIM.
   */
  const claim = async (
    { user }: Authenticated,
    { idempotencyKey }: ClaimBettingBonusBody,
  ): Promise<BettingBonusClaim> => {
    if (user.type !== 'HY') throw new AppError('UC/TRIAL_FORBIDDEN');
    try {
      return await db.transaction(async (tx) => {
        await repo.lockMoneyWallet(tx, user.id);
        const earlier = await repo.findClaimByKey(tx, user.id, idempotencyKey);
        if (earlier) return claimView(earlier);

        const { rates } = await ratesOf(tx, user.id);
        const claimId = await repo.nextClaimId(tx);
        const none: repo.Turnover = { validBet: 0, betCount: 0 };
        // A category without a rate pays nothing: its bets stay unclaimed for a later rate.
        const lottery = rates.lottery > 0 ? await repo.markLotteryBets(tx, user.id, claimId) : none;
        const live = rates.live > 0 ? await repo.markLiveRounds(tx, user.id, claimId) : none;
        const list = [rowOf('lottery', lottery, rates.lottery), rowOf('live', live, rates.live)];
        const amount = list.reduce((sum, row) => sum + row.amount, 0);
        if (amount === 0) throw new AppError('BONUS/NOTHING_TO_CLAIM');

        const entry = await wallet.post(
          {
            userId: user.id,
            wallet: 'money',
            amount,
            type: transactionType.rebate,
            reference: bettingBonusReference(claimId),
            remark: '洗码返水',
          },
          tx,
        );
        const written = await repo.insertClaim(tx, {
          id: claimId,
          userId: user.id,
          idempotencyKey,
          amount,
          detail: list.map(({ category, validBet, betCount, rate, amount: paid }) => ({
            category,
            validBet,
            betCount,
            rate,
            amount: paid,
          })),
          balanceAfter: entry.balanceAfter,
          createdAt: now(),
        });
        return claimView(written);
      });
    } catch (error) {
      // Another call with this key committed first: its claim is the answer.
      if (isUniqueViolation(error)) {
        const first = await repo.findClaimByKey(db, user.id, idempotencyKey);
        if (first) return claimView(first);
      }
      throw error;
    }
  };

  /** The operator's rate of a VIP level and category (1/10,000 of the valid turnover). */
  const setRate = async (body: SetBettingBonusRateBody, outer?: Db) => {
    await repo.upsertRate(outer ?? db, body);
  };

  /** Every rate set (a level or category without a row earns 0). */
  const rates = (outer?: Db) => repo.allRates(outer ?? db);

  /** The rate now of a level and category, locked until the caller's transaction ends. */
  const lockRate = (tx: Db, vipLevel: number, category: BettingBonusCategory) =>
    repo.lockRate(tx, vipLevel, category);

  return { summary, claim, setRate, rates, lockRate };
};
