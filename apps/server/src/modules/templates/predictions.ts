import {
  colorOfBall,
  ballColorNames,
  heShuOf,
  heShuSizeOf,
  labelOfZodiac,
  qinQiShuHua,
  seasons,
  zodiacGenders,
  zodiacOfBall,
  zodiacs,
  type ZodiacGrouping,
} from '@lottery/contracts';

/**
 * The demo predictors (docs/decisions.md "Templates"): each reads the draws before a turn and
 * picks what it predicts for that turn's special number (the seventh ball); a scorer then
 * compares the pick with the drawn special. Pure functions: the same history gives the same
 * picks, and a hit is a hit only when the drawn special agrees.
 */

export const predictorKinds = [
  'zodiac1',
  'zodiac3',
  'zodiac6',
  'zodiac7',
  'kill3',
  'numbers10',
  'numbers24',
  'heShu',
  'qqsh',
  'season',
  'gender',
  'bigSmall',
  'oddEven',
  'color',
  'tail3',
  'pingte',
] as const;
export type PredictorKind = (typeof predictorKinds)[number];
export const isPredictorKind = (kind: string): kind is PredictorKind =>
  (predictorKinds as readonly string[]).includes(kind);

/** A drawn turn: its seven numbers and the lunar year its zodiacs are read in. */
export interface PastDraw {
  turnNum: string;
  numbers: readonly number[];
  lunarYear: number;
}

/** What an item predicts: the kind and its picks (zodiacs, numbers, labels …) as text. */
export interface Prediction {
  kind: PredictorKind;
  picks: string[];
}

const specialOf = (draw: PastDraw): number => draw.numbers[6] ?? 0;
const pad = (n: number) => String(n).padStart(2, '0');

/** A number in [0, 1) from the text (FNV-1a): the tie-break that varies picks between templates. */
const jitter = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
};

/**
 * Ranks candidates by how often `valueOf` matched the recent specials (the last `window` draws),
 * hot first or cold first by variant, with a seeded tie-break; answers the top `k`.
 */
