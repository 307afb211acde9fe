import { createHash } from 'node:crypto';
import {
  bettingTexts,
  isUnderMaintenance,
  isValidContent,
  lunarYearAt,
  milliPerYuan,
  oddsKeysOf,
  playByCode,
  transactionType,
  type PlaceSlipAnswer,
  type PlaceSlipBody,
  type Play,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { agentSharesOf } from '../team/team-tree';
import type { Authenticated } from '../auth/session.service';
import { nextDraw } from '../draws/draw-schedule';
import { scheduleOf } from '../draws/draws.service';
import type { SettingsService } from '../settings/settings.service';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './betting.repository';
import type { GameCatalogue, GameOffer } from './game-catalogue';
import { orderView } from './order-view';

/** A turn a slip bets on: the open one, or one of a chase's later ones (no row needed yet). */
interface BetTurn {
  turnNum: string;
  closeTime: Date;
  planTime: Date;
}

/** Thousandths; `odds2` the lesser hit's of 三中二 and 二中特. */
interface TurnOdds {
  odds: number;
  odds2: number | null;
}

/** One bet of the slip, checked, with its odds on each turn of the slip. */
interface PricedBet {
  play: Play;
  content: string;
  /** Thousandths of a yuan. */
  amount: number;
  turnMaxYuan: number;
  oddsByTurn: TurnOdds[];
}

interface SlipStake {
  play: Play;
  /** Thousandths on each turn. */
  stake: number;
  turnMaxYuan: number;
}

const chinaOffsetMs = 8 * 3_600_000;

/** `yyyyMMdd` of the instant in UTC+8: the first eight digits of an order number. */
export const orderDayOf = (at: Date) =>
  new Date(at.getTime() + chinaOffsetMs).toISOString().slice(0, 10).replaceAll('-', '');

/** What the slip asks for, the idempotency key left out: a retry must ask for the same. */
export const slipHashOf = (body: PlaceSlipBody) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        gameId: body.gameId,
        turnNum: body.turnNum,
        bets: body.bets.map((bet) => [bet.playCode, bet.content, bet.amount]),
        chase: body.chase ? [body.chase.turns, body.chase.stopOnWin] : null,
      }),
    )
    .digest('hex');

const slipReferencePrefix = 'bet:slip:';
const slipReference = (slipId: number) => `${slipReferencePrefix}${slipId}`;

/**
 * Placing a bet slip (docs/api.md "Betting"): the checks, then one transaction that records the
 * slip, debits its whole stake (every chased turn included) with one ledger entry and writes the
 * orders at the odds of the moment.
 */
