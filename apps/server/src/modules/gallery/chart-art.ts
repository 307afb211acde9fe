import { createHash } from 'node:crypto';
import {
  ballColorNames,
  ballColors,
  bigSmallOf,
  colorOfBall,
  colorSets,
  oddEvenOf,
  zodiacNumbers,
  zodiacs,
  type BallColor,
  type Zodiac,
} from '@lottery/contracts';

/**
 * The gallery's prediction charts, drawn as SVG: a header with the group's name and 第{period}期,
 * and a body by the group's kind (a grid of special numbers, the twelve animals, the colour waves,
 * odd/even and big/small, or a riddle verse). Everything on a chart follows from a PRNG seeded
 * with (group id, period), so drawing it again gives the same bytes. Colour charts use the balls'
 * red/green/blue; black-and-white charts greys only. Pure: no clock, no I/O.
 */

export const chartKinds = ['numbers', 'zodiac', 'waves', 'odd-even', 'verse'] as const;
export type ChartKind = (typeof chartKinds)[number];

export interface ChartSpec {
  groupId: number;
  name: string;
  /** The turn the chart predicts (第{period}期). */
  period: string;
  kind: ChartKind;
  /** Colour (group type 1) or black and white (2). */
  colour: boolean;
  /** The lunar year of the period's draw: the animals' numbers depend on it. */
  lunarYear: number;
}

export interface ChartImage {
  body: Buffer;
  width: number;
  height: number;
}

export const chartSize = { width: 750, height: 1000 } as const;
export const thumbSize = { width: 300, height: 400 } as const;

const fontStack =
  "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif";

interface Palette {
  paper: string;
  ink: string;
  muted: string;
  line: string;
  header: string;
  headerText: string;
  accent: string;
  /** Pale fill of a highlighted cell. */
  soft: string;
  balls: Record<BallColor, string>;
}

const colourPalette: Palette = {
  paper: '#fffaf0',
  ink: '#333333',
  muted: '#8c8c8c',
  line: '#e6d3b0',
  header: '#c8161d',
  headerText: '#ffffff',
  accent: '#c8161d',
  soft: '#fde8d8',
  balls: { red: '#e8383d', green: '#2f9e44', blue: '#1c7ed6' },
};

const greyPalette: Palette = {
  paper: '#ffffff',
  ink: '#1a1a1a',
  muted: '#808080',
  line: '#bfbfbf',
  header: '#262626',
  headerText: '#ffffff',
  accent: '#1a1a1a',
  soft: '#e6e6e6',
  balls: { red: '#262626', green: '#595959', blue: '#8c8c8c' },
};

const kindLabels: Record<ChartKind, string> = {
  numbers: '特码参考',
  zodiac: '生肖参考',
  waves: '波色参考',
  'odd-even': '单双大小',
  verse: '玄机解析',
};

/** Seven-character lines of the riddle charts (特码诗, 玄机图 …). */
const verseLines = [
  '春风得意马蹄疾',
  '一朝看尽长安花',
  '龙腾四海云中现',
  '虎啸山林震八方',
  '金鸡报晓迎新日',
  '玉兔东升照九州',
  '青山绿水映红霞',
  '三羊开泰福满堂',
  '猴王献瑞喜临门',
  '蛇舞金光财运来',
  '鼠年丰收五谷香',
  '牛耕春田好年景',
  '狗守家门保平安',
  '猪拱福地万事兴',
  '马到成功鸿运开',
  '双龙戏珠在东方',
  '红波滚滚财源旺',
  '绿叶扶花花更红',
  '蓝天白云任鸟飞',
  '单枪匹马闯天关',
  '大江东去浪淘尽',
  '小桥流水有人家',
  '六六大顺好运来',
  '七星高照贵人扶',
];

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const two = (n: number) => String(n).padStart(2, '0');

