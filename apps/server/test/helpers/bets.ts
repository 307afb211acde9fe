import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  expandSelection,
  optionsOf,
  plays,
  settle,
  transactionType,
  type SettleDraw,
  type SettleOutcome,
} from '@lottery/contracts';
import type { Db } from '../../src/db/client';
import {
  betOrders,
  betSlips,
  drawTurns,
  ledgerEntries,
  lotteryGames,
  users,
  wallets,
} from '../../src/db/schema';
import { pgArray } from '../../src/lib/pg-array';

/**
 * Bets written straight into the tables, as a placement leaves them (slip, orders, the stake's
 * debit in the ledger): the settlement's tests and bench do not depend on the placement call.
 */

export interface TestBet {
  playCode: string;
  content: string;
  /** Thousandths of a yuan (whole yuan). */
  amount: number;
  /** Thousandths. */
  odds: number;
  odds2?: number | null;
}

export interface TestTurn {
  turnNum: string;
  /** The turn's close time. */
  betEndTime: Date;
}

/** What contracts' `settle` says of one bet on its own: the reference the settler must agree with. */
export const outcomeOf = (bet: TestBet, draw: SettleDraw): SettleOutcome =>
  settle({ ...bet, odds2: bet.odds2 ?? null }, draw);

/** Choices that make one bet of any play (property tests draw them, benches from a seeded PRNG). */
export interface BetChoice {
  /** Index into contracts' plays (modulo their count). */
  play: number;
  /** Option picks, each an index (modulo what is left); as many as the play needs are used. */
  picks: readonly number[];
  yuan: number;
  /** Thousandths, above 1000. */
  odds: number;
  odds2: number;
}

/** A well-formed bet of the chosen play: its options picked in turn from what is left. */
export const betOf = (choice: BetChoice): TestBet => {
  const play = plays[choice.play % plays.length] ?? plays[0];
  if (!play) throw new Error('no plays');
  const left = optionsOf(play, 2000).map((option) => option.key);
  const min = play.minPick ?? 1;
  const size =
    play.kind === 'single'
      ? 1
      : play.kind === 'combination'
        ? (play.pick ?? 1)
        : min + ((choice.picks[0] ?? 0) % ((play.maxPick ?? min) - min + 1));
  const chosen: string[] = [];
  for (let i = 0; chosen.length < size; i += 1) {
    const [key] = left.splice((choice.picks[i % choice.picks.length] ?? i) % left.length, 1);
    if (key !== undefined) chosen.push(key);
  }
  const contents = expandSelection(play, chosen);
  if (!Array.isArray(contents) || contents[0] === undefined) {
    throw new Error(`no bet of ${play.code} from ${chosen.join(',')}`);
  }
  return {
    playCode: play.code,
    content: contents[0],
    amount: choice.yuan * 1000,
    odds: choice.odds,
    odds2: play.dualOdds ? choice.odds2 : null,
  };
};

/** A small seeded PRNG (mulberry32) for benches' reproducible data. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** Seven distinct balls 1–49 from a PRNG. */
export const randomDraw = (random: () => number): number[] => {
  const balls = Array.from({ length: 49 }, (_, i) => i + 1);
  return Array.from(
    { length: 7 },
    () => balls.splice(Math.floor(random() * balls.length), 1)[0] ?? 0,
  );
};

/** A game row (bets and turns refer to it). */
export const addTestGame = async (db: Db, gameId: number, name = `测试彩${gameId}`) => {
  await db.insert(lotteryGames).values({ id: gameId, name, sort: gameId }).onConflictDoNothing();
};

/** A turn already drawn: `numbers` are its seven balls, final. */
export const addDrawnTurn = async (
  db: Db,
  turn: { gameId: number; turnNum: string; numbers: number[]; planTime: Date },
) => {
  const at = turn.planTime;
  await db.insert(drawTurns).values({
    gameId: turn.gameId,
    turnNum: turn.turnNum,
    closeTime: new Date(at.getTime() - 30_000),
    planTime: at,
    openTime: at,
    finalTime: new Date(at.getTime() + 60_000),
    numbers: turn.numbers,
    revealed: turn.numbers.length,
    status: 'drawn',
    source: 'operator',
  });
};

