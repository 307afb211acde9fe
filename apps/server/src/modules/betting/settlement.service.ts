import { unrefTimers } from '../../lib/periodic-sweep';
import {
  awardChannel,
  awardThresholdKey,
  betResult,
  defaultAwardThreshold,
  formatOpenNum,
  lunarYearAt,
  settle,
  rebateAmount,
  transactionType,
  type AwardNotice,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { Timers } from '../draws/draw-engine';
import type { SettingsService } from '../settings/settings.service';
import type { Posting, WalletService } from '../wallet/wallet.service';
import * as repo from './settlement.repository';

export type SettlementService = ReturnType<typeof createSettlementService>;

export interface SettlementOptions {
  wallet: Pick<WalletService, 'postBatch'>;
  settings: Pick<SettingsService, 'systemConfigValue'>;
  /** Orders settled per transaction. */
  pageSize?: number;
  /** Pages of one turn settled at once (each its own transaction). */
  pagesAtOnce?: number;
  /** How often `start` looks for drawn turns with pending orders. */
  sweepEveryMs?: number;
}

interface Draw {
  gameId: number;
  turnNum: string;
  numbers: number[];
  lunarYear: number;
  openNum: string;
}

const drawNumbers = (numbers: number[]) => ({ numbers, openNum: formatOpenNum(numbers) });
const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);
/** Round 0 keeps the references settlement always wrote; a correction's rounds are suffixed. */
const roundSuffix = (round: number) => (round === 0 ? '' : `:${round}`);

type LockedOrder = Awaited<ReturnType<typeof repo.lockPendingOrders>>[number];
type Settled = Awaited<ReturnType<typeof repo.markSettled>>[number];
/** What a settled order's money depends on. */
type SettledOrder = Pick<
  Settled,
  'orderNo' | 'userId' | 'amount' | 'result' | 'reward' | 'rebateShares' | 'settleRound'
>;

/**
 * Bet settlement (ARCHITECTURE.md "Money flows of wave 2"): when a turn's result is final, every
 * pending order of the turn is settled in pages, each page one transaction — the orders locked
 * (SKIP LOCKED: two settlers split a turn), the guarded transition pending → settled, the payouts
 * and tie refunds posted to the ledger as one batch, won chases stopped and refunded, the VIP
 * turnover added — and after its commit the big wins announced. Only rows the guarded transition
 * moved are paid, so whoever settles (the draw's event, the sweep, a second process) pays each
 * order once; a page cut short rolls back whole and the sweep finds it again.
 */
