import { milliPerYuan, transactionType } from '@lottery/contracts';
import type { Db } from '../db/client';
import * as gamesRepo from '../modules/games/games.repository';
import {
  dealBaccarat,
  isDemoEngine,
  type RandomInt,
} from '../modules/games/providers/demo/demo-engines';
import {
  createDemoProvider,
  type DemoSession,
} from '../modules/games/providers/demo/demo-provider';
import type { Services } from '../services';
import { demoMember } from './demo-accounts';
import { backdateLedger } from './backdate';
import { pick, prngOf as seededPrng, type Random } from './demo-random';

const dayMs = 86_400_000;
const minuteMs = 60_000;

/** The third-party games member01 played, on four platforms (demo-games.ts). */
export const demoLiveRoundGames = [
  { liveCode: 'XGLIVE', gameCode: 'live-baccarat' },
  { liveCode: 'XGLIVE', gameCode: 'live-dragon-tiger' },
  { liveCode: 'JLSX', gameCode: 'live-multi-baccarat' },
  { liveCode: 'QXQP', gameCode: 'card-dragon-tiger' },
  { liveCode: 'HLDZ', gameCode: 'slot-lucky-777' },
] as const;
type RoundGame = (typeof demoLiveRoundGames)[number];

/** Three weeks of play, on about this share of the days, 1–3 rounds a day. */
const historyDays = 21;
const dayShare = 0.6;
/** Whole yuan. */
const stakes = [10, 20, 50, 100] as const;
/** Days before the generator's clock of the push (和局 returning the stake: not a valid bet). */
const pushDay = 2;

/** The demo's seeded draws (demo-random.ts), under this generator's own keys. */
const prngOf = (key: string) => seededPrng(`demo-live:${key}`);
const randomIntOf =
  (random: Random): RandomInt =>
  (max) =>
    Math.floor(random() * max);

interface PlannedRound {
  roundId: string;
  game: RoundGame;
  /** Days before the generator's clock, and minutes from that moment (negative: earlier). */
  day: number;
  minute: number;
  /** Thousandths of a yuan. */
  stake: number;
  /** The side bet on: banker/player, dragon/tiger; a slot spins. */
  side: string;
  /** What the provider's cards and reels are drawn from. */
  seed: string;
}

/** The first seed `{key}:{n}` whose baccarat deal ties (`tie`) or not: a push, or no push. */
const baccaratSeed = (key: string, tie: boolean) => {
  let attempt = 0;
  while ((dealBaccarat(randomIntOf(prngOf(`${key}:${attempt}`))).winner === 'tie') !== tie) {
    attempt += 1;
  }
  return `${key}:${attempt}`;
};

/** The rounds, oldest first: fixed by the day's number alone, whatever the clock says. */
const planRounds = (): PlannedRound[] => {
  const rounds: PlannedRound[] = [];
  for (let day = historyDays; day >= 1; day -= 1) {
    const random = prngOf(`day:${day}`);
    const plays = random() < dayShare ? 1 + Math.floor(random() * 3) : 0;
    // The day's session starts 4 to 14 hours before the generator's clock, whole days back.
    let minute = -(240 + Math.floor(random() * 600));
    for (let i = 0; i < plays; i += 1) {
      const game = pick(random, demoLiveRoundGames);
      const side = game.gameCode.includes('baccarat')
        ? pick(random, ['banker', 'player'])
        : game.gameCode.includes('dragon-tiger')
          ? pick(random, ['dragon', 'tiger'])
          : 'bet';
      const roundId = `demo-live-${day}-${i + 1}`;
      rounds.push({
        roundId,
        game,
        day,
        minute,
        stake: pick(random, stakes) * milliPerYuan,
        side,
        // A tied baccarat deal returns a 庄/闲 stake: the one push below stays the only one.
        seed: game.gameCode.includes('baccarat') ? baccaratSeed(roundId, false) : roundId,
      });
      minute += 3 + Math.floor(random() * 20);
    }
  }
  // The push: 闲 on a baccarat deal that ties gives the stake back exactly.
  const pushId = `demo-live-${pushDay}-push`;
  rounds.push({
    roundId: pushId,
    game: demoLiveRoundGames[0],
    day: pushDay,
    minute: -60,
    stake: 50 * milliPerYuan,
    side: 'player',
    seed: baccaratSeed(pushId, true),
  });
  return rounds.sort((a, b) => b.day - a.day || a.minute - b.minute);
};