const rank = (
  candidates: readonly string[],
  history: readonly PastDraw[],
  valueOf: (draw: PastDraw) => readonly string[],
  k: number,
  seed: string,
  variant: number,
): string[] => {
  const window = 8 + (variant % 4) * 6;
  const counts = new Map(candidates.map((c) => [c, 0]));
  for (const draw of history.slice(0, window)) {
    for (const value of valueOf(draw)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const cold = variant % 2 === 1;
  return [...candidates]
    .map((c) => ({ c, score: (counts.get(c) ?? 0) * (cold ? -1 : 1) + jitter(`${seed}:${c}`) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, k)
    .map(({ c }) => c);
};

const zodiacOfSpecial = (draw: PastDraw) => zodiacOfBall(specialOf(draw), draw.lunarYear);
const numbers49 = Array.from({ length: 49 }, (_, i) => String(i + 1));
const bySort = (picks: string[], order: readonly string[]) =>
  [...picks].sort((a, b) => order.indexOf(a) - order.indexOf(b));

const groupingPick =
  (grouping: ZodiacGrouping, k: number) => (h: PastDraw[], s: string, v: number) =>
    bySort(
      rank(
        Object.keys(grouping),
        h,
        (d) => [labelOfZodiac(grouping, zodiacOfSpecial(d)) ?? ''],
        k,
        s,
        v,
      ),
      Object.keys(grouping),
    );

const pickers: Record<
  PredictorKind,
  (history: PastDraw[], seed: string, variant: number) => string[]
> = {
  zodiac1: (h, s, v) => rank(zodiacs, h, (d) => [zodiacOfSpecial(d)], 1, s, v),
  zodiac3: (h, s, v) =>
    bySort(
      rank(zodiacs, h, (d) => [zodiacOfSpecial(d)], 3, s, v),
      zodiacs,
    ),
  zodiac6: (h, s, v) =>
    bySort(
      rank(zodiacs, h, (d) => [zodiacOfSpecial(d)], 6, s, v),
      zodiacs,
    ),
  zodiac7: (h, s, v) =>
    bySort(
      rank(zodiacs, h, (d) => [zodiacOfSpecial(d)], 7, s, v),
      zodiacs,
    ),
  // The three least likely: the cold ones when the variant is hot, and the other way round.
  kill3: (h, s, v) =>
    bySort(
      rank(zodiacs, h, (d) => [zodiacOfSpecial(d)], 3, s, v + 1),
      zodiacs,
    ),
  numbers10: (h, s, v) =>
    rank(numbers49, h, (d) => [String(specialOf(d))], 10, s, v).sort((a, b) => +a - +b),
  numbers24: (h, s, v) =>
    rank(numbers49, h, (d) => [String(specialOf(d))], 24, s, v).sort((a, b) => +a - +b),
  heShu: (h, s, v) =>
    rank(['合数小', '合数大'], h, (d) => [heShuSizeOf(heShuOf(specialOf(d))) ?? ''], 1, s, v),
  qqsh: groupingPick(qinQiShuHua, 2),
  season: groupingPick(seasons, 2),
  gender: groupingPick(zodiacGenders, 1),
  bigSmall: (h, s, v) => rank(['大', '小'], h, (d) => [specialOf(d) >= 25 ? '大' : '小'], 1, s, v),
  oddEven: (h, s, v) =>
    rank(['单', '双'], h, (d) => [specialOf(d) % 2 === 1 ? '单' : '双'], 1, s, v),
  color: (h, s, v) =>
    rank(
      Object.values(ballColorNames),
      h,
      (d) => [ballColorNames[colorOfBall(specialOf(d))]],
      2,
      s,
      v,
    ),
  tail3: (h, s, v) =>
    rank(
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
      h,
      (d) => [String(specialOf(d) % 10)],
      3,
      s,
      v,
    ).sort(),
  // 平特一肖: an animal among all seven balls.
  pingte: (h, s, v) =>
    rank(zodiacs, h, (d) => d.numbers.map((n) => zodiacOfBall(n, d.lunarYear)), 1, s, v),
};

/** The prediction of a turn from the draws before it (newest first). */
export const predict = (
  kind: PredictorKind,
  history: PastDraw[],
  seed: string,
  variant: number,
): Prediction => ({ kind, picks: pickers[kind](history, seed, variant) });

/** Whether the drawn turn agrees with the prediction. */
export const isHit = (prediction: Prediction, draw: PastDraw): boolean => {
  const special = specialOf(draw);
  const zodiac = zodiacOfSpecial(draw);
  const picks = prediction.picks;
  switch (prediction.kind) {
    case 'zodiac1':
    case 'zodiac3':
    case 'zodiac6':
    case 'zodiac7':
      return picks.includes(zodiac);
    case 'kill3':
      return !picks.includes(zodiac);
    case 'numbers10':
    case 'numbers24':
      return picks.includes(String(special));
    case 'heShu':
      return picks.includes(heShuSizeOf(heShuOf(special)) ?? '');
    case 'qqsh':
      return picks.includes(labelOfZodiac(qinQiShuHua, zodiac) ?? '');
    case 'season':
      return picks.includes(labelOfZodiac(seasons, zodiac) ?? '');
    case 'gender':
      return picks.includes(labelOfZodiac(zodiacGenders, zodiac) ?? '');
    case 'bigSmall':
      // 49 is a tie (和): neither 大 nor 小 wins.
      return special !== 49 && picks.includes(special >= 25 ? '大' : '小');
    case 'oddEven':
      return special !== 49 && picks.includes(special % 2 === 1 ? '单' : '双');
    case 'color':
      return picks.includes(ballColorNames[colorOfBall(special)]);
    case 'tail3':
      return picks.includes(String(special % 10));
    case 'pingte':
      return draw.numbers.some((n) => zodiacOfBall(n, draw.lunarYear) === picks[0]);
  }
};

/** The prediction as the card's content line. */
export const predictionText = (prediction: Prediction): string => {
  switch (prediction.kind) {
    case 'numbers10':
    case 'numbers24':
      return prediction.picks.map((n) => pad(Number(n))).join(' ');
    case 'kill3':
      return `杀${prediction.picks.join('')}`;
    case 'tail3':
      return `${prediction.picks.join('')}尾`;
    case 'color':
    case 'qqsh':
    case 'season':
      return prediction.picks.join('');
    default:
      return prediction.picks.join('');
  }
};

/** The drawn special as a result text: 猴49. */
export const resultText = (draw: PastDraw): string =>
  `${zodiacOfSpecial(draw)}${pad(specialOf(draw))}`;

/**
 * The outcome the layout marks in its note: the 合数 number for 合数 predictions (MB16 marks
 * 1–6 合数小, 7–13 合数大), otherwise the special's animal and number (MB09–MB11 highlight
 * the animal's label, MB13 the number).
 */
export const outcomeNote = (prediction: Prediction, draw: PastDraw): string =>
  prediction.kind === 'heShu' ? String(heShuOf(specialOf(draw))) : resultText(draw);

/** The note of an issue not drawn yet: '*' flags it pending (shown in red). */
export const pendingNote = '待开奖*';

export interface ScoredItem {
  hit: 0 | 1;
  activeCover: 0 | 1;
  note: string;
  content3: string;
}

export const score = (prediction: Prediction, draw: PastDraw): ScoredItem => {
  const hit = isHit(prediction, draw);
  return {
    hit: hit ? 1 : 0,
    activeCover: hit ? 1 : 0,
    note: outcomeNote(prediction, draw),
    content3: `${resultText(draw)} ${hit ? '准' : '错'}`,
  };
};
