import { ballColorNames, ballColors, zodiacOfYear } from '../draws';
import {
  animalOptions,
  colorOptions,
  elementOptions,
  halfColorOptions,
  headOptions,
  numberOptions,
  tailOptions,
  twoSidedCombos,
  twoSidedOptions,
  zodiacOptions,
  type OptionSet,
} from './play-options';
import { bettingLimits } from './betting-api';

/**
 * The plays of the mark-six games (六合彩): what a member may pick, how picks become bets (注),
 * and which odds item prices each bet. settle.ts decides the outcome; both sides share this.
 */

export type PlayKind = 'single' | 'combination' | 'group';
/** `key` travels in a bet's `content`. */
export interface PlayOption {
  key: string;
  label: string;
}
/** An odds item: the per-game odds in the database are stored under `key`. */
export interface OddsItem {
  key: string;
  label: string;
}
export interface Play {
  code: string;
  name: string;
  /** The code of its BetPlayCategory. */
  category: string;
  kind: PlayKind;
  /** combination: size of each combination; group: fewest and most options in one bet */
  pick?: number;
  minPick?: number;
  maxPick?: number;
  /** 三中二, 二中特: two odds (the second for the lesser hit) */
  dualOdds?: boolean;
  oddsItems: readonly OddsItem[];
}
/** A tab of the game page (named apart from the templates' PlayCategory). */
export interface BetPlayCategory {
  code: string;
  name: string;
  plays: readonly string[];
}

export { domesticAnimals, playsTiedBySpecial49, specialTieBall } from './play-options';

// ---------------------------------------------------------------------------------------------
// The plays.

interface OddsChoice {
  odds: string;
  odds2?: string;
}

interface PlayRule {
  play: Play;
  options: OptionSet;
  /** The odds of a well-formed bet (its option keys, canonical order) in a lunar year. */
  priceOf: (keys: readonly string[], lunarYear: number) => OddsChoice;
}

const item = (key: string, label: string): OddsItem => ({ key, label });
const fixed =
  (odds: string): PlayRule['priceOf'] =>
  () => ({ odds });

const combinationCaps = { numbers: 10, noHit: 12, zodiacs: 12, tails: 10 } as const;

const binomial = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
};

/** The most options whose combinations still fit on one slip. */
const maxPickFor = (pick: number, cap: number): number => {
  let most = pick;
  while (most < cap && binomial(most + 1, pick) <= bettingLimits.maxBetsPerSlip) most += 1;
  return most;
};

const single = (
  code: string,
  name: string,
  category: string,
  options: OptionSet,
  oddsItems: readonly OddsItem[],
  priceOf: PlayRule['priceOf'],
): PlayRule => ({
  play: {
    code,
    name,
    category,
    kind: 'single',
    minPick: 1,
    maxPick: options.keys.length,
    oddsItems,
  },
  options,
  priceOf,
});

const combination = (
  code: string,
  name: string,
  category: string,
  options: OptionSet,
  pick: number,
  cap: number,
  oddsItems: readonly OddsItem[],
  priceOf: PlayRule['priceOf'],
): PlayRule => ({
  play: {
    code,
    name,
    category,
    kind: 'combination',
    pick,
    minPick: pick,
    maxPick: maxPickFor(pick, cap),
    oddsItems,
  },
  options,
  priceOf,
});

const dual = (rule: PlayRule): PlayRule => ({ ...rule, play: { ...rule.play, dualOdds: true } });

const yearOrOther = (code: string, name: string, yearLabel: string, otherLabel: string) => ({
  items: [
    item(`${code}.year`, `${name}（${yearLabel}）`),
    item(`${code}.other`, `${name}（${otherLabel}）`),
  ],
  priceOf: ((keys, lunarYear) => ({
    odds: `${code}.${keys.includes(zodiacOfYear(lunarYear)) ? 'year' : 'other'}`,
  })) satisfies PlayRule['priceOf'],
});