/**
 * member01's three weeks of third-party game rounds (live_bet_records) on four platforms — table
 * rounds won and lost, slot spins, one push — played through the built-in provider's own round
 * functions against the live wallet, with its clock set to each round's time and its cards drawn
 * from a seeded PRNG, so the rounds and their ledger entries are those of real play. An operator's
 * deposit into the live wallet (演示游戏资金) funds the stakes and a 人工扣款 (演示余额还原) takes what the
 * rounds returned back out, so member01's balances stay the README's (liveMoney 0) and its main
 * wallet, its 额度转换 and its withdraw turnover are not touched.
 * Run after the game centre's catalogue (generate-games.ts).
 */
export const generateDemoLiveRounds = async (
  { db, services }: { db: Db; services: Services },
  now: number = Date.now(),
) => {
  const member = await services.account.findByAccount(demoMember.account);
  if (!member) throw new Error('the demo member is missing');
  const rounds = planRounds();
  const timeOf = (round: PlannedRound) =>
    new Date(now - round.day * dayMs + round.minute * minuteMs);

  let clock = new Date(now);
  let cards: RandomInt = () => 0;
  const provider = createDemoProvider(
    { db, now: () => clock },
    { wallet: services.wallet, random: (max) => cards(max) },
  );
  const sessions = new Map<string, DemoSession>();
  for (const { liveCode, gameCode } of demoLiveRoundGames) {
    const found = await gamesRepo.findProviderGame(db, liveCode, gameCode);
    if (!found || !isDemoEngine(found.game.gameKind)) throw new Error(`no demo game ${gameCode}`);
    sessions.set(gameCode, {
      userId: member.id,
      liveCode,
      game: found.game,
      engine: found.game.gameKind,
    });
  }
  const sessionOf = (round: PlannedRound) => {
    const session = sessions.get(round.game.gameCode);
    if (!session) throw new Error(`no demo game ${round.game.gameCode}`);
    return session;
  };

  // The live wallet funded by an operator's deposit (no transfer from the main balance: the
  // member's 额度转换 history stays its own), then brought back to where it was after the rounds.
  const before = (await services.wallet.balances(member.id)).liveMoney;
  const funds = rounds.reduce((sum, round) => sum + round.stake, 0);
  const firstAt = rounds[0] ? timeOf(rounds[0]) : new Date(now);
  const times = new Map<string, Date>();
  const fundsReference = `demo:live-funds:${member.account}`;
  await services.wallet.post({
    userId: member.id,
    wallet: 'live',
    amount: funds,
    type: transactionType.manualDeposit,
    reference: fundsReference,
    remark: '演示游戏资金',
  });
  times.set(fundsReference, new Date(firstAt.getTime() - 30 * minuteMs));

  for (const round of rounds) {
    const session = sessionOf(round);
    const betAt = timeOf(round);
    const settledAt = new Date(betAt.getTime() + 40_000);
    cards = randomIntOf(prngOf(round.seed));
    clock = betAt;
    const reference = (leg: 'bet' | 'win') => `live:${session.liveCode}:${round.roundId}:${leg}`;
    if (session.engine === 'slot') {
      await provider.spin(session, { roundId: round.roundId, bet: round.stake });
      times.set(reference('bet'), betAt);
      times.set(reference('win'), betAt);
      continue;
    }
    const sides =
      session.engine === 'baccarat' ? ['player', 'banker', 'tie'] : ['dragon', 'tiger', 'tie'];
    const bets = Object.fromEntries(
      sides.map((side) => [side, side === round.side ? round.stake : 0]),
    );
    await provider.bet(session, { roundId: round.roundId, bets });
    clock = settledAt;
    await provider.settle(session, round.roundId);
    times.set(reference('bet'), betAt);
    times.set(reference('win'), settledAt);
  }
  clock = new Date(now);
  await backdateLedger(db, times);

  const surplus = (await services.wallet.balances(member.id)).liveMoney - before;
  if (surplus > 0) {
    await services.wallet.post({
      userId: member.id,
      wallet: 'live',
      amount: -surplus,
      type: transactionType.manualDeduction,
      reference: `demo:live-restore:${member.account}`,
      remark: '演示余额还原',
    });
  }
};