/** Members with wallets and `deposit` thousandths each (a manual deposit in the ledger). */
export const addTestMembers = async (
  app: FastifyInstance,
  prefix: string,
  count: number,
  deposit: number,
): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { id } = await app.services.account.createMember({
      account: `${prefix}${String(i).padStart(3, '0')}`,
      password: null,
    });
    await app.services.wallet.post({
      userId: id,
      wallet: 'money',
      amount: deposit,
      type: transactionType.manualDeposit,
      reference: `test:deposit:${id}`,
    });
    ids.push(id);
  }
  return ids;
};

/** Many members at once (benches): rows, wallets and deposits by set-based statements. */
export const addManyMembers = async (
  app: FastifyInstance,
  prefix: string,
  count: number,
  deposit: number,
): Promise<number[]> =>
  app.database.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 5_000) {
      const rows = await tx
        .insert(users)
        .values(
          Array.from({ length: Math.min(5_000, count - i) }, (_, k) => {
            const account = `${prefix}${String(i + k).padStart(6, '0')}`;
            return { account, nickname: account };
          }),
        )
        .returning({ id: users.id });
      ids.push(...rows.map((row) => row.id));
    }
    for (let i = 0; i < ids.length; i += 5_000) {
      await tx.insert(wallets).values(
        ids.slice(i, i + 5_000).flatMap((userId) => [
          { userId, kind: 'money' },
          { userId, kind: 'live' },
        ]),
      );
    }
    await app.services.wallet.postBatch(
      ids.map((userId) => ({
        userId,
        wallet: 'money' as const,
        amount: deposit,
        type: transactionType.manualDeposit,
        reference: `test:deposit:${userId}`,
      })),
      tx,
    );
    return ids;
  });

let orderSequence = 0;
const orderPrefix = randomBytes(3).toString('hex').toUpperCase();
const nextOrderNo = () => {
  orderSequence += 1;
  return `T${orderPrefix}${String(orderSequence).padStart(10, '0')}`;
};

export interface PlacedOrder {
  id: number;
  orderNo: string;
  turnNum: string;
  trackOrderNo: string | null;
  bet: TestBet;
}

/**
 * One slip of a member: `bets` on each of `turns` (more than one turn is a chase, 追号: each
 * bet's orders share the first turn's order number as their track), the whole stake debited in
 * one ledger entry, in one transaction.
 */
export const placeTestSlip = async (
  app: FastifyInstance,
  slip: {
    userId: number;
    gameId: number;
    turns: TestTurn[];
    bets: TestBet[];
    stopOnWin?: boolean;
  },
): Promise<PlacedOrder[]> => {
  const { db } = app.database;
  const { wallet } = app.services;
  const chase = slip.turns.length > 1;
  const total = slip.bets.reduce((sum, bet) => sum + bet.amount, 0) * slip.turns.length;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(betSlips)
      .values({
        userId: slip.userId,
        idempotencyKey: randomBytes(8).toString('hex'),
        bodyHash: 'test',
        gameId: slip.gameId,
        total,
      })
      .returning({ id: betSlips.id });
    if (!row) throw new Error('no slip');
    const slipId = row.id;
    await wallet.post(
      {
        userId: slip.userId,
        wallet: 'money',
        amount: -total,
        type: transactionType.lotteryBet,
        reference: `test:slip:${slipId}`,
      },
      tx,
    );
    // Each bet's chase is named by its first turn's order number.
    const tracks = slip.bets.map(() => nextOrderNo());
    const rows = slip.turns.flatMap((turn, t) =>
      slip.bets.map((bet, b) => ({
        orderNo: t === 0 ? (tracks[b] ?? '') : nextOrderNo(),
        slipId,
        userId: slip.userId,
        gameId: slip.gameId,
        turnNum: turn.turnNum,
        betEndTime: turn.betEndTime,
        playCode: bet.playCode,
        content: bet.content,
        amount: bet.amount,
        odds: bet.odds,
        odds2: bet.odds2 ?? null,
        trackOrderNo: chase ? (tracks[b] ?? null) : null,
        stopOnWin: chase && (slip.stopOnWin ?? false),
        bet,
      })),
    );
    const inserted = await tx
      .insert(betOrders)
      .values(rows.map((row) => ({ ...row, bet: undefined })))
      .returning({ id: betOrders.id, orderNo: betOrders.orderNo });
    const idOf = new Map(inserted.map((order) => [order.orderNo, order.id]));
    return rows.map((order) => ({
      id: idOf.get(order.orderNo) ?? 0,
      orderNo: order.orderNo,
      turnNum: order.turnNum,
      trackOrderNo: order.trackOrderNo,
      bet: order.bet,
    }));
  });
};