const zeroOrOther = (code: string, name: string, zeroLabel: string) => ({
  items: [item(`${code}.0`, `${name}（${zeroLabel}）`), item(`${code}.other`, `${name}（其他）`)],
  priceOf: ((keys) => ({
    odds: `${code}.${keys.includes('0') ? '0' : 'other'}`,
  })) satisfies PlayRule['priceOf'],
});

const tx = yearOrOther('tx', '特肖', '本命肖', '其他生肖');
const ptyx = yearOrOther('ptyx', '平特一肖', '本命肖', '其他生肖');
const ptws = zeroOrOther('ptws', '平特尾数', '0尾');
const ts = zeroOrOther('ts', '头数', '0头');
const ws = zeroOrOther('ws', '尾数', '0尾');

const positions = ['一', '二', '三', '四', '五', '六'] as const;

const linked = (prefix: 'lx' | 'lw', names: readonly string[], options: OptionSet, cap: number) =>
  [2, 3, 4].map((pick, i) => {
    const code = `${prefix}${pick}`;
    const name = names[i] as string;
    const odds =
      prefix === 'lx'
        ? yearOrOther(code, name, '含本命肖', '不含本命肖')
        : zeroOrOther(code, name, '含0尾');
    return combination(code, name, prefix, options, pick, cap, odds.items, odds.priceOf);
  });

const groupSizes = { min: 2, max: 11 } as const;
const sizesOfGroup = Array.from(
  { length: groupSizes.max - groupSizes.min + 1 },
  (_, i) => i + groupSizes.min,
);

/** How many balls an element has in a year (8 to 12): its odds follow that count, not its name. */
const elementCounts = [8, 9, 10, 11, 12] as const;

const rules: readonly PlayRule[] = [
  single('tm', '特码', 'tm', numberOptions, [item('tm', '特码')], fixed('tm')),
  single(
    'tmlm',
    '特码两面',
    'lm',
    twoSidedOptions,
    [item('tmlm.bs', '大小/单双/合单合双/尾大尾小'), item('tmlm.combo', '大单/大双/小单/小双')],
    (keys) => ({ odds: twoSidedCombos.includes(keys[0] as string) ? 'tmlm.combo' : 'tmlm.bs' }),
  ),
  single(
    'sb',
    '波色',
    'sb',
    colorOptions,
    ballColors.map((color) => item(`sb.${color}`, ballColorNames[color])),
    (keys) => ({ odds: `sb.${keys[0]}` }),
  ),
  single(
    'bb',
    '半波',
    'sb',
    halfColorOptions,
    halfColorOptions.keys.map((key) => item(`bb.${key}`, halfColorOptions.labelOf(key))),
    (keys) => ({ odds: `bb.${keys[0]}` }),
  ),
  single('tx', '特肖', 'tx', zodiacOptions, tx.items, tx.priceOf),
  single('ptyx', '平特一肖', 'pt', zodiacOptions, ptyx.items, ptyx.priceOf),
  single('ptws', '平特尾数', 'pt', tailOptions, ptws.items, ptws.priceOf),
  single('zm', '正码', 'zm', numberOptions, [item('zm', '正码')], fixed('zm')),
  ...positions.map((position, i) =>
    single(
      `zmt${i + 1}`,
      `正${position}特`,
      'zmt',
      numberOptions,
      [item('zmt', '正码特')],
      fixed('zmt'),
    ),
  ),
  combination(
    'lm3qz',
    '三全中',
    'lianma',
    numberOptions,
    3,
    combinationCaps.numbers,
    [item('lm3qz', '三全中')],
    fixed('lm3qz'),
  ),
  dual(
    combination(
      'lm3z2',
      '三中二',
      'lianma',
      numberOptions,
      3,
      combinationCaps.numbers,
      [item('lm3z2.3', '三中二（中三）'), item('lm3z2.2', '三中二（中二）')],
      () => ({ odds: 'lm3z2.3', odds2: 'lm3z2.2' }),
    ),
  ),
  combination(
    'lm2qz',
    '二全中',
    'lianma',
    numberOptions,
    2,
    combinationCaps.numbers,
    [item('lm2qz', '二全中')],
    fixed('lm2qz'),
  ),
  dual(
    combination(
      'lm2zt',
      '二中特',
      'lianma',
      numberOptions,
      2,
      combinationCaps.numbers,
      [item('lm2zt.2', '二中特（中二）'), item('lm2zt.t', '二中特（中特）')],
      () => ({ odds: 'lm2zt.2', odds2: 'lm2zt.t' }),
    ),
  ),
  combination(
    'lmtc',
    '特串',
    'lianma',
    numberOptions,
    2,
    combinationCaps.numbers,
    [item('lmtc', '特串')],
    fixed('lmtc'),
  ),
  combination(
    'lm4qz',
    '四全中',
    'lianma',
    numberOptions,
    4,
    combinationCaps.numbers,
    [item('lm4qz', '四全中')],
    fixed('lm4qz'),
  ),
  {
    play: {
      code: 'hx',
      name: '合肖',
      category: 'hx',
      kind: 'group',
      minPick: groupSizes.min,
      maxPick: groupSizes.max,
      oddsItems: sizesOfGroup.map((size) => item(`hx.${size}`, `${size}肖`)),
    },
    options: zodiacOptions,
    priceOf: (keys) => ({ odds: `hx.${keys.length}` }),
  },
  ...linked('lx', ['二连肖', '三连肖', '四连肖'], zodiacOptions, combinationCaps.zodiacs),
  ...linked('lw', ['二连尾', '三连尾', '四连尾'], tailOptions, combinationCaps.tails),
  ...['五', '六', '七', '八', '九', '十'].map((count, i) =>
    combination(
      `bz${i + 5}`,
      `${count}不中`,
      'bz',
      numberOptions,
      i + 5,
      combinationCaps.noHit,
      [item(`bz${i + 5}`, `${count}不中`)],
      fixed(`bz${i + 5}`),
    ),
  ),
  single(
    'wx',
    '五行',
    'wx',
    elementOptions,
    elementCounts.map((count) => item(`wx.${count}`, `五行（${count}个号码）`)),
    (keys, lunarYear) => ({
      odds: `wx.${elementOptions.numbersOf(keys[0] as string, lunarYear).length}`,
    }),
  ),
  single('jqys', '家禽野兽', 'jqys', animalOptions, [item('jqys', '家禽野兽')], fixed('jqys')),
  single('ts', '头数', 'tws', headOptions, ts.items, ts.priceOf),
  single('ws', '尾数', 'tws', tailOptions, ws.items, ws.priceOf),
];

