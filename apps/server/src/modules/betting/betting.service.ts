import {
  everyOddsKey,
  lunarYearAt,
  playByCode,
  plays,
  type BetOddsAnswer,
  type BetOrder,
  type SetBetLimitsBody,
  type SetBetOddsBody,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Authenticated } from '../auth/session.service';
import { nextOpenDraw } from '../draws/draw-schedule';
import { scheduleOf } from '../draws/draws.service';
import type { SettingsService } from '../settings/settings.service';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './betting.repository';
import { createCancel } from './cancel.service';
import { orderView } from './order-view';
import { createGameCatalogue } from './game-catalogue';
import { createPlacement } from './placement.service';

export type BettingService = ReturnType<typeof createBettingService>;

const knownOddsKeys = new Set(everyOddsKey());

/**
 * Betting on the lottery games (docs/api.md "Betting"): the odds a game offers, placing slips
 * (placement.service.ts), cancelling (cancel.service.ts), a member's orders of a turn, and the
 * operator's odds and limits. Settlement is settlement.service.ts's.
 */
export const createBettingService = (
  deps: Pick<Deps, 'db' | 'now' | 'changes'>,
  { wallet, settings }: { wallet: WalletService; settings: SettingsService },
) => {
  const { db, now } = deps;
  const catalogue = createGameCatalogue(deps);
  const { place } = createPlacement(deps, { wallet, settings, catalogue });
  const { cancel } = createCancel(deps, { wallet, settings });

  const requireGame = async (gameId: number) => {
    const offer = await catalogue.offer(gameId);
    if (!offer) throw new AppError('GAME/NOT_FOUND');
    return offer;
  };

  /** The lunar year of the open turn's draw, or of the schedule's next draw between turns. */
  const lunarYearOf = async (gameId: number): Promise<number> => {
    const turn = await repo.findOpenTurn(db, gameId);
    if (turn) return lunarYearAt(turn.planTime);
    const scheduleRow = await repo.findSchedule(db, gameId);
    if (!scheduleRow) return lunarYearAt(now());
    const next = nextOpenDraw(scheduleOf(scheduleRow), await settings.timeZone(), now().getTime());
    return lunarYearAt(next.planTime);
  };

  /** The game's plays (those it has limits for), with their limits and odds. */
  const odds = async (gameId: number): Promise<BetOddsAnswer> => {
    const { limitsOf, oddsOf } = await requireGame(gameId);
    const lunarYear = await lunarYearOf(gameId);
    return {
      gameId,
      lunarYear,
      plays: plays.flatMap((play) => {
        const limits = limitsOf.get(play.code);
        if (!limits) return [];
        const priced = play.oddsItems.flatMap(({ key }) => {
          const value = oddsOf.get(key);
          return value === undefined ? [] : [[key, value] as const];
        });
        return [
          {
            playCode: play.code,
            enabled: limits.enabled,
            minAmount: limits.minAmount,
            maxAmount: limits.maxAmount,
            turnMax: limits.turnMax,
            odds: Object.fromEntries(priced),
          },
        ];
      }),
    };
  };

  /** The member's own orders of one turn, oldest first. */
  const turnOrders = async (
    { user }: Authenticated,
    gameId: number,
    turnNum: string,
  ): Promise<BetOrder[]> => {
    await requireGame(gameId);
    return (await repo.ordersOfTurn(db, user.id, gameId, turnNum)).map(orderView);
  };

  /**
   * Operator: odds of a game's items; bets placed before keep the odds they were placed at.
   * Answers the named items' odds before (absent: none) and after. Inside a caller's
   * transaction (`outer`) the change commits with the caller's.
   */
  const setOdds = async ({ gameId, odds: values }: SetBetOddsBody, outer?: Db) => {
    const target = outer ?? db;
    const keys = Object.keys(values);
    if (keys.length === 0) throw new AppError('SYS/VALIDATION', '请提供赔率');
    const unknown = keys.filter((key) => !knownOddsKeys.has(key));
    if (unknown.length > 0) {
      throw new AppError('SYS/VALIDATION', `未知的赔率项：${unknown.slice(0, 10).join(', ')}`);
    }
    if (!(await repo.findGame(target, gameId))) throw new AppError('GAME/NOT_FOUND');
    const named = new Set(keys);
    const before = Object.fromEntries(
      (await repo.listOdds(target, gameId))
        .filter((row) => named.has(row.oddsKey))
        .map((row) => [row.oddsKey, row.odds]),
    );
    await repo.upsertOdds(target, gameId, values);
    return { before, after: { ...values } };
  };

  /**
   * Operator: a play of a game on or off and its limits, kept as min ≤ max ≤ turn max. Answers
   * the play's limits before (undefined: none) and after; `outer` as for setOdds.
   */
  const setLimits = async ({ gameId, playCode, ...change }: SetBetLimitsBody, outer?: Db) => {
    const target = outer ?? db;
    if (!playByCode(playCode)) throw new AppError('BET/PLAY_UNKNOWN');
    if (!(await repo.findGame(target, gameId))) throw new AppError('GAME/NOT_FOUND');
    const existing = await repo.findLimits(target, gameId, playCode);
    const minAmount = change.minAmount ?? existing?.minAmount;
    const maxAmount = change.maxAmount ?? existing?.maxAmount;
    const turnMax = change.turnMax ?? existing?.turnMax;
    if (minAmount === undefined || maxAmount === undefined || turnMax === undefined) {
      throw new AppError('SYS/VALIDATION', '新玩法须同时提供 minAmount、maxAmount 和 turnMax');
    }
    if (!(minAmount <= maxAmount && maxAmount <= turnMax)) {
      throw new AppError('SYS/VALIDATION', '限额须满足 minAmount ≤ maxAmount ≤ turnMax');
    }
    const after = {
      enabled: change.enabled ?? existing?.enabled ?? true,
      minAmount,
      maxAmount,
      turnMax,
    };
    await repo.upsertLimits(target, [{ gameId, playCode, ...after }]);
    const before = existing && {
      enabled: existing.enabled,
      minAmount: existing.minAmount,
      maxAmount: existing.maxAmount,
      turnMax: existing.turnMax,
    };
    return { before, after };
  };

  /**
   * Operator: every play of a game, switched on or not, with its limits and odds as stored
   * (undefined: the game is not there) — what the odds read above leaves out.
   */
  const playsOf = async (gameId: number) => {
    if (!(await repo.findGame(db, gameId))) return undefined;
    const [limitRows, oddsRows] = await Promise.all([
      repo.listLimits(db, gameId),
      repo.listOdds(db, gameId),
    ]);
    return {
      limitsOf: new Map(limitRows.map((row) => [row.playCode, row])),
      oddsOf: new Map(oddsRows.map((row) => [row.oddsKey, row.odds])),
    };
  };

  return { odds, place, cancel, turnOrders, setOdds, setLimits, playsOf };
};
