import {
  betInfoOf,
  cycleIndexOfLunarYear,
  domesticAnimals,
  drawBalls,
  elementOfBall,
  expandSelection,
  playByCode,
  playsTiedBySpecial49,
  settle,
  zodiacOfBall,
  type Play,
} from '@lottery/contracts';

/**
 * 玩法说明: what each play of the mark-six games (betting/plays.ts) bets on, in the words of the
 * settlement rule (betting/settle.ts), with an example on one draw. The example's outcome is not
 * written here: settle() decides it, so the page cannot say a bet wins when it does not.
 */

/** The draw every example is judged on: 正码 03 08 15 22 36 41, 特码 27. */
export const exampleDraw: readonly number[] = [3, 8, 15, 22, 36, 41, 27];

const [, second = 0, , , , , special = 0] = exampleDraw;
const pad = (ball: number) => String(ball).padStart(2, '0');
const names = (codes: readonly string[]) =>
  codes.map((code) => playByCode(code)?.name ?? code).join('、');

/** The rules every play shares, shown before the plays. */
export const tutorialBasics: readonly string[] = [
  `每期从 01–49 中开出 ${drawBalls.count} 个不重复的号码：前 ${drawBalls.normalCount} 个为正码（按开出顺序为正一至正六），第 ${drawBalls.count} 个为特码。`,
  '波色：每个号码有固定的波色（红波、绿波、蓝波），见「生肖对照」。',
  '生肖：按开奖日所在的农历年，01 为当年生肖（本命肖），往前依次类推，每 12 个号码一轮；本命肖有 5 个号码，其他生肖各 4 个。五行按当年纳音，每年不同。',
  '大小：25–48 为大，01–24 为小；单双按号码的奇偶；合数为十位与个位之和；尾数为个位，头数为十位。',
  `特码为 49 时为和局，${names(playsTiedBySpecial49)}的注单退还本金。`,
  '连码、连肖、连尾、不中：选的号码（或生肖、尾数）多于一注所需时，自动组成全部组合，每个组合为一注。',
];

type Example = (lunarYear: number) => { keys: readonly string[]; note: string };

export interface PlayGuide {
  rule: string;
  example: Example;
}

const zodiacOf = (ball: number, lunarYear: number) => zodiacOfBall(ball, lunarYear);
const animalsOfBalls = (balls: readonly number[], lunarYear: number) =>
  balls.map((ball) => `${pad(ball)} 属${zodiacOf(ball, lunarYear)}`).join('、');

const normalPositions = ['一', '二', '三', '四', '五', '六'] as const;
const notDrawn = [1, 2, 4, 5, 6, 9, 10, 11, 12, 13];
const countNames: Record<number, string> = {
  2: '二',
  3: '三',
  4: '四',
  5: '五',
  6: '六',
  7: '七',
  8: '八',
  9: '九',
  10: '十',
};
/** Balls of the example draw with distinct animals and tails (03 08 22 36). */
const linkedBalls = [3, 8, 22, 36];

