import { createHash, randomBytes, randomInt } from 'node:crypto';
import { transactionType, type LiveBetRecord } from '@lottery/contracts';
import { z } from 'zod';
import type { Db } from '../../../../db/client';
import type { Deps } from '../../../../deps';
import { AppError } from '../../../../http/app-error';
import type { WalletService } from '../../../wallet/wallet.service';
import * as gamesRepo from '../../games.repository';
import type {
  GameProviderAdapter,
  LaunchRequest,
  ProviderRecord,
  TransferRequest,
} from '../provider-adapter';
import {
  baccaratBets,
  baccaratPayout,
  dealBaccarat,
  dealDragonTiger,
  demoChips,
  demoMaxStake,
  dragonTigerBets,
  dragonTigerPayout,
  isDemoEngine,
  slotBets,
  slotPayout,
  spinSlot,
  sportLabels,
  stakeOf,
  tableLabels,
  type BaccaratDeal,
  type DemoEngine,
  type DragonTigerDeal,
  type RandomInt,
  type SlotSpin,
} from './demo-engines';
import * as repo from './demo.repository';

/** `game_providers.adapter` of the providers this server plays itself. */
export const demoAdapterName = 'demo';
/** Where the built-in provider's pages and calls live (docs/api.md "The demo provider"). */
export const demoCasinoBase = '/demo-casino';
/**
 * A launched game's session lasts this long at most; it ends before with the member's session
 * (logout, a login elsewhere, expiry), a password change or a frozen account.
 */
export const demoSessionMs = 2 * 3_600_000;
/** A table round bet on but never dealt (the window closed) is dealt by the server after this. */
export const demoRoundTimeoutMs = 60_000;

export const roundIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, '应为 8–64 位字母、数字或 -');

export const tableBetBody = z.strictObject({
  roundId: roundIdSchema,
  bets: z.record(z.string(), z.number()),
});
export const spinBody = z.strictObject({ roundId: roundIdSchema, bet: z.number() });

type TableEngine = Exclude<DemoEngine, 'slot'>;
type TableBets = Record<string, number>;
type Deal = DragonTigerDeal | BaccaratDeal;

interface RoundDetail {
  engine: DemoEngine;
  bets: TableBets;
  deal?: Deal;
  spin?: SlotSpin;
}

