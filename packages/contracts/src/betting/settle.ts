import { drawBalls } from '../draws';
import {
  keysOfContent,
  numbersOfOption,
  playByCode,
  playsTiedBySpecial49,
  specialTieBall,
  type Play,
} from './plays';

export interface SettleBet {
  playCode: string;
  content: string;
  /** stake, thousandths of a yuan (always whole yuan ×1000) */
  amount: number;
  /** thousandths: 48.8 → 48800 */
  odds: number;
  /** The lesser hit's odds of a dualOdds play; ignored by the others. */
  odds2: number | null;
}

export interface SettleDraw {
  numbers: readonly number[];
  lunarYear: number;
}

export interface SettleOutcome {
  /** 0 lost, 1 won, 2 tie (和: stake back) */
  result: 0 | 1 | 2;
  /** thousandths of a yuan paid back */
  reward: number;
}

/** won2: the lesser hit of a dualOdds play (三中二 中二, 二中特 中特). */
type Hit = 'lost' | 'won' | 'won2';

interface Drawn {
  normal: readonly number[];
  special: number;
  all: readonly number[];
  lunarYear: number;
}

type Judge = (play: Play, keys: readonly string[], drawn: Drawn) => Hit;

const hitIf = (won: boolean): Hit => (won ? 'won' : 'lost');

const ballsOf = (play: Play, key: string, drawn: Drawn): number[] =>
  numbersOfOption(play, key, drawn.lunarYear);

/** Every key of a single play stands for a set of balls; the bet wins when the special is one. */
const onSpecial: Judge = (play, keys, drawn) =>
  hitIf(keys.some((key) => ballsOf(play, key, drawn).includes(drawn.special)));

/** 平特: any of the seven balls; pays once however many match. */
const onAnyBall: Judge = (play, [key], drawn) =>
  hitIf(ballsOf(play, key as string, drawn).some((ball) => drawn.all.includes(ball)));

const normalAt =
  (position: number): Judge =>
  (_play, [key], drawn) =>
    hitIf(drawn.normal[position] === Number(key));

const normalHits = (keys: readonly string[], drawn: Drawn): number =>
  keys.filter((key) => drawn.normal.includes(Number(key))).length;

const allNormal: Judge = (_play, keys, drawn) => hitIf(normalHits(keys, drawn) === keys.length);

/** One of the pair among the normal balls, the other the special. */
const specialPair = (keys: readonly string[], drawn: Drawn): boolean =>
  normalHits(keys, drawn) === 1 && keys.some((key) => Number(key) === drawn.special);

const judges: Record<string, Judge> = {
  tm: onSpecial,
  tmlm: onSpecial,
  sb: onSpecial,
  bb: onSpecial,
  tx: onSpecial,
  ptyx: onAnyBall,
  ptws: onAnyBall,
  zm: (_play, [key], drawn) => hitIf(drawn.normal.includes(Number(key))),
  ...Object.fromEntries(
    Array.from({ length: drawBalls.normalCount }, (_, i) => [`zmt${i + 1}`, normalAt(i)]),
  ),
  lm3qz: allNormal,
  lm3z2: (_play, keys, drawn) => {
    const hits = normalHits(keys, drawn);
    return hits === 3 ? 'won' : hits === 2 ? 'won2' : 'lost';
  },
  lm2qz: allNormal,
  lm2zt: (_play, keys, drawn) =>
    normalHits(keys, drawn) === 2 ? 'won' : specialPair(keys, drawn) ? 'won2' : 'lost',
  lmtc: (_play, keys, drawn) => hitIf(specialPair(keys, drawn)),
  lm4qz: allNormal,
  hx: onSpecial,
  ...Object.fromEntries(
    ['lx2', 'lx3', 'lx4', 'lw2', 'lw3', 'lw4'].map((code): [string, Judge] => [
      code,
      (play, keys, drawn) =>
        hitIf(
          keys.every((key) => ballsOf(play, key, drawn).some((ball) => drawn.all.includes(ball))),
        ),
    ]),
  ),
  ...Object.fromEntries(
    ['bz5', 'bz6', 'bz7', 'bz8', 'bz9', 'bz10'].map((code): [string, Judge] => [
      code,
      (_play, keys, drawn) => hitIf(keys.every((key) => !drawn.all.includes(Number(key)))),
    ]),
  ),
  wx: onSpecial,
  jqys: onSpecial,
  ts: onSpecial,
  ws: onSpecial,
};

const drawnOf = ({ numbers, lunarYear }: SettleDraw): Drawn => {
  const wellFormed =
    numbers.length === drawBalls.count &&
    new Set(numbers).size === drawBalls.count &&
    numbers.every((n) => Number.isInteger(n) && n >= drawBalls.min && n <= drawBalls.max) &&
    Number.isInteger(lunarYear);
  if (!wellFormed) throw new RangeError(`not a draw: ${numbers.join(',')} (${lunarYear})`);
  return {
    normal: numbers.slice(0, drawBalls.normalCount),
    special: numbers[drawBalls.normalCount] as number,
    all: numbers,
    lunarYear,
  };
};

const isWholeYuan = (thousandths: number): boolean =>
  Number.isSafeInteger(thousandths) && thousandths > 0 && thousandths % 1000 === 0;
const isOdds = (odds: number | null): odds is number =>
  odds !== null && Number.isSafeInteger(odds) && odds > 0;

/**
 * The outcome of one bet on a draw. A win pays stake (whole yuan) × odds (thousandths, stake
 * included), a tie gives the stake back. Throws a RangeError for anything malformed: the server
 * validated it before, so settling must not guess.
 */
export const settle = (bet: SettleBet, draw: SettleDraw): SettleOutcome => {
  const play = playByCode(bet.playCode);
  const judge = judges[bet.playCode];
  if (!play || !judge) throw new RangeError(`no play ${bet.playCode}`);
  const keys = keysOfContent(play, bet.content);
  if (!keys) throw new RangeError(`not a bet of ${play.code}: ${bet.content}`);
  if (!isWholeYuan(bet.amount)) throw new RangeError(`not a stake: ${bet.amount}`);
  if (!isOdds(bet.odds) || (play.dualOdds && !isOdds(bet.odds2))) {
    throw new RangeError(`not the odds of ${play.code}: ${bet.odds}/${bet.odds2}`);
  }
  const drawn = drawnOf(draw);

  if (playsTiedBySpecial49.includes(play.code) && drawn.special === specialTieBall) {
    return { result: 2, reward: bet.amount };
  }
  const yuan = bet.amount / 1000;
  switch (judge(play, keys, drawn)) {
    case 'won':
      return { result: 1, reward: yuan * bet.odds };
    case 'won2':
      return { result: 1, reward: yuan * (bet.odds2 as number) };
    case 'lost':
      return { result: 0, reward: 0 };
  }
};