/** mulberry32: a small, fast PRNG; the seed is the first 32 bits of SHA-256(group id, period). */
const prngOf = (groupId: number, period: string) => {
  let state = createHash('sha256').update(`gallery:${groupId}:${period}`).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const shuffled = <T>(items: readonly T[], random: () => number): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

const allBalls = Array.from({ length: 49 }, (_, i) => i + 1);
const ascending = (a: number, b: number) => a - b;

/** Three percentages from 20 to 46 that add up to 100. */
const splitHundred = (random: () => number): [number, number, number] => {
  const a = 20 + Math.floor(random() * 27);
  const low = Math.max(20, 54 - a);
  const high = Math.min(46, 80 - a);
  const b = low + Math.floor(random() * (high - low + 1));
  return [a, b, 100 - a - b];
};

/** What a chart predicts; the chart and its thumbnail show the same picks. */
export const picksOf = (spec: Pick<ChartSpec, 'groupId' | 'period'>) => {
  const random = prngOf(spec.groupId, spec.period);
  const order = shuffled(allBalls, random);
  const numbers = order.slice(0, 12).sort(ascending);
  const main = order.slice(0, 3).sort(ascending);
  const animals = shuffled(zodiacs, random);
  const zodiacPicks = zodiacs.filter((z) => animals.slice(0, 6).includes(z));
  const hint = animals.slice(0, 3);
  const waves = splitHundred(random);
  const odd = 30 + Math.floor(random() * 41);
  const big = 30 + Math.floor(random() * 41);
  const wantOdd = odd >= 50;
  const wantBig = big >= 50;
  const combination = shuffled(
    allBalls.filter(
      (n) =>
        oddEvenOf(n) === (wantOdd ? 'odd' : 'even') &&
        bigSmallOf(n) === (wantBig ? 'big' : 'small'),
    ),
    random,
  )
    .slice(0, 10)
    .sort(ascending);
  const verse = shuffled(verseLines, random).slice(0, 4);
  return {
    numbers,
    main,
    zodiacs: zodiacPicks,
    hint,
    waves: { red: waves[0], green: waves[1], blue: waves[2] } as Record<BallColor, number>,
    odd,
    big,
    wantOdd,
    wantBig,
    combination,
    verse,
  };
};
type Picks = ReturnType<typeof picksOf>;

// ---------------------------------------------------------------------------------------------
// Markup.

type Attrs = Record<string, string | number>;
const attrs = (a: Attrs) =>
  Object.entries(a)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? Math.round(v) : v}"`)
    .join('');
const tag = (name: string, a: Attrs, body?: string) =>
  body === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${body}</${name}>`;
const text = (a: Attrs, body: string) => tag('text', a, escapeXml(body));
const group = (a: Attrs, children: string[]) =>
  children.length ? tag('g', a, children.join('')) : '';

const svgDocument = (width: number, height: number, children: string[]) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${fontStack}" text-anchor="middle">${children.join('')}</svg>`,
  );

interface Ball {
  n: number;
  x: number;
  y: number;
  /** Filled (a pick) or outlined. */
  filled: boolean;
}

/**
 * Balls grouped by colour and fill, so shared attributes are written once per group (a chart of
 * 49 balls stays a few kilobytes).
 */
const ballsMarkup = (balls: Ball[], r: number, fontSize: number, p: Palette) => {
  const out: string[] = [];
  for (const colour of ballColors) {
    const ofColour = balls.filter((b) => colorOfBall(b.n) === colour);
    const filled = ofColour.filter((b) => b.filled);
    const outlined = ofColour.filter((b) => !b.filled);
    const fill = p.balls[colour];
    out.push(
      group(
        { fill },
        filled.map((b) => tag('circle', { cx: b.x, cy: b.y, r })),
      ),
      group(
        { fill: p.paper, stroke: fill, 'stroke-width': 3 },
        outlined.map((b) => tag('circle', { cx: b.x, cy: b.y, r })),
      ),
      group(
        { fill: p.headerText, 'font-size': fontSize, 'font-weight': 700 },
        filled.map((b) => text({ x: b.x, y: b.y + fontSize * 0.36 }, two(b.n))),
      ),
      group(
        { fill, 'font-size': fontSize, 'font-weight': 700 },
        outlined.map((b) => text({ x: b.x, y: b.y + fontSize * 0.36 }, two(b.n))),
      ),
    );
  }
  return out.join('');
};

