import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  betResult,
  betStatus,
  expandSelection,
  formatOpenNum,
  lunarYearAt,
  milliPerYuan,
  oddsKeysOf,
  optionsOf,
  playByCode,
  plays,
  settle,
  specialTieBall,
  transactionType,
  type Play,
  type PlaceSlipBody,
  type TransactionType,
} from '@lottery/contracts';
import type { Db } from '../db/client';
import { betOdds, drawTurns, lotteryGames } from '../db/schema';
import type { Authenticated } from '../modules/auth/session.service';
import * as repo from '../modules/betting/betting.repository';
import { orderDayOf, slipHashOf } from '../modules/betting/placement.service';
import { AppError } from '../http/app-error';
import type { Services } from '../services';
import { demoMember } from './demo-accounts';
import { demoBetOdds, demoPlayLimits } from './demo-betting';
import { backdateLedger } from './backdate';
import { pick, prngOf as seededPrng, type Random } from './demo-random';

const dayMs = 86_400_000;
const minuteMs = 60_000;

/** The games whose last two weeks of draws member01 bet on, and the one of the open bets. */
export const demoBettingHistoryGames = [110, 90, 95] as const;
export const demoOpenBetGame = 110;
const historyDays = 14;
/** About this share of a game's turns carry a slip of member01's. */
const turnShare = 0.45;
/** A bet picked to win (the member's lucky hand), so the history shows wins among the losses. */
const luckyShare = 0.3;
const stakes = [10, 20, 50, 100] as const;
const historyPlays = ['tm', 'tmlm', 'sb', 'bb', 'tx', 'zm', 'ptyx', 'lm3z2', 'lx2'] as const;

/** The demo's seeded draws (demo-random.ts), under this generator's own keys. */
const prngOf = (key: string) => seededPrng(`demo-bets:${key}`);

type DrawnTurn = typeof drawTurns.$inferSelect & { numbers: number[]; finalTime: Date };

interface HistoryBet {
  play: Play;
  content: string;
  /** Whole yuan. */
  amount: number;
  cancelled?: boolean;
}

/** The demo odds of a bet (the generator writes them before it bets). */
const oddsOf = (play: Play, content: string, lunarYear: number) => {
  const keys = oddsKeysOf(play, content, lunarYear);
  const odds = demoBetOdds[keys.odds];
  const odds2 = keys.odds2 === undefined ? null : demoBetOdds[keys.odds2];
  if (odds === undefined || odds2 === undefined) throw new Error(`no demo odds ${keys.odds}`);
  return { odds, odds2 };
};

/** A well-formed random bet of the play: one option, or a combination of its size. */
const randomContent = (play: Play, random: Random, lunarYear: number): string => {
  const keys = optionsOf(play, lunarYear).map((option) => option.key);
  const size = play.kind === 'single' ? 1 : (play.pick ?? play.minPick ?? 1);
  const chosen = new Set<string>();
  while (chosen.size < size) chosen.add(pick(random, keys));
  const contents = expandSelection(play, [...chosen]);
  if (!Array.isArray(contents) || !contents[0]) throw new Error(`no bet of ${play.code}`);
  return contents[0];
};

/** A bet of the play on the turn: random, or (lucky) the first of 60 random ones that wins. */
const historyBet = (random: Random, turn: DrawnTurn, code: string, lucky: boolean): HistoryBet => {
  const play = playByCode(code);
  if (!play) throw new Error(`no play ${code}`);
  const lunarYear = lunarYearAt(turn.planTime);
  const limits = demoPlayLimits[code];
  const amount = Math.min(
    Math.max(pick(random, stakes), limits?.minAmount ?? 1),
    limits?.maxAmount ?? 100,
  );
  let content = randomContent(play, random, lunarYear);
  for (let tries = 0; lucky && tries < 60; tries += 1) {
    const odds = oddsOf(play, content, lunarYear);
    const outcome = settle(
      { playCode: code, content, amount: amount * milliPerYuan, ...odds },
      { numbers: turn.numbers, lunarYear },
    );
    if (outcome.result === betResult.won) break;
    content = randomContent(play, random, lunarYear);
  }
  return { play, content, amount };
};

/** Every lottery game gets the demo odds and limits of every play. */
const generateOddsAndLimits = async (db: Db) => {
  const games = await db.select({ id: lotteryGames.id }).from(lotteryGames);
  if (games.length === 0) return;
  await db
    .insert(betOdds)
    .values(
      games.flatMap(({ id }) =>
        Object.entries(demoBetOdds).map(([oddsKey, odds]) => ({ gameId: id, oddsKey, odds })),
      ),
    )
    .onConflictDoNothing();
  await repo.upsertLimits(
    db,
    games.flatMap(({ id }) =>
      plays.flatMap((play) => {
        const limits = demoPlayLimits[play.code];
        return limits ? [{ gameId: id, playCode: play.code, enabled: true, ...limits }] : [];
      }),
    ),
  );
};

