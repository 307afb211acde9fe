import type { ChartKind } from '../modules/gallery/chart-art';

/** The gallery's categories of every gallery game, in order, with the chart kind they file. */
export const demoGalleryCategories = [
  '综合资料',
  '生肖图',
  '特码图',
  '平特图',
  '波色图',
  '单双大小',
] as const;
export type DemoGalleryCategory = (typeof demoGalleryCategories)[number];

export interface DemoGalleryChart {
  name: string;
  /** The pinyin initial of the name's first character. */
  initials: string;
  kind: ChartKind;
  category: DemoGalleryCategory;
}

const chart = (
  name: string,
  initials: string,
  kind: ChartKind,
  category: DemoGalleryCategory,
): DemoGalleryChart => ({ name, initials, kind, category });

/** Colour charts (group type 1); each game shows 24 of them. */
export const demoColourCharts: DemoGalleryChart[] = [
  chart('四不像', 'S', 'zodiac', '生肖图'),
  chart('跑狗图', 'P', 'numbers', '特码图'),
  chart('平特一肖', 'P', 'zodiac', '平特图'),
  chart('六肖中特', 'L', 'zodiac', '生肖图'),
  chart('波色图', 'B', 'waves', '波色图'),
  chart('单双中特', 'D', 'odd-even', '单双大小'),
  chart('家禽野兽', 'J', 'zodiac', '生肖图'),
  chart('四季生肖', 'S', 'zodiac', '生肖图'),
  chart('琴棋书画', 'Q', 'zodiac', '生肖图'),
  chart('三合生肖', 'S', 'zodiac', '生肖图'),
  chart('特码诗', 'T', 'verse', '综合资料'),
  chart('玄机图', 'X', 'verse', '综合资料'),
  chart('新跑狗', 'X', 'numbers', '特码图'),
  chart('白小姐', 'B', 'numbers', '特码图'),
  chart('蓝月亮', 'L', 'verse', '综合资料'),
  chart('马会传真', 'M', 'numbers', '特码图'),
  chart('大小中特', 'D', 'odd-even', '单双大小'),
  chart('红蓝绿波', 'H', 'waves', '波色图'),
  chart('平特尾数', 'P', 'numbers', '平特图'),
  chart('金钱豹', 'J', 'numbers', '特码图'),
  chart('财神爷', 'C', 'numbers', '特码图'),
  chart('东成西就', 'D', 'zodiac', '生肖图'),
  chart('五行中特', 'W', 'numbers', '特码图'),
  chart('九肖中特', 'J', 'zodiac', '生肖图'),
  chart('火烧图', 'H', 'numbers', '特码图'),
  chart('男女生肖', 'N', 'zodiac', '生肖图'),
  chart('阴阳生肖', 'Y', 'zodiac', '生肖图'),
  chart('二中二', 'E', 'numbers', '平特图'),
  chart('三中三', 'S', 'numbers', '平特图'),
  chart('波色中特', 'B', 'waves', '波色图'),
  chart('单双四肖', 'D', 'odd-even', '单双大小'),
  chart('红姐图库', 'H', 'numbers', '特码图'),
  chart('澳门传真', 'A', 'numbers', '特码图'),
  chart('日日好彩', 'R', 'numbers', '特码图'),
];

/** Black-and-white charts (group type 2), the newspaper kind; each game shows 12 of them. */
export const demoBlackAndWhiteCharts: DemoGalleryChart[] = [
  chart('老黄历', 'L', 'verse', '综合资料'),
  chart('曾道人', 'Z', 'verse', '综合资料'),
  chart('玄机图', 'X', 'verse', '综合资料'),
  chart('特码诗', 'T', 'verse', '综合资料'),
  chart('挂牌图', 'G', 'verse', '综合资料'),
  chart('四不像', 'S', 'zodiac', '生肖图'),
  chart('跑狗图', 'P', 'numbers', '特码图'),
  chart('马会传真', 'M', 'numbers', '特码图'),
  chart('看图解码', 'K', 'verse', '综合资料'),
  chart('凤凰卜封', 'F', 'verse', '综合资料'),
  chart('管家婆', 'G', 'verse', '综合资料'),
  chart('一句真言', 'Y', 'verse', '综合资料'),
  chart('奇门遁甲', 'Q', 'verse', '综合资料'),
  chart('欲钱解特', 'Y', 'verse', '综合资料'),
  chart('黄大仙', 'H', 'verse', '综合资料'),
  chart('单双大小', 'D', 'odd-even', '单双大小'),
];

/** The names marked popular (热门): every game shows them. */
export const demoPopularCharts: Record<'colour' | 'blackAndWhite', ReadonlySet<string>> = {
  colour: new Set([
    '四不像',
    '跑狗图',
    '平特一肖',
    '六肖中特',
    '白小姐',
    '马会传真',
    '新跑狗',
    '特码诗',
  ]),
  blackAndWhite: new Set(['老黄历', '曾道人']),
};

const rotate = <T>(items: readonly T[], by: number) => {
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
};

/** The popular charts, then others, a different choice per game. */
const choose = (
  charts: DemoGalleryChart[],
  popular: ReadonlySet<string>,
  count: number,
  by: number,
) => {
  const core = charts.filter((c) => popular.has(c.name));
  const rest = rotate(
    charts.filter((c) => !popular.has(c.name)),
    by,
  );
  return [...core, ...rest.slice(0, count - core.length)].map((c) => ({
    ...c,
    popular: popular.has(c.name),
  }));
};

/** The charts a game shows: 24 colour and 12 black-and-white, the unpopular ones varying by game. */
export const demoChartsOf = (gameIndex: number) => ({
  colour: choose(demoColourCharts, demoPopularCharts.colour, 24, gameIndex * 7),
  blackAndWhite: choose(
    demoBlackAndWhiteCharts,
    demoPopularCharts.blackAndWhite,
    12,
    gameIndex * 3,
  ),
});

/** Periods of charts each group has: the last draws' and the open turn's. */
export const demoGalleryDrawnPeriods = 6;