/**
 * Many single-turn orders at once (benches and large tests): each member's stakes debited in one
 * ledger entry, every row written by set-based statements.
 */
export const insertManyOrders = async (
  app: FastifyInstance,
  turn: { gameId: number } & TestTurn,
  orders: readonly ({ userId: number } & TestBet)[],
  chunk = 10_000,
) => {
  const byMember = new Map<number, number>();
  for (const order of orders) {
    byMember.set(order.userId, (byMember.get(order.userId) ?? 0) + order.amount);
  }
  await app.database.db.transaction(async (tx) => {
    const slips = await tx
      .insert(betSlips)
      .values(
        [...byMember].map(([userId, total]) => ({
          userId,
          idempotencyKey: randomBytes(8).toString('hex'),
          bodyHash: 'test',
          gameId: turn.gameId,
          total,
        })),
      )
      .returning({ id: betSlips.id, userId: betSlips.userId });
    const slipOf = new Map(slips.map((slip) => [slip.userId, slip.id]));
    await app.services.wallet.postBatch(
      slips.map((slip) => ({
        userId: slip.userId,
        wallet: 'money' as const,
        amount: -(byMember.get(slip.userId) ?? 0),
        type: transactionType.lotteryBet,
        reference: `test:slip:${slip.id}`,
      })),
      tx,
    );
    for (let i = 0; i < orders.length; i += chunk) {
      const part = orders.slice(i, i + chunk);
      const column = (pick: (order: (typeof part)[number]) => string | number | null) =>
        pgArray(part.map(pick));
      await tx.execute(sql`
        insert into ${betOrders} (order_no, slip_id, user_id, game_id, turn_num, bet_end_time,
          play_code, content, amount, odds, odds2)
        select order_no, slip_id, user_id, ${turn.gameId}, ${turn.turnNum},
          ${turn.betEndTime.toISOString()}::timestamptz, play_code, content, amount, odds, odds2
        from unnest(
          ${pgArray(part.map(() => nextOrderNo()))}::text[],
          ${column((order) => slipOf.get(order.userId) ?? 0)}::bigint[],
          ${column((order) => order.userId)}::bigint[],
          ${column((order) => order.playCode)}::text[],
          ${column((order) => order.content)}::text[],
          ${column((order) => order.amount)}::bigint[],
          ${column((order) => order.odds)}::integer[],
          ${column((order) => order.odds2 ?? null)}::integer[]
        ) as v(order_no, slip_id, user_id, play_code, content, amount, odds, odds2)`);
    }
  });
};

const mismatchRows = z.object({
  rows: z.array(
    z.object({
      user_id: z.coerce.number(),
      kind: z.string(),
      balance: z.coerce.number(),
      ledger: z.coerce.number(),
    }),
  ),
});

/**
 * The ledger's invariants over every member: Σ entries = balance for each wallet, no reference
 * twice (the unique index holds it; counted anyway). Answers the wallets that disagree.
 */
export const ledgerMismatches = async (db: Db) => {
  const result = await db.execute(sql`
    select w.user_id, w.kind, w.balance, coalesce(sum(e.amount), 0) as ledger
    from ${wallets} w left join ${ledgerEntries} e on e.user_id = w.user_id and e.wallet = w.kind
    group by w.user_id, w.kind, w.balance
    having w.balance <> coalesce(sum(e.amount), 0)`);
  return mismatchRows.parse(result).rows;
};

/** The member's VIP turnover of the cycle. */
export const cycleBetAmountOf = async (db: Db, userId: number) => {
  const [row] = await db
    .select({ amount: users.cycleBetAmount })
    .from(users)
    .where(sql`${users.id} = ${userId}`);
  return row?.amount;
};