/** Numbers as coloured words in one line: `08 19 27`. */
const numberLine = (numbers: number[], p: Palette) =>
  numbers.map((n) => tag('tspan', { fill: p.balls[colorOfBall(n)] }, ` ${two(n)}`)).join('');

const header = (spec: ChartSpec, p: Palette, width: number, scale: number) => {
  const h = 150 * scale;
  return [
    tag('rect', { width, height: h, fill: p.header }),
    text(
      {
        x: width / 2,
        y: 88 * scale,
        'font-size': 60 * scale,
        'font-weight': 700,
        fill: p.headerText,
      },
      spec.name,
    ),
    text(
      { x: width / 2, y: 136 * scale, 'font-size': 34 * scale, fill: p.headerText },
      `第${spec.period}期`,
    ),
  ].join('');
};

// ---------------------------------------------------------------------------------------------
// The full chart's bodies (750 × 1000; the header ends at 150).

const numbersBody = (picks: Picks, p: Palette) => {
  const chosen = new Set(picks.numbers);
  const balls = allBalls.map((n, i) => ({
    n,
    x: 87 + (i % 7) * 96,
    y: 285 + Math.floor(i / 7) * 86,
    filled: chosen.has(n),
  }));
  return [
    text({ x: 375, y: 215, 'font-size': 36, 'font-weight': 700, fill: p.accent }, '精选十二码'),
    ballsMarkup(balls, 36, 30, p),
    tag(
      'text',
      { x: 375, y: 900, 'font-size': 40, 'font-weight': 700, fill: p.ink },
      `主攻：${numberLine(picks.main, p)}`,
    ),
  ].join('');
};

const zodiacBody = (spec: ChartSpec, picks: Picks, p: Palette) => {
  const chosen = new Set<Zodiac>(picks.zodiacs);
  const sets = zodiacNumbers(spec.lunarYear);
  const cells = zodiacs.map((animal, i) => ({
    animal,
    x: 36 + (i % 3) * 230,
    y: 190 + Math.floor(i / 3) * 165,
    on: chosen.has(animal),
  }));
  const cellAttrs = { width: 218, height: 153, rx: 12 };
  const on = cells.filter((c) => c.on);
  const off = cells.filter((c) => !c.on);
  return [
    group(
      { fill: p.accent },
      on.map((c) => tag('rect', { x: c.x, y: c.y, ...cellAttrs })),
    ),
    group(
      { fill: p.paper, stroke: p.line, 'stroke-width': 3 },
      off.map((c) => tag('rect', { x: c.x, y: c.y, ...cellAttrs })),
    ),
    group(
      { fill: p.headerText, 'font-size': 72, 'font-weight': 700 },
      on.map((c) => text({ x: c.x + 109, y: c.y + 88 }, c.animal)),
    ),
    group(
      { fill: p.ink, 'font-size': 72, 'font-weight': 700 },
      off.map((c) => text({ x: c.x + 109, y: c.y + 88 }, c.animal)),
    ),
    group(
      { fill: p.headerText, 'font-size': 22 },
      on.map((c) => text({ x: c.x + 109, y: c.y + 134 }, sets[c.animal].map(two).join(' '))),
    ),
    group(
      { fill: p.muted, 'font-size': 22 },
      off.map((c) => text({ x: c.x + 109, y: c.y + 134 }, sets[c.animal].map(two).join(' '))),
    ),
    text(
      { x: 375, y: 900, 'font-size': 40, 'font-weight': 700, fill: p.ink },
      `六肖：${picks.zodiacs.join(' ')}`,
    ),
  ].join('');
};

const waveOrder = (picks: Picks) =>
  [...ballColors].sort((a, b) => picks.waves[b] - picks.waves[a]) as [
    BallColor,
    BallColor,
    BallColor,
  ];