export interface DemoSession {
  userId: number;
  liveCode: string;
  game: gamesRepo.GameRow;
  engine: DemoEngine;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
/** What a game session keeps of the password: a changed password no longer matches it. */
const passwordStampOf = (passwordHash: string | null) =>
  createHash('sha256')
    .update(passwordHash ?? '')
    .digest('base64url');

const tableRules = {
  'dragon-tiger': {
    bets: dragonTigerBets,
    deal: dealDragonTiger,
    payout: (bets: TableBets, deal: Deal) =>
      dragonTigerPayout(dragonTigerBets.parse(bets), deal as DragonTigerDeal),
  },
  baccarat: {
    bets: baccaratBets,
    deal: dealBaccarat,
    payout: (bets: TableBets, deal: Deal) =>
      baccaratPayout(baccaratBets.parse(bets), deal as BaccaratDeal),
  },
} as const;

const detailOf = (round: repo.RoundRow) => round.detail as unknown as RoundDetail;

const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * The built-in game provider: small games served by this server (pages under /demo-casino/),
 * played against the member's live wallet (liveMoney) through the ledger. Every round is a
 * `live_bet_records` row; a round id is the idempotency key of its ledger rows, so a retried bet,
 * deal or spin moves the money once. Cards and reels come from crypto.randomInt.
 */
export const createDemoProvider = (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  { wallet, random = randomInt }: { wallet: WalletService; random?: RandomInt },
) => {
  const reference = (liveCode: string, roundId: string, leg: 'bet' | 'win') =>
    `live:${liveCode}:${roundId}:${leg}`;

  const liveBalance = async (userId: number) => (await wallet.balances(userId)).liveMoney;

  // —— sessions ——

  const openSession = async (
    { userId, sessionId }: LaunchRequest['member'],
    liveCode: string,
    gameCode: string,
  ) => {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    await repo.deleteExpiredSessions(db, at);
    const account = await repo.findAccount(db, userId);
    if (!account) throw new AppError('LIVE/SESSION_INVALID');
    await repo.insertSession(db, {
      tokenHash: hashToken(token),
      userId,
      sessionId,
      passwordStamp: passwordStampOf(account.passwordHash),
      liveCode,
      gameCode,
      expiresAt: new Date(at.getTime() + demoSessionMs),
    });
    return token;
  };

  /**
   * The game session behind a token, checked on every call against what it depends on (read in
   * the same query), so a plain SQL freeze or a session ended by any process ends the game too.
   */
  const session = async (token: string | undefined): Promise<DemoSession> => {
    const tokenHash = token ? hashToken(token) : undefined;
    const bound = tokenHash ? await repo.findSession(db, tokenHash) : undefined;
    if (!tokenHash || !bound) throw new AppError('LIVE/SESSION_INVALID');
    const at = now();
    if (
      bound.game.expiresAt <= at ||
      bound.memberSession.endedAt !== null ||
      bound.memberSession.expiresAt <= at ||
      bound.account.status !== 0 ||
      passwordStampOf(bound.account.passwordHash) !== bound.game.passwordStamp
    ) {
      // Ended for good: unfreezing the account or the clock going back does not revive it.
      await repo.deleteSession(db, tokenHash);
      throw new AppError('LIVE/SESSION_INVALID');
    }
    const row = bound.game;
    const found = await gamesRepo.findProviderGame(db, row.liveCode, row.gameCode);
    if (
      !found ||
      found.provider.adapter !== demoAdapterName ||
      !isDemoEngine(found.game.gameKind)
    ) {
      throw new AppError('LIVE/SESSION_INVALID');
    }
    return {
      userId: row.userId,
      liveCode: row.liveCode,
      game: found.game,
      engine: found.game.gameKind,
    };
  };

  // —— rounds ——

  const roundView = async (round: repo.RoundRow) => {
    const detail = detailOf(round);
    const settled = round.status === 'settled';
    return {
      roundId: round.roundId,
      engine: detail.engine,
      status: round.status,
      bets: detail.bets,
      betAmount: round.betAmount,
      winAmount: settled ? round.winAmount : 0,
      // What was dealt stays on the server until the round is settled.
      deal: settled ? (detail.deal ?? null) : null,
      spin: detail.spin ?? null,
      balance: await liveBalance(round.userId),
    };
  };
  type RoundView = Awaited<ReturnType<typeof roundView>>;

  /** Settles an open round once: the payout's ledger row and the record in one transaction. */
  const settleOpen = async (round: repo.RoundRow, outer?: Db) =>
    (outer ?? db).transaction(async (tx) => {
      const detail = detailOf(round);
      if (detail.engine === 'slot' || !detail.deal) throw new AppError('LIVE/ROUND_NOT_FOUND');
      const winAmount = tableRules[detail.engine].payout(detail.bets, detail.deal);
      const settled = await repo.settleRound(tx, round.id, { winAmount, settledAt: now() });
      if (!settled) return (await repo.findRound(tx, round.liveCode, round.roundId)) ?? round;
      if (winAmount > 0) {
        await wallet.post(
          {
            userId: round.userId,
            wallet: 'live',
            amount: winAmount,
            type: transactionType.livePayout,
            reference: reference(round.liveCode, round.roundId, 'win'),
            remark: round.gameName,
          },
          tx,
        );
      }
      return settled;
    });

  /** Deals the member's open round when its window was left for longer than the timeout. */
  const settleStale = async (userId: number) => {
    const open = await repo.findOpenRound(db, userId);
    if (open && now().getTime() - open.betAt.getTime() >= demoRoundTimeoutMs) {
      await settleOpen(open);
      return undefined;
    }
    return open;
  };

  const existingRound = async (current: DemoSession, roundId: string) => {
    const existing = await repo.findRound(db, current.liveCode, roundId);
    if (!existing) return undefined;
    if (existing.userId !== current.userId || existing.gameCode !== current.game.gameCode) {
      throw new AppError('LIVE/ROUND_CONFLICT');
    }
    return existing;
  };

  /** Bets of whole yuan whose total is 1–10,000 yuan (docs/api.md "The demo provider"). */
  const validBets = <T extends TableBets>(parse: () => T): T => {
    try {
      const bets = parse();
      const stake = stakeOf(bets);
      if (stake <= 0 || stake > demoMaxStake) throw new AppError('LIVE/BET_INVALID');
      return bets;
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('LIVE/BET_INVALID');
    }
  };

  /** A table game's bet: the stake leaves the live wallet and the cards are dealt (hidden). */
  const bet = async (
    current: DemoSession,
    body: z.infer<typeof tableBetBody>,
  ): Promise<RoundView> => {
    if (current.engine === 'slot') throw new AppError('LIVE/BET_INVALID');
    const engine: TableEngine = current.engine;
    const known = await existingRound(current, body.roundId);
    if (known) return roundView(known);
    const bets = validBets(() => tableRules[engine].bets.parse(body.bets) as TableBets);
    await settleStale(current.userId);
    const stake = stakeOf(bets);
    const detail: RoundDetail = { engine, bets, deal: tableRules[engine].deal(random) };
    const round = await db.transaction(async (tx) => {
      const inserted = await repo.insertRound(tx, {
        liveCode: current.liveCode,
        roundId: body.roundId,
        userId: current.userId,
        gameCode: current.game.gameCode,
        gameName: current.game.gameName,
        betAmount: stake,
        status: 'open',
        detail: detail as unknown as Record<string, unknown>,
        betAt: now(),
      });
      if (!inserted) return undefined;
      await wallet.post(
        {
          userId: current.userId,
          wallet: 'live',
          amount: -stake,
          type: transactionType.liveBet,
          reference: reference(current.liveCode, body.roundId, 'bet'),
          remark: current.game.gameName,
        },
        tx,
      );
      return inserted;
    });
    if (round) return roundView(round);
    // Not inserted: the same round id raced in (idempotent), or another round is still open.
    const raced = await existingRound(current, body.roundId);
    if (raced) return roundView(raced);
    throw new AppError('KY/0');
  };

  /** Reveals a table round's cards and pays it; settling again answers the same. */
  const settle = async (current: DemoSession, roundId: string): Promise<RoundView> => {
    const round = await repo.findRound(db, current.liveCode, roundId);
    if (!round || round.userId !== current.userId) throw new AppError('LIVE/ROUND_NOT_FOUND');
    return roundView(round.status === 'open' ? await settleOpen(round) : round);
  };

  /** A slot spin: stake, reels and payout in one transaction. */
  const spin = async (current: DemoSession, body: z.infer<typeof spinBody>): Promise<RoundView> => {
    if (current.engine !== 'slot') throw new AppError('LIVE/BET_INVALID');
    const known = await existingRound(current, body.roundId);
    if (known) return roundView(known);
    const bets = validBets(() => slotBets.parse({ bet: body.bet }));
    const result = spinSlot(random);
    const winAmount = slotPayout(bets, result);
    const at = now();
    const round = await db.transaction(async (tx) => {
      const inserted = await repo.insertRound(tx, {
        liveCode: current.liveCode,
        roundId: body.roundId,
        userId: current.userId,
        gameCode: current.game.gameCode,
        gameName: current.game.gameName,
        betAmount: bets.bet,
        winAmount,
        status: 'settled',
        detail: { engine: 'slot', bets, spin: result },
        betAt: at,
        settledAt: at,
      });
      if (!inserted) return undefined;
      const posting = {
        userId: current.userId,
        wallet: 'live' as const,
        remark: current.game.gameName,
      };
      await wallet.post(
        {
          ...posting,
          amount: -bets.bet,
          type: transactionType.liveBet,
          reference: reference(current.liveCode, body.roundId, 'bet'),
        },
        tx,
      );
      if (winAmount > 0) {
        await wallet.post(
          {
            ...posting,
            amount: winAmount,
            type: transactionType.livePayout,
            reference: reference(current.liveCode, body.roundId, 'win'),
          },
          tx,
        );
      }
      return inserted;
    });
    const final = round ?? (await existingRound(current, body.roundId));
    if (!final) throw new AppError('LIVE/ROUND_CONFLICT');
    return roundView(final);
  };

  /** What the game page shows first: the game, the chips, the balance, an unfinished round. */
  const state = async (current: DemoSession) => {
    const open = await settleStale(current.userId);
    return {
      gameName: current.game.gameName,
      gameCode: current.game.gameCode,
      engine: current.engine,
      labels:
        current.engine === 'slot'
          ? {}
          : current.game.category === 'sport' && current.engine === 'dragon-tiger'
            ? sportLabels
            : tableLabels[current.engine],
      chips: [...demoChips],
      balance: await liveBalance(current.userId),
      openRound: open && open.gameCode === current.game.gameCode ? await roundView(open) : null,
    };
  };

  // —— the adapter ——

  const transfer = async (
    { userId, amount, transferId }: TransferRequest,
    direction: 'in' | 'out',
  ) => {
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new AppError('SYS/VALIDATION', '金额无效');
    const [from, to] =
      direction === 'in' ? (['money', 'live'] as const) : (['live', 'money'] as const);
    await db.transaction(async (tx) => {
      for (const [kind, sign, leg] of [
        [from, -1, 'from'],
        [to, 1, 'to'],
      ] as const) {
        await wallet.post(
          {
            userId,
            wallet: kind,
            amount: sign * amount,
            type: transactionType.liveTransfer,
            reference: `${transferId}:${leg}`,
            remark: direction === 'in' ? '转入游戏' : '转出游戏',
          },
          tx,
        );
      }
    });
    return liveBalance(userId);
  };

  const adapter: GameProviderAdapter = {
    name: demoAdapterName,
    launch: async ({ provider, game, member, origin }) => {
      if (!isDemoEngine(game.gameKind)) throw new Error(`no demo engine for ${game.gameCode}`);
      if (await settleStale(member.userId)) throw new AppError('KY/0');
      const token = await openSession(member, provider.liveCode, game.gameCode);
      const path = `${demoCasinoBase}/play/${encodeURIComponent(game.gameCode)}`;
      return `${origin}${path}?token=${token}`;
    },
    balance: (_provider: ProviderRecord, userId: number) => liveBalance(userId),
    transferIn: (request) => transfer(request, 'in'),
    transferOut: (request) => transfer(request, 'out'),
    betRecords: async ({ provider, from, to, userId }): Promise<LiveBetRecord[]> =>
      (await repo.listSettledRounds(db, provider.liveCode, from, to, userId)).map((round) => ({
        roundId: round.roundId,
        liveCode: round.liveCode,
        gameCode: round.gameCode,
        gameName: round.gameName,
        betAmount: round.betAmount,
        winAmount: round.winAmount,
        betTime: unixSeconds(round.betAt),
        settledTime: unixSeconds(round.settledAt ?? round.betAt),
      })),
  };

  return { adapter, openSession, session, state, bet, settle, spin };
};

export type DemoProvider = ReturnType<typeof createDemoProvider>;