export const createSettlementService = (
  { db, bus, events, log, now }: Pick<Deps, 'db' | 'bus' | 'events' | 'log' | 'now'>,
  { wallet, settings, pageSize = 2_000, pagesAtOnce = 2, sweepEveryMs = 30_000 }: SettlementOptions,
) => {
  const awardThreshold = async () => {
    const value = Number(await settings.systemConfigValue(awardThresholdKey));
    return Number.isSafeInteger(value) && value > 0 ? value : defaultAwardThreshold;
  };

  /** Outcomes by contracts' `settle`; an order it cannot read stays pending (and is logged). */
  const outcomesOf = (orders: LockedOrder[], draw: Draw) =>
    orders.flatMap((order) => {
      try {
        return [{ id: order.id, ...settle(order, draw) }];
      } catch (error) {
        log.error({ err: error, orderId: order.id }, 'bet order cannot be settled');
        return [];
      }
    });

  /** Stops every won chase (中奖后停止追号): its later pending orders → chase stopped. */
  const stopWonChases = async (tx: Db, moved: Settled[], at: Date) => {
    const wonAt = new Map<string, Date>();
    for (const order of moved) {
      if (order.result === betResult.won && order.stopOnWin && order.trackOrderNo) {
        wonAt.set(order.trackOrderNo, order.betEndTime);
      }
    }
    if (wonAt.size === 0) return [];
    const later = (await repo.lockPendingOfTracks(tx, [...wonAt.keys()])).filter((order) => {
      const won = order.trackOrderNo ? wonAt.get(order.trackOrderNo) : undefined;
      return won !== undefined && order.betEndTime > won;
    });
    if (later.length === 0) return [];
    const stopped = await repo.markChaseStopped(
      tx,
      later.map((order) => order.id),
      at,
    );
    return stopped.sort((a, b) => a.id - b.id);
  };

  /**
   * The agents' rebates on a bet that won or lost (a tie's stake came back: none), from the
   * shares snapshotted when it was placed; one posting per agent, referenced by the order, so a
   * bet pays each agent once however often settlement runs.
   */
  const agentRebatesOf = (order: SettledOrder): Posting[] =>
    order.rebateShares.flatMap((share) => {
      const amount = rebateAmount(order.amount, share.rate);
      if (amount <= 0) return [];
      return [
        {
          userId: share.userId,
          wallet: 'money' as const,
          amount,
          type: transactionType.agentRebate,
          reference: `bet:rebate:${order.orderNo}:${share.userId}${roundSuffix(order.settleRound)}`,
          remark: order.orderNo,
        },
      ];
    });

  /** What a settled order's result pays the member: the win, or a tie's stake back. */
  const memberPostingOf = (order: SettledOrder): Posting | undefined => {
    if (order.reward <= 0) return undefined;
    const round = roundSuffix(order.settleRound);
    if (order.result === betResult.won) {
      return {
        userId: order.userId,
        wallet: 'money',
        amount: order.reward,
        type: transactionType.payout,
        reference: `bet:win:${order.orderNo}${round}`,
      };
    }
    if (order.result === betResult.tie) {
      return {
        userId: order.userId,
        wallet: 'money',
        amount: order.reward,
        type: transactionType.tieRefund,
        reference: `bet:tie:${order.orderNo}${round}`,
      };
    }
    return undefined;
  };

  /**
   * Settles locked pending orders against `draw` inside `tx`: the guarded transition, won chases
   * stopped, and the postings and turnover that follow (the caller posts them).
   */
  const settleLocked = async (tx: Db, orders: LockedOrder[], draw: Draw, at: Date) => {
    const outcomes = outcomesOf(orders, draw);
    if (outcomes.length === 0) return { moved: [], stopped: [], postings: [], turnover: new Map() };
    // In id order: each member's entries then read in the order of their bets.
    const moved = (await repo.markSettled(tx, outcomes, draw.openNum, at)).sort(
      (a, b) => a.id - b.id,
    );
    const stopped = await stopWonChases(tx, moved, at);

    const postings: Posting[] = [];
    const turnover = new Map<number, number>();
    for (const order of moved) {
      const paid = memberPostingOf(order);
      if (paid) postings.push(paid);
      // Valid turnover (the VIP cycle): stakes that won or lost; a tie's stake came back.
      if (order.result !== betResult.tie) {
        turnover.set(order.userId, (turnover.get(order.userId) ?? 0) + order.amount);
        postings.push(...agentRebatesOf(order));
      }
    }
    for (const order of stopped) {
      postings.push({
        userId: order.userId,
        wallet: 'money',
        amount: order.amount,
        type: transactionType.cancelledBetRefund,
        reference: `bet:stop:${order.orderNo}`,
      });
    }
    return { moved, stopped, postings, turnover };
  };

  const addTurnover = (tx: Db, turnover: Map<number, number>) =>
    repo.addCycleBetAmounts(
      tx,
      [...turnover]
        .filter(([, amount]) => amount !== 0)
        .map(([userId, amount]) => ({ userId, amount })),
    );

  /** One page of a turn, one transaction: the money flow of settlement, top to bottom. */
  const settlePage = (ids: number[], given: Draw) =>
    db.transaction(async (tx) => {
      const numbers = await repo.lockTurnNumbers(tx, given.gameId, given.turnNum);
      if (!numbers) return { moved: [], stopped: 0 };
      // A correction committed since the turn was read: settle against its numbers.
      const draw = sameNumbers(numbers, given.numbers)
        ? given
        : { ...given, ...drawNumbers(numbers) };
      const orders = await repo.lockPendingOrders(tx, ids);
      if (orders.length === 0) return { moved: [], stopped: 0 };
      const done = await settleLocked(tx, orders, draw, now());
      await wallet.postBatch(done.postings, tx);
      await addTurnover(tx, done.turnover);
      return { moved: done.moved, stopped: done.stopped.length };
    });

  /**
   * An operator's correction of a drawn turn (issue 24), inside the correction's transaction
   * `tx`, which has already set the turn's new numbers and holds it locked: every settled order
   * is reversed (派奖冲正 of its win or tie refund; the agents' rebates and the turnover only where
   * a tie becomes a result or back) and settled again in its next round, and orders still pending
   * are settled too. The new postings come before the reversals, so a member whose win stands
   * is never short in between; a member who cannot cover a reversal fails the whole correction
   * (a wallet never goes below zero).
   */
  const resettleTurn = async (
    tx: Db,
    turn: { gameId: number; turnNum: string; numbers: number[]; planTime: Date },
  ) => {
    const draw: Draw = {
      gameId: turn.gameId,
      turnNum: turn.turnNum,
      lunarYear: lunarYearAt(turn.planTime),
      ...drawNumbers(turn.numbers),
    };
    const previous = await repo.lockSettledOfTurn(tx, turn.gameId, turn.turnNum);
    await repo.reopenSettled(
      tx,
      previous.map((order) => order.id),
    );
    const pending = await repo.pendingOrderIds(tx, turn.gameId, turn.turnNum);
    const orders = await repo.lockPendingOrders(tx, pending);
    const done = await settleLocked(tx, orders, draw, now());
    const after = new Map(done.moved.map((order) => [order.id, order]));

    const reversals: Posting[] = [];
    const turnover = done.turnover;
    for (const order of previous) {
      const round = order.settleRound + 1;
      const reverse = (posting: Posting, kind: string): Posting => ({
        ...posting,
        amount: -posting.amount,
        type: transactionType.payoutReversal,
        reference: `bet:reverse:${kind}:${order.orderNo}:${posting.userId}:${round}`,
        remark: order.orderNo,
      });
      const paid = memberPostingOf(order);
      if (paid) reversals.push(reverse(paid, 'member'));
      if (order.result !== betResult.tie) {
        // Reversed here, paid again by the new round's settlement if it is no tie either.
        turnover.set(order.userId, (turnover.get(order.userId) ?? 0) - order.amount);
        reversals.push(...agentRebatesOf(order).map((posting) => reverse(posting, 'rebate')));
      }
      if (!after.has(order.id)) throw new Error(`order ${order.id} was not settled again`);
    }
    try {
      await wallet.postBatch([...done.postings, ...reversals], tx);
    } catch (error) {
      if (error instanceof AppError && error.code === 'WALLET/INSUFFICIENT_BALANCE') {
        throw new AppError('DRAW/REVERSAL_SHORT');
      }
      throw error;
    }
    await addTurnover(tx, turnover);
    const sum = (postings: Posting[]) => postings.reduce((total, p) => total + p.amount, 0);
    return {
      orders: done.moved.length,
      reversed: -sum(reversals),
      paid: sum(done.postings),
    };
  };

  /** Big wins of a committed page, on the award channel (the chat's award popup). */
  const announceAwards = async (draw: Draw, wins: Settled[], gameName: () => Promise<string>) => {
    if (wins.length === 0) return;
    try {
      const members = new Map(
        (await repo.findMembers(db, [...new Set(wins.map((win) => win.userId))])).map((m) => [
          m.id,
          m,
        ]),
      );
      const name = await gameName();
      for (const win of wins) {
        const member = members.get(win.userId);
        if (!member) continue;
        const notice: AwardNotice = {
          nickname: member.nickname || member.account,
          userName: member.account,
          gameId: draw.gameId,
          gameName: name,
          reward: win.reward,
        };
        await bus.publish(awardChannel, notice);
      }
    } catch (error) {
      // The money is paid; a lost announcement is not worth a retry.
      log.warn({ err: error, gameId: draw.gameId }, 'award notice not published');
    }
  };

  const settleTurnNow = async (gameId: number, turnNum: string) => {
    const turn = await repo.findTurn(db, gameId, turnNum);
    if (!turn || turn.status !== 'drawn' || !turn.numbers) return { settled: 0 };
    const draw: Draw = {
      gameId,
      turnNum,
      lunarYear: lunarYearAt(turn.planTime),
      ...drawNumbers(turn.numbers),
    };
    // Read before any transaction opens (PGlite has one connection).
    const threshold = await awardThreshold();
    let name: Promise<string> | undefined;
    const gameName = () => (name ??= repo.findGameName(db, gameId).then((n) => n ?? ''));
    const ids = await repo.pendingOrderIds(db, gameId, turnNum);
    let settled = 0;
    let stopped = 0;
    // Pages in flight at once (the database works on one while this process computes the next);
    // they lock wallets and accounts in key order, so they never deadlock one another.
    let next = 0;
    let failed = false;
    const worker = async () => {
      while (!failed && next < ids.length) {
        const page = ids.slice(next, next + pageSize);
        next += pageSize;
        try {
          const done = await settlePage(page, draw);
          settled += done.moved.length;
          stopped += done.stopped;
          const wins = done.moved.filter(
            (order) => order.result === betResult.won && order.reward >= threshold,
          );
          await announceAwards(draw, wins, gameName);
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    };
    const workers = await Promise.allSettled(Array.from({ length: pagesAtOnce }, worker));
    for (const result of workers) if (result.status === 'rejected') throw result.reason;
    if (settled + stopped > 0) {
      log.info({ gameId, turnNum, settled, chaseStopped: stopped }, 'bets settled');
    }
    return { settled };
  };

  /** Work under way in this process, so `whenIdle` and `stop` can wait for it. */
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
    return work;
  };

  /** One settlement of a turn at a time in this process; a second call joins the first. */
  const turnsUnderWay = new Map<string, Promise<{ settled: number }>>();
  /**
   * Settles the turn's pending orders (a turn not yet drawn has none to settle); answers how many
   * this call moved to settled. Rejects if a page fails: its orders stay pending for the sweep.
   */
  const settleTurn = (gameId: number, turnNum: string): Promise<{ settled: number }> => {
    const key = `${gameId}:${turnNum}`;
    const under = turnsUnderWay.get(key);
    if (under) return under;
    const work = track(settleTurnNow(gameId, turnNum).finally(() => turnsUnderWay.delete(key)));
    turnsUnderWay.set(key, work);
    return work;
  };

  let sweeping: Promise<void> | undefined;
  /** Settles every drawn turn that still has pending orders, oldest first. */
  const sweep = (): Promise<void> => {
    sweeping ??= track(
      (async () => {
        try {
          for (const { gameId, turnNum } of await repo.turnsToSweep(db, now())) {
            await settleTurn(gameId, turnNum).catch((error: unknown) => {
              log.error({ err: error, gameId, turnNum }, 'settlement sweep of a turn failed');
            });
          }
        } finally {
          sweeping = undefined;
        }
      })(),
    );
    return sweeping;
  };

  let running = false;
  let listening = false;
  let timers: Timers = unrefTimers;
  let timer: unknown;

  const sweepAndRearm = () => {
    timer = undefined;
    // Tracked up to the next timer being set, so `whenIdle` sees the service armed again.
    void track(
      sweep()
        .catch((error: unknown) => log.error({ err: error }, 'settlement sweep failed'))
        .then(() => {
          if (running) timer = timers.setTimeout(sweepAndRearm, sweepEveryMs);
        }),
    );
  };

  /**
   * Settles each turn when its result is final (the draw engine's event, in the process that
   * draws), and sweeps now and every `sweepEveryMs` for turns left pending. Never makes the
   * engine wait: the work runs in the background (`whenIdle` waits for it).
   */
  const start = (given?: Timers) => {
    if (running) return;
    running = true;
    timers = given ?? unrefTimers;
    if (!listening) {
      listening = true;
      events.on('drawResult', ({ gameId, pre }) => {
        if (!running) return;
        settleTurn(gameId, pre.turnNum).catch((error: unknown) => {
          log.error({ err: error, gameId, turnNum: pre.turnNum }, 'settlement failed');
        });
      });
    }
    sweepAndRearm();
  };

  /** Resolves when no settlement of this process is under way. */
  const whenIdle = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  /** Stops listening and sweeping, then waits for the work under way. */
  const stop = async () => {
    running = false;
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    await whenIdle();
  };

  return { start, stop, settleTurn, resettleTurn, sweep, whenIdle };
};