const wavesBody = (picks: Picks, p: Palette) => {
  const [first, second] = waveOrder(picks);
  const bars = ballColors.map((colour, i) => {
    const y = 200 + i * 110;
    const width = picks.waves[colour] * 9;
    return [
      text(
        { x: 95, y: y + 52, 'font-size': 40, 'font-weight': 700, fill: p.balls[colour] },
        ballColorNames[colour],
      ),
      tag('rect', { x: 170, y: y + 10, width, height: 60, rx: 8, fill: p.balls[colour] }),
      text(
        { x: 170 + width + 50, y: y + 52, 'font-size': 34, fill: p.ink },
        `${picks.waves[colour]}%`,
      ),
    ].join('');
  });
  const balls = colorSets[first].map((n, i) => ({
    n,
    x: 95 + (i % 9) * 70,
    y: 660 + Math.floor(i / 9) * 76,
    filled: true,
  }));
  return [
    ...bars,
    text(
      { x: 375, y: 590, 'font-size': 44, 'font-weight': 700, fill: p.ink },
      `主攻${ballColorNames[first]}\u3000防${ballColorNames[second]}`,
    ),
    ballsMarkup(balls, 28, 24, p),
    text(
      { x: 375, y: 900, 'font-size': 32, fill: p.muted },
      `${ballColorNames[first]}共${colorSets[first].length}码`,
    ),
  ].join('');
};

const oddEvenBody = (picks: Picks, p: Palette) => {
  const cells = [
    { label: '单', value: picks.odd, on: picks.wantOdd },
    { label: '双', value: 100 - picks.odd, on: !picks.wantOdd },
    { label: '大', value: picks.big, on: picks.wantBig },
    { label: '小', value: 100 - picks.big, on: !picks.wantBig },
  ].map((cell, i) => ({ ...cell, x: 60 + (i % 2) * 325, y: 190 + Math.floor(i / 2) * 175 }));
  const box = { width: 305, height: 160, rx: 14 };
  const combination = `${picks.wantBig ? '大' : '小'}${picks.wantOdd ? '单' : '双'}`;
  const balls = picks.combination.map((n, i) => ({
    n,
    x: 175 + (i % 5) * 100,
    y: 700 + Math.floor(i / 5) * 96,
    filled: true,
  }));
  return [
    ...cells.map((c) =>
      [
        tag('rect', {
          x: c.x,
          y: c.y,
          ...box,
          fill: c.on ? p.accent : p.paper,
          stroke: c.on ? p.accent : p.line,
          'stroke-width': 3,
        }),
        text(
          {
            x: c.x + 110,
            y: c.y + 110,
            'font-size': 90,
            'font-weight': 700,
            fill: c.on ? p.headerText : p.ink,
          },
          c.label,
        ),
        text(
          { x: c.x + 230, y: c.y + 100, 'font-size': 36, fill: c.on ? p.headerText : p.muted },
          `${c.value}%`,
        ),
      ].join(''),
    ),
    text(
      { x: 375, y: 620, 'font-size': 48, 'font-weight': 700, fill: p.ink },
      `推荐：${combination}`,
    ),
    ballsMarkup(balls, 38, 32, p),
    text({ x: 375, y: 900, 'font-size': 32, fill: p.muted }, `${combination}精选十码`),
  ].join('');
};

const verseBody = (picks: Picks, p: Palette) =>
  [
    group(
      { fill: p.ink, 'font-size': 56, 'font-weight': 700 },
      picks.verse.map((line, i) => text({ x: 375, y: 290 + i * 110 }, line)),
    ),
    tag('rect', { x: 90, y: 700, width: 570, height: 2, fill: p.line }),
    text(
      { x: 375, y: 780, 'font-size': 44, 'font-weight': 700, fill: p.accent },
      `解：${picks.hint.join(' ')}`,
    ),
    tag(
      'text',
      { x: 375, y: 870, 'font-size': 44, 'font-weight': 700, fill: p.ink },
      `特码：${numberLine(picks.main, p)}`,
    ),
  ].join('');

const paletteOf = (spec: ChartSpec) => (spec.colour ? colourPalette : greyPalette);