const ruleByCode = new Map(rules.map((rule) => [rule.play.code, rule]));

const ruleOf = (play: Play): PlayRule => {
  const rule = ruleByCode.get(play.code);
  if (!rule) throw new RangeError(`no play ${play.code}`);
  return rule;
};

export const plays: readonly Play[] = rules.map((rule) => rule.play);

export const playByCode = (code: string): Play | undefined => ruleByCode.get(code)?.play;

/** The tabs of the game page, in order. */
export const playCategories: readonly BetPlayCategory[] = [
  { code: 'tm', name: '特码' },
  { code: 'lm', name: '两面' },
  { code: 'sb', name: '色波' },
  { code: 'tx', name: '特肖' },
  { code: 'pt', name: '平特' },
  { code: 'zm', name: '正码' },
  { code: 'zmt', name: '正码特' },
  { code: 'lianma', name: '连码' },
  { code: 'hx', name: '合肖' },
  { code: 'lx', name: '连肖' },
  { code: 'lw', name: '连尾' },
  { code: 'bz', name: '自选不中' },
  { code: 'wx', name: '五行' },
  { code: 'jqys', name: '家禽野兽' },
  { code: 'tws', name: '头尾数' },
].map((category) => ({
  ...category,
  plays: plays.filter((play) => play.category === category.code).map((play) => play.code),
}));

/** Every odds item key of every play, each once: what an operator's odds may name. */
export const everyOddsKey = (): string[] => [
  ...new Set(plays.flatMap((play) => play.oddsItems.map((odds) => odds.key))),
];

/** The options a member picks from; for zodiac plays labels are the animal, and numbersOfOption gives its balls for the year. */
export const optionsOf = (play: Play, _lunarYear: number): PlayOption[] => {
  const { options } = ruleOf(play);
  return options.keys.map((key) => ({ key, label: options.labelOf(key) }));
};