export const createPlacement = (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  {
    wallet,
    settings,
    catalogue,
  }: { wallet: WalletService; settings: SettingsService; catalogue: GameCatalogue },
) => {
  const answerOf = async (slipId: number, money: number): Promise<PlaceSlipAnswer> => ({
    orders: (await repo.ordersOfSlip(db, slipId)).map(orderView),
    money,
  });

  /** The first answer of a key already used with this body; a key used for another body is refused. */
  const replayOf = async (userId: number, key: string, bodyHash: string) => {
    const slip = await repo.findSlip(db, userId, key);
    if (!slip) return undefined;
    if (slip.bodyHash !== bodyHash) throw new AppError('BET/DUPLICATE_REQUEST');
    const money =
      (await repo.balanceAfterEntry(db, slipReference(slip.id))) ??
      (await wallet.balances(userId)).money;
    return answerOf(slip.id, money);
  };

  /** The open turn the slip names and, for a chase, the schedule's next ones after it. */
  const turnsOf = async (body: PlaceSlipBody, at: Date): Promise<BetTurn[]> => {
    // A turn's close and plan times never change and the engine closes it only at its close
    // time; the catalogue drops it when its row changes all the same.
    const turn = await catalogue.turn(body.gameId, body.turnNum);
    if (!turn || turn.status !== 'open' || turn.closeTime <= at) {
      throw new AppError('BET/TURN_CLOSED');
    }
    const turns: BetTurn[] = [turn];
    if (!body.chase) return turns;
    const scheduleRow = await repo.findSchedule(db, body.gameId);
    if (!scheduleRow) throw new AppError('SYS/VALIDATION', '该彩种不支持追号');
    const schedule = scheduleOf(scheduleRow);
    const timeZone = await settings.timeZone();
    let last = turn.planTime.getTime();
    while (turns.length < body.chase.turns) {
      const draw = nextDraw(schedule, timeZone, last);
      turns.push({
        turnNum: draw.turnNum,
        closeTime: new Date(draw.closeTime),
        planTime: new Date(draw.planTime),
      });
      last = draw.planTime;
    }
    return turns;
  };

  /** Checks each bet against the game's plays and limits and prices it on every turn. */
  const priceBets = (body: PlaceSlipBody, offer: GameOffer, turns: BetTurn[]): PricedBet[] => {
    const { limitsOf, oddsOf } = offer;
    const lunarYears = turns.map((turn) => lunarYearAt(turn.planTime));
    return body.bets.map(({ playCode, content, amount }) => {
      const play = playByCode(playCode);
      if (!play) throw new AppError('BET/PLAY_UNKNOWN');
      const limits = limitsOf.get(playCode);
      if (!limits?.enabled) throw new AppError('BET/PLAY_DISABLED');
      if (!isValidContent(play, content)) throw new AppError('BET/CONTENT_INVALID');
      if (amount < limits.minAmount || amount > limits.maxAmount) {
        throw new AppError(
          'BET/AMOUNT_LIMIT',
          `单注金额须在${limits.minAmount}至${limits.maxAmount}元之间`,
        );
      }
      const oddsByTurn = lunarYears.map((lunarYear) => {
        const keys = oddsKeysOf(play, content, lunarYear);
        const odds = oddsOf.get(keys.odds);
        const odds2 = keys.odds2 === undefined ? null : oddsOf.get(keys.odds2);
        // A play whose odds the operator has not set is not open for bets.
        if (odds === undefined || odds2 === undefined) throw new AppError('BET/PLAY_DISABLED');
        return { odds, odds2 };
      });
      return {
        play,
        content,
        amount: amount * milliPerYuan,
        turnMaxYuan: limits.turnMax,
        oddsByTurn,
      };
    });
  };

  /** The slip's orders: every bet on every turn, a chase's sharing its first turn's numbers. */
  const slipOrdersOf = (
    turns: BetTurn[],
    bets: PricedBet[],
    orderNos: string[] | undefined,
  ): repo.SlipOrder[] =>
    turns.flatMap((turn, t) =>
      bets.map((bet, b) => ({
        orderNo: orderNos?.[t * bets.length + b] ?? null,
        turnNum: turn.turnNum,
        betEndTime: turn.closeTime,
        playCode: bet.play.code,
        content: bet.content,
        amount: bet.amount,
        ...(bet.oddsByTurn[t] as TurnOdds),
        trackOrderNo: orderNos?.[b] ?? null,
      })),
    );

  /** The refusal of a slip that would pass a play's turn limit: the first such play named. */
  const turnLimitError = async (
    tx: Db,
    userId: number,
    gameId: number,
    turns: BetTurn[],
    bets: PricedBet[],
  ) => {
    const slipStake = new Map<string, SlipStake>();
    for (const bet of bets) {
      const entry = slipStake.get(bet.play.code);
      if (entry) entry.stake += bet.amount;
      else
        slipStake.set(bet.play.code, {
          play: bet.play,
          stake: bet.amount,
          turnMaxYuan: bet.turnMaxYuan,
        });
    }
    const placed = await repo.stakesByTurnAndPlay(
      tx,
      userId,
      gameId,
      turns.map((turn) => turn.turnNum),
      [...slipStake.keys()],
    );
    const placedOf = new Map(placed.map((row) => [`${row.turnNum}|${row.playCode}`, row.total]));
    const passed = [...slipStake.values()].find(({ play, stake, turnMaxYuan }) =>
      turns.some(
        (turn) =>
          (placedOf.get(`${turn.turnNum}|${play.code}`) ?? 0) + stake > turnMaxYuan * milliPerYuan,
      ),
    );
    // The statement saw a limit passed; a later read that sees none names the slip's first play.
    const { play, turnMaxYuan } = passed ?? (slipStake.values().next().value as SlipStake);
    return new AppError(
      'BET/TURN_LIMIT',
      `超出本期该玩法的投注限额：${play.name}每期最多${turnMaxYuan}元`,
    );
  };

  const place = async ({ user }: Authenticated, body: PlaceSlipBody): Promise<PlaceSlipAnswer> => {
    const bodyHash = slipHashOf(body);
    // A key used before is found by the slip's INSERT below (one round trip fewer for every new
    // slip); only a slip refused by the checks asks first whether it is a retry, whose first
    // answer stands even after its turn closed.
    const checked = await (async () => {
      const offer = await catalogue.offer(body.gameId);
      if (!offer) throw new AppError('GAME/NOT_FOUND');
      const at = now();
      if (
        offer.maintain &&
        isUnderMaintenance(offer.maintain, at.getTime(), await settings.timeZone())
      ) {
        throw new AppError('BET/GAME_MAINTENANCE', `${bettingTexts.maintenance}${offer.maintain}`);
      }
      const turns = await turnsOf(body, at);
      return { offer, at, turns, bets: priceBets(body, offer, turns) };
    })().catch(async (error: unknown) => {
      const replay = await replayOf(user.id, body.idempotencyKey, bodyHash);
      if (replay) return replay;
      throw error;
    });
    if (!('turns' in checked)) return checked;
    const { offer, at, turns, bets } = checked;
    const total = bets.reduce((sum, bet) => sum + bet.amount, 0) * turns.length;
    const day = orderDayOf(at);

    // Nothing but `tx` inside: PGlite has one connection, and PostgreSQL's pool is shared.
    // Two statements on the way: the slip with its debit, then the orders within the limits.
    const placed = await db.transaction(async (tx) => {
      // Any error rolls the whole transaction back: no savepoint needed around the debit.
      const slip = await wallet.postWithRecord(
        tx,
        repo.slipInsert({
          userId: user.id,
          idempotencyKey: body.idempotencyKey,
          bodyHash,
          gameId: body.gameId,
          total,
          createdAt: at,
        }),
        {
          userId: user.id,
          wallet: 'money',
          amount: -total,
          type: transactionType.lotteryBet,
          referencePrefix: slipReferencePrefix,
          remark: `彩票投注 ${body.turnNum}`,
        },
      );
      // Another call with this key committed first (it waited for that one to finish).
      if (!slip) return undefined;
      // A chase's orders carry their first order's number: those are drawn first. Otherwise
      // each order takes its number in the INSERT itself.
      const orderNos = body.chase
        ? await repo.allocateOrderNos(tx, day, turns.length * bets.length)
        : undefined;
      const orders = await repo.insertOrdersWithinTurnLimits(
        tx,
        {
          slipId: slip.recordId,
          userId: user.id,
          gameId: body.gameId,
          model: 1,
          rebate: user.rebate,
          rebateShares: await agentSharesOf(tx, user.id),
          stopOnWin: body.chase?.stopOnWin ?? false,
          createdAt: at,
          day,
        },
        slipOrdersOf(turns, bets, orderNos),
        new Map(bets.map((bet) => [bet.play.code, bet.turnMaxYuan * milliPerYuan])),
      );
      if (!orders) throw await turnLimitError(tx, user.id, body.gameId, turns, bets);
      return { orders, money: slip.balanceAfter };
    });
    if (!placed) {
      const first = await replayOf(user.id, body.idempotencyKey, bodyHash);
      if (!first) throw new Error('a slip key was taken but its slip is missing');
      return first;
    }
    return {
      orders: placed.orders.map((order) =>
        orderView({ order, account: user.account, gameName: offer.game.name }),
      ),
      money: placed.money,
    };
  };

  return { place };
};