/** The chart of one group's period, 750 × 1000. */
export const chartSvg = (spec: ChartSpec): ChartImage => {
  const p = paletteOf(spec);
  const picks = picksOf(spec);
  const { width, height } = chartSize;
  const body = {
    numbers: () => numbersBody(picks, p),
    zodiac: () => zodiacBody(spec, picks, p),
    waves: () => wavesBody(picks, p),
    'odd-even': () => oddEvenBody(picks, p),
    verse: () => verseBody(picks, p),
  }[spec.kind]();
  return {
    width,
    height,
    body: svgDocument(width, height, [
      tag('rect', { width, height, fill: p.paper }),
      header(spec, p, width, 1),
      body,
      text(
        { x: 375, y: 968, 'font-size': 24, fill: p.muted },
        `${kindLabels[spec.kind]} · 仅供参考`,
      ),
      tag('rect', {
        x: 2,
        y: 2,
        width: width - 4,
        height: height - 4,
        fill: 'none',
        stroke: p.header,
        'stroke-width': 4,
      }),
    ]),
  };
};

// ---------------------------------------------------------------------------------------------
// The thumbnail (300 × 400): the header and the picks alone.

const thumbBody = (spec: ChartSpec, picks: Picks, p: Palette) => {
  switch (spec.kind) {
    case 'numbers':
      return ballsMarkup(
        picks.numbers.map((n, i) => ({
          n,
          x: 52 + (i % 4) * 65,
          y: 130 + Math.floor(i / 4) * 66,
          filled: true,
        })),
        26,
        22,
        p,
      );
    case 'zodiac':
      return [
        group(
          { fill: p.accent },
          picks.zodiacs.map((_, i) =>
            tag('rect', {
              x: 24 + (i % 3) * 88,
              y: 102 + Math.floor(i / 3) * 100,
              width: 76,
              height: 88,
              rx: 8,
            }),
          ),
        ),
        group(
          { fill: p.headerText, 'font-size': 48, 'font-weight': 700 },
          picks.zodiacs.map((animal, i) =>
            text({ x: 62 + (i % 3) * 88, y: 163 + Math.floor(i / 3) * 100 }, animal),
          ),
        ),
      ].join('');
    case 'waves':
      return ballColors
        .map((colour, i) => {
          const y = 110 + i * 80;
          const width = picks.waves[colour] * 3.6;
          return [
            text(
              { x: 40, y: y + 34, 'font-size': 22, 'font-weight': 700, fill: p.balls[colour] },
              ballColorNames[colour].slice(0, 1),
            ),
            tag('rect', { x: 64, y: y + 10, width, height: 34, rx: 5, fill: p.balls[colour] }),
            text(
              { x: 64 + width + 28, y: y + 34, 'font-size': 18, fill: p.ink },
              `${picks.waves[colour]}%`,
            ),
          ].join('');
        })
        .join('');
    case 'odd-even':
      return [
        text(
          { x: 150, y: 220, 'font-size': 96, 'font-weight': 700, fill: p.accent },
          `${picks.wantBig ? '大' : '小'}${picks.wantOdd ? '单' : '双'}`,
        ),
        text({ x: 150, y: 290, 'font-size': 24, fill: p.muted }, `单${picks.odd}% 大${picks.big}%`),
      ].join('');
    case 'verse':
      return group(
        { fill: p.ink, 'font-size': 26, 'font-weight': 700 },
        picks.verse.map((line, i) => text({ x: 150, y: 130 + i * 52 }, line)),
      );
  }
};

/** The thumbnail of the chart: lighter, for the grid of groups. */
export const thumbSvg = (spec: ChartSpec): ChartImage => {
  const p = paletteOf(spec);
  const { width, height } = thumbSize;
  return {
    width,
    height,
    body: svgDocument(width, height, [
      tag('rect', { width, height, fill: p.paper }),
      header(spec, p, width, 0.45),
      thumbBody(spec, picksOf(spec), p),
      text({ x: 150, y: 385, 'font-size': 16, fill: p.muted }, kindLabels[spec.kind]),
    ]),
  };
};