/** The balls an option stands for in the lunar year ([] for an unknown key). */
export const numbersOfOption = (play: Play, optionKey: string, lunarYear: number): number[] => {
  const { options } = ruleOf(play);
  return options.keys.includes(optionKey) ? options.numbersOf(optionKey, lunarYear) : [];
};

const combinationsOf = <T>(items: readonly T[], size: number): T[][] => {
  if (size === 0) return [[]];
  return items.flatMap((first, i) =>
    combinationsOf(items.slice(i + 1), size - 1).map((rest) => [first, ...rest]),
  );
};

const pickLimits = (play: Play): { min: number; max: number } => ({
  min: play.minPick ?? 1,
  max: play.maxPick ?? Number.MAX_SAFE_INTEGER,
});

/**
 * Selected option keys → the contents of the bets (注) they make: single → one per key;
 * combination → every `pick`-sized combination; group → one bet of all keys. Keys within a
 * content are in the options' order (numbers and tails ascending, zodiacs 鼠 first).
 */
export const expandSelection = (
  play: Play,
  keys: readonly string[],
): string[] | { error: string } => {
  const { options } = ruleOf(play);
  const { min, max } = pickLimits(play);
  if (keys.length === 0) return { error: '请选择投注内容' };
  if (keys.some((key) => !options.keys.includes(key))) return { error: '投注内容无效' };
  if (new Set(keys).size !== keys.length) return { error: '投注内容重复' };
  if (keys.length < min) return { error: `${play.name}至少选择${min}个` };
  if (keys.length > max) return { error: `${play.name}最多选择${max}个` };
  const sorted = options.keys.filter((key) => keys.includes(key));
  if (play.kind === 'single') return sorted;
  if (play.kind === 'group') return [sorted.join(',')];
  return combinationsOf(sorted, play.pick ?? 1).map((combo) => combo.join(','));
};

/** How many bets (注) a selection of that many options makes, for the slip's 注数. */
export const betCount = (play: Play, selectedCount: number): number => {
  if (play.kind === 'single') return selectedCount;
  if (play.kind === 'group') return selectedCount >= pickLimits(play).min ? 1 : 0;
  return binomial(selectedCount, play.pick ?? 1);
};

/** The option keys of `content` when it is one canonical bet of the play, otherwise null. */
export const keysOfContent = (play: Play, content: string): string[] | null => {
  const rule = ruleByCode.get(play.code);
  if (!rule) return null;
  const keys = content.split(',');
  const indexes = keys.map((key) => rule.options.keys.indexOf(key));
  if (indexes.some((index, i) => index < 0 || (i > 0 && index <= (indexes[i - 1] as number)))) {
    return null;
  }
  const { min, max } = pickLimits(play);
  const fits =
    play.kind === 'single'
      ? keys.length === 1
      : play.kind === 'combination'
        ? keys.length === play.pick
        : keys.length >= min && keys.length <= max;
  return fits ? keys : null;
};

/** Whether `content` is one well-formed bet of the play (canonical: ordered, no duplicates, known keys). */
export const isValidContent = (play: Play, content: string): boolean =>
  keysOfContent(play, content) !== null;

const keysOrThrow = (play: Play, content: string): string[] => {
  const keys = keysOfContent(play, content);
  if (!keys) throw new RangeError(`not a bet of ${play.code}: ${content}`);
  return keys;
};

/** The odds items that price this bet in that lunar year: odds2 only for dualOdds plays. */
export const oddsKeysOf = (
  play: Play,
  content: string,
  lunarYear: number,
): { odds: string; odds2?: string } => ruleOf(play).priceOf(keysOrThrow(play, content), lunarYear);

/** How a member reads the bet: `特码 07`, `三中二 03,15,22`, `特码两面 大`. */
export const betInfoOf = (play: Play, content: string): string => {
  const { options } = ruleOf(play);
  const labels = keysOrThrow(play, content).map((key) => options.labelOf(key));
  return `${play.name} ${labels.join(',')}`;
};