/** member01's slips of the last two weeks: one per chosen turn, plus the tie and the cancel. */
const planHistory = async (db: Db, now: number) => {
  const turns = (await db
    .select()
    .from(drawTurns)
    .where(
      and(
        inArray(drawTurns.gameId, [...demoBettingHistoryGames]),
        eq(drawTurns.status, 'drawn'),
        gt(drawTurns.planTime, new Date(now - historyDays * dayMs)),
      ),
    )
    .orderBy(asc(drawTurns.planTime))) as DrawnTurn[];
  const slips = new Map<DrawnTurn, HistoryBet[]>();
  for (const turn of turns) {
    const random = prngOf(`${turn.gameId}:${turn.turnNum}`);
    if (random() >= turnShare) continue;
    const count = 1 + Math.floor(random() * 3);
    slips.set(
      turn,
      Array.from({ length: count }, () =>
        historyBet(random, turn, pick(random, historyPlays), random() < luckyShare),
      ),
    );
  }
  // A tie (和局): 特码两面 on a draw whose special is 49, the latest one of the first game.
  const [tieTurn] = (await db
    .select()
    .from(drawTurns)
    .where(
      and(
        eq(drawTurns.gameId, demoBettingHistoryGames[0]),
        eq(drawTurns.status, 'drawn'),
        sql`${drawTurns.numbers}[7] = ${specialTieBall}`,
      ),
    )
    .orderBy(sql`${drawTurns.planTime} desc`)
    .limit(1)) as DrawnTurn[];
  if (tieTurn) {
    const own = [...slips.keys()].find((turn) => turn.id === tieTurn.id) ?? tieTurn;
    const tmlm = playByCode('tmlm') as Play;
    slips.set(own, [...(slips.get(own) ?? []), { play: tmlm, content: 'big', amount: 20 }]);
  }
  // A bet cancelled before its turn closed, on the earliest slip.
  const [first] = [...slips.entries()].sort(([a], [b]) => +a.planTime - +b.planTime);
  if (first) {
    const tm = playByCode('tm') as Play;
    first[1].push({ play: tm, content: '18', amount: 10, cancelled: true });
  }
  return [...slips.entries()].sort(([a], [b]) => +a.planTime - +b.planTime);
};

/**
 * Odds and limits of every play on every lottery game (demo-betting.ts), and member01's bets: two
 * weeks of settled slips on three games placed and settled by the plays' rules (some won, most
 * lost, a tie, a cancelled bet), and open bets (one a chase) on the game's current turn, placed
 * by the betting service. A deposit before them funds the stakes and a withdrawal after them takes
 * the winnings out, so member01's balance stays the README's (Σ ledger = balance all along).
 */