const guides: Record<string, PlayGuide> = {
  tm: {
    rule: '从 01–49 中选号，所选号码与特码相同即中奖。',
    example: () => ({ keys: [pad(special)], note: `特码为 ${pad(special)}` }),
  },
  tmlm: {
    rule: '竞猜特码的两面：大小、单双、合单合双（十位与个位之和的单双）、尾大尾小（个位 5–9 为尾大，0–4 为尾小），以及大单、大双、小单、小双（赔率另计）。特码为 49 时为和局。',
    example: () => ({ keys: ['big'], note: `特码 ${pad(special)} 在 25–48 之间，为大` }),
  },
  sb: {
    rule: '竞猜特码的波色：红波、绿波、蓝波，特码属所选波色即中奖。',
    example: () => ({ keys: ['green'], note: `特码 ${pad(special)} 为绿波` }),
  },
  bb: {
    rule: '波色与大小或单双的组合（如红大、绿单、蓝双），特码同时符合两项即中奖。特码为 49 时为和局。',
    example: () => ({ keys: ['greenOdd'], note: `特码 ${pad(special)} 为绿波、单数` }),
  },
  tx: {
    rule: '竞猜特码的生肖，特码属所选生肖即中奖。本命肖有 5 个号码，赔率与其他生肖不同。',
    example: (year) => ({
      keys: [zodiacOf(special, year)],
      note: `特码 ${pad(special)} 属${zodiacOf(special, year)}`,
    }),
  },
  ptyx: {
    rule: '七个开奖号码（含特码）中有号码属所选生肖即中奖，开出几个都只算一次。本命肖赔率另计。',
    example: (year) => ({
      keys: [zodiacOf(second, year)],
      note: `正码 ${pad(second)} 属${zodiacOf(second, year)}`,
    }),
  },
  ptws: {
    rule: '七个开奖号码（含特码）中有号码的个位为所选尾数即中奖，开出几个都只算一次。0 尾只有 4 个号码，赔率另计。',
    example: () => ({ keys: ['5'], note: '正码 15 的尾数为 5' }),
  },
  zm: {
    rule: '从 01–49 中选号，所选号码在六个正码之中即中奖（不含特码），与顺序无关。',
    example: () => ({ keys: ['22'], note: '22 为正码之一' }),
  },
  ...Object.fromEntries(
    normalPositions.map((position, i) => [
      `zmt${i + 1}`,
      {
        rule: `竞猜第${position}个开出的正码（正${position}），所选号码与它相同即中奖。`,
        example: () => ({
          keys: [pad(exampleDraw[i] ?? 0)],
          note: `正${position}为 ${pad(exampleDraw[i] ?? 0)}`,
        }),
      } satisfies PlayGuide,
    ]),
  ),
  lm3qz: {
    rule: '三个号码为一注，三个都在六个正码之中即中奖。',
    example: () => ({ keys: ['03', '15', '22'], note: '03、15、22 都是正码' }),
  },
  lm3z2: {
    rule: '三个号码为一注：三个都在正码之中按「中三」赔率，其中两个在正码之中按「中二」赔率派彩。',
    example: () => ({ keys: ['03', '15', '49'], note: '03、15 是正码，49 未开出，为中二' }),
  },
  lm2qz: {
    rule: '两个号码为一注，两个都在正码之中即中奖。',
    example: () => ({ keys: ['08', '41'], note: '08、41 都是正码' }),
  },
  lm2zt: {
    rule: '两个号码为一注：两个都在正码之中按「中二」赔率；一个是正码、另一个是特码按「中特」赔率派彩。',
    example: () => ({
      keys: ['22', pad(special)],
      note: `22 是正码、${pad(special)} 是特码，为中特`,
    }),
  },
  lmtc: {
    rule: '两个号码为一注，一个在正码之中、另一个是特码即中奖。',
    example: () => ({ keys: ['03', pad(special)], note: `03 是正码、${pad(special)} 是特码` }),
  },
  lm4qz: {
    rule: '四个号码为一注，四个都在正码之中即中奖。',
    example: () => ({ keys: ['03', '08', '15', '22'], note: '03、08、15、22 都是正码' }),
  },
  hx: {
    rule: '选 2 至 11 个生肖为一注，特码属其中之一即中奖；选的生肖越少赔率越高。特码为 49 时为和局。',
    example: (year) => ({
      keys: [zodiacOf(special, year), zodiacOf(1, year)],
      note: `特码 ${pad(special)} 属${zodiacOf(special, year)}`,
    }),
  },
  ...Object.fromEntries(
    [2, 3, 4].map((count) => {
      const balls = linkedBalls.slice(0, count);
      return [
        `lx${count}`,
        {
          rule: `${countNames[count]}个生肖为一注，七个开奖号码（含特码）中这${countNames[count]}个生肖都有号码开出即中奖。含本命肖与不含本命肖赔率不同。`,
          example: (year) => ({
            keys: balls.map((ball) => zodiacOf(ball, year)),
            note: `开出 ${animalsOfBalls(balls, year)}`,
          }),
        } satisfies PlayGuide,
      ];
    }),
  ),
  ...Object.fromEntries(
    [2, 3, 4].map((count) => {
      const balls = linkedBalls.slice(0, count);
      return [
        `lw${count}`,
        {
          rule: `${countNames[count]}个尾数为一注，七个开奖号码（含特码）中这${countNames[count]}个尾数都有号码开出即中奖。含 0 尾赔率不同。`,
          example: () => ({
            keys: balls.map((ball) => String(ball % 10)),
            note: `开出 ${balls.map(pad).join('、')}`,
          }),
        } satisfies PlayGuide,
      ];
    }),
  ),
  ...Object.fromEntries(
    [5, 6, 7, 8, 9, 10].map((count) => [
      `bz${count}`,
      {
        rule: `${countNames[count]}个号码为一注，七个开奖号码（含特码）都不在所选之中即中奖。`,
        example: () => ({
          keys: notDrawn.slice(0, count).map(pad),
          note: '所选号码一个都没有开出',
        }),
      } satisfies PlayGuide,
    ]),
  ),
  wx: {
    rule: '竞猜特码的五行（金、木、水、火、土，按当年纳音）。各五行的号码数不同，赔率按所含号码的个数而定。',
    example: (year) => {
      const element = elementOfBall(special, cycleIndexOfLunarYear(year));
      return { keys: [element], note: `今年特码 ${pad(special)} 五行属${element}` };
    },
  },
  jqys: {
    rule: `家禽为${domesticAnimals.join('')}，其余六个生肖为野兽；特码的生肖属所选一类即中奖。特码为 49 时为和局。`,
    example: (year) => {
      const animal = zodiacOf(special, year);
      const domestic = domesticAnimals.includes(animal);
      return {
        keys: [domestic ? 'domestic' : 'wild'],
        note: `特码 ${pad(special)} 属${animal}，为${domestic ? '家禽' : '野兽'}`,
      };
    },
  },
  ts: {
    rule: '竞猜特码的十位（头数）：0 头为 01–09，1 头为 10–19 …… 4 头为 40–49。0 头只有 9 个号码，赔率另计。',
    example: () => ({
      keys: [String(Math.floor(special / 10))],
      note: `特码 ${pad(special)} 为 ${Math.floor(special / 10)} 头`,
    }),
  },
  ws: {
    rule: '竞猜特码的个位（尾数），0 尾至 9 尾。0 尾只有 4 个号码，赔率另计。',
    example: () => ({
      keys: [String(special % 10)],
      note: `特码 ${pad(special)} 为 ${special % 10} 尾`,
    }),
  },
};

export const playGuideOf = (code: string): PlayGuide | undefined => guides[code];

export interface PlayExample {
  /** How a member reads the bet (betInfoOf): 特肖 马. */
  bet: string;
  note: string;
  /** settle()'s outcome, in words. */
  outcome: string;
}

/** Odds used only to tell settle()'s two kinds of win apart. */
const probe = { amount: 1_000, odds: 2_000, odds2: 1_000 } as const;

/** A play's example on the example draw in a lunar year, judged by settle(). */
export const exampleOf = (play: Play, lunarYear: number): PlayExample | undefined => {
  const guide = guides[play.code];
  if (!guide) return undefined;
  const { keys, note } = guide.example(lunarYear);
  const contents = expandSelection(play, keys);
  const content = Array.isArray(contents) ? contents[0] : undefined;
  if (content === undefined) return undefined;
  const { result, reward } = settle(
    { playCode: play.code, content, ...probe },
    { numbers: exampleDraw, lunarYear },
  );
  const outcome =
    result === 2
      ? '和局（退还本金）'
      : result === 0
        ? '未中奖'
        : reward === probe.odds
          ? '中奖'
          : `中奖：${play.oddsItems[1]?.label ?? ''}`;
  return { bet: betInfoOf(play, content), note, outcome };
};