export const generateDemoBetting = async (
  { db, services }: { db: Db; services: Services },
  now: number = Date.now(),
) => {
  await generateOddsAndLimits(db);
  const member = await services.account.findByAccount(demoMember.account);
  if (!member) throw new Error('the demo member is missing');
  const startBalance = (await services.wallet.balances(member.id)).money;
  const history = await planHistory(db, now);
  const open = await repo.findOpenTurn(db, demoOpenBetGame);
  const openSlips: PlaceSlipBody[] = open
    ? [
        {
          gameId: demoOpenBetGame,
          turnNum: open.turnNum,
          idempotencyKey: 'demo-open-slip-1',
          bets: [
            { playCode: 'tm', content: '08', amount: 20 },
            { playCode: 'sb', content: 'red', amount: 50 },
          ],
        },
        {
          gameId: demoOpenBetGame,
          turnNum: open.turnNum,
          idempotencyKey: 'demo-open-slip-2',
          bets: [{ playCode: 'tmlm', content: 'small', amount: 10 }],
          chase: { turns: 3, stopOnWin: true },
        },
      ]
    : [];
  const yuanOf = (bets: { amount: number }[]) => bets.reduce((sum, bet) => sum + bet.amount, 0);
  const funds =
    (history.reduce((sum, [, bets]) => sum + yuanOf(bets), 0) +
      openSlips.reduce((sum, slip) => sum + yuanOf(slip.bets) * (slip.chase?.turns ?? 1), 0)) *
    milliPerYuan;
  const firstAt = history[0]?.[0].closeTime.getTime() ?? now;
  const fundsReference = `demo:bet-funds:${member.account}`;
  await services.wallet.post({
    userId: member.id,
    wallet: 'money',
    amount: funds,
    type: transactionType.manualDeposit,
    reference: fundsReference,
    remark: '演示投注资金',
  });
  await backdateLedger(db, new Map([[fundsReference, new Date(firstAt - 12 * 3_600_000)]]));

  await db.transaction(async (tx) => {
    // Every stake, payout and refund, posted once all are known, in the order they happened.
    const movements: {
      reference: string;
      amount: number;
      type: TransactionType;
      at: Date;
      remark?: string;
    }[] = [];
    for (const [turn, bets] of history) {
      const random = prngOf(`placed:${turn.gameId}:${turn.turnNum}`);
      const placedAt = new Date(
        turn.closeTime.getTime() - (10 + Math.floor(random() * 600)) * minuteMs,
      );
      const lunarYear = lunarYearAt(turn.planTime);
      const total = yuanOf(bets) * milliPerYuan;
      const body: PlaceSlipBody = {
        gameId: turn.gameId,
        turnNum: turn.turnNum,
        idempotencyKey: `demo-${turn.gameId}-${turn.turnNum}`,
        bets: bets.map(({ play, content, amount }) => ({ playCode: play.code, content, amount })),
      };
      const slip = await repo.insertSlip(tx, {
        userId: member.id,
        idempotencyKey: body.idempotencyKey,
        bodyHash: slipHashOf(body),
        gameId: turn.gameId,
        total,
        createdAt: placedAt,
      });
      if (!slip) throw new Error('demo slip keys repeat');
      movements.push({
        reference: `bet:slip:${slip.id}`,
        amount: -total,
        type: transactionType.lotteryBet,
        at: placedAt,
        remark: `彩票投注 ${turn.turnNum}`,
      });
      const orderNos = await repo.allocateOrderNos(tx, orderDayOf(placedAt), bets.length);
      const rows = bets.map((bet, i): repo.NewOrderRow => {
        const orderNo = orderNos[i] as string;
        const amount = bet.amount * milliPerYuan;
        const odds = oddsOf(bet.play, bet.content, lunarYear);
        const base = {
          orderNo,
          slipId: slip.id,
          userId: member.id,
          gameId: turn.gameId,
          turnNum: turn.turnNum,
          betEndTime: turn.closeTime,
          playCode: bet.play.code,
          content: bet.content,
          amount,
          ...odds,
          model: 1,
          rebate: member.rebate,
          createdAt: placedAt,
        };
        if (bet.cancelled) {
          const at = new Date(placedAt.getTime() + 5 * minuteMs);
          movements.push({
            reference: `bet:cancel:${orderNo}`,
            amount,
            type: transactionType.cancelledBetRefund,
            at,
          });
          return { ...base, status: betStatus.cancelled };
        }
        const outcome = settle(
          { playCode: bet.play.code, content: bet.content, amount, ...odds },
          { numbers: turn.numbers, lunarYear },
        );
        if (outcome.result === betResult.won) {
          movements.push({
            reference: `bet:win:${orderNo}`,
            amount: outcome.reward,
            type: transactionType.payout,
            at: turn.finalTime,
          });
        } else if (outcome.result === betResult.tie) {
          movements.push({
            reference: `bet:tie:${orderNo}`,
            amount: outcome.reward,
            type: transactionType.tieRefund,
            at: turn.finalTime,
          });
        }
        return {
          ...base,
          status: betStatus.settled,
          result: outcome.result,
          reward: outcome.reward,
          openNum: formatOpenNum(turn.numbers),
          settledAt: turn.finalTime,
        };
      });
      await repo.insertOrders(tx, rows);
    }
    movements.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const movement of movements) {
      await services.wallet.post(
        {
          userId: member.id,
          wallet: 'money',
          amount: movement.amount,
          type: movement.type,
          reference: movement.reference,
          ...(movement.remark === undefined ? {} : { remark: movement.remark }),
        },
        tx,
      );
    }
    await backdateLedger(
      tx,
      new Map(movements.map((movement) => [movement.reference, movement.at])),
    );
  });

  const authenticated: Authenticated = { user: member, sessionId: 0 };
  for (const body of openSlips) {
    try {
      await services.betting.place(authenticated, body);
    } catch (error) {
      // The turn closed while the demo was being made: the next one carries no open bets.
      if (!(error instanceof AppError && error.code === 'BET/TURN_CLOSED')) throw error;
    }
  }

  const surplus = (await services.wallet.balances(member.id)).money - startBalance;
  if (surplus > 0) {
    await services.wallet.post({
      userId: member.id,
      wallet: 'money',
      amount: -surplus,
      type: transactionType.userWithdrawal,
      reference: `demo:bet-withdrawal:${member.account}`,
      remark: '演示提现',
    });
  }
};
