import type { GameCategory, GameHomeCategory } from '@lottery/contracts';
import type { DemoEngine } from '../modules/games/providers/demo/demo-engines';

/** The game centre's tabs, in the spec's order. */
export const demoGameCategories: { type: GameCategory; name: string }[] = [
  { type: 'hot', name: '热门' },
  { type: 'LOTTERY', name: '彩票' },
  { type: 'fish', name: '捕鱼' },
  { type: 'electronic', name: '电子' },
  { type: 'card', name: '棋牌' },
  { type: 'live', name: '真人' },
  { type: 'sport', name: '体育' },
];

/** The demo providers; every one is played by the built-in provider (adapter `demo`). */
export const demoGameProviders = [
  { liveCode: 'XGLIVE', name: '星光真人' },
  { liveCode: 'JLSX', name: '金龙视讯' },
  { liveCode: 'HLDZ', name: '欢乐电子' },
  { liveCode: 'FYBY', name: '飞鱼捕鱼' },
  { liveCode: 'QXQP', name: '七星棋牌' },
  { liveCode: 'TXTY', name: '天行体育' },
] as const;

export type DemoProviderCode = (typeof demoGameProviders)[number]['liveCode'];

export interface DemoGame {
  gameName: string;
  category: Exclude<GameHomeCategory, 'LOTTERY'>;
  liveCode: DemoProviderCode;
  gameCode: string;
  engine: DemoEngine;
  hot?: number;
  /** now: in maintenance from a day ago for a month; later: for four hours, three days from now. */
  maintain?: 'now' | 'later';
}

const fish = (gameName: string, gameCode: string, extra: Partial<DemoGame> = {}): DemoGame => ({
  gameName,
  category: 'fish',
  liveCode: 'FYBY',
  gameCode,
  engine: 'slot',
  ...extra,
});
const slot = (gameName: string, gameCode: string, extra: Partial<DemoGame> = {}): DemoGame => ({
  gameName,
  category: 'electronic',
  liveCode: 'HLDZ',
  gameCode,
  engine: 'slot',
  ...extra,
});
const card = (
  gameName: string,
  gameCode: string,
  engine: DemoEngine,
  extra: Partial<DemoGame> = {},
): DemoGame => ({ gameName, category: 'card', liveCode: 'QXQP', gameCode, engine, ...extra });
const live = (
  gameName: string,
  gameCode: string,
  engine: DemoEngine,
  extra: Partial<DemoGame> = {},
): DemoGame => ({ gameName, category: 'live', liveCode: 'XGLIVE', gameCode, engine, ...extra });
const sport = (gameName: string, gameCode: string, extra: Partial<DemoGame> = {}): DemoGame => ({
  gameName,
  category: 'sport',
  liveCode: 'TXTY',
  gameCode,
  engine: 'dragon-tiger',
  ...extra,
});

/** Third-party games: ids from 1001 in this order. */
export const demoThirdPartyGames: DemoGame[] = [
  fish('深海捕鱼', 'fish-deep-sea', { hot: 60 }),
  fish('金蟾捕鱼', 'fish-golden-toad'),
  fish('海王捕鱼', 'fish-sea-king', { hot: 35 }),
  fish('李逵劈鱼', 'fish-li-kui'),
  fish('龙王捕鱼', 'fish-dragon-king', { maintain: 'now' }),
  fish('捕鱼来了', 'fish-here-they-come', { maintain: 'later' }),
  slot('幸运777', 'slot-lucky-777', { hot: 90 }),
  slot('水果派对', 'slot-fruit-party', { hot: 70 }),
  slot('财神到', 'slot-god-of-wealth', { hot: 55 }),
  slot('招财进宝', 'slot-fortune'),
  slot('金狮送福', 'slot-golden-lion'),
  slot('麻将胡了', 'slot-mahjong-win', { hot: 40 }),
  slot('宝石迷阵', 'slot-gems'),
  slot('连环夺宝', 'slot-treasure-chain', { maintain: 'now' }),
  slot('五龙争霸', 'slot-five-dragons'),
  slot('赏金船长', 'slot-captain-bounty', { maintain: 'later' }),
  slot('糖果派对', 'slot-candy-party'),
  slot('金鸡报喜', 'slot-golden-rooster'),
  card('龙虎斗', 'card-dragon-tiger', 'dragon-tiger', { hot: 100 }),
  card('经典百家乐', 'card-baccarat', 'baccarat', { hot: 80 }),
  card('极速龙虎', 'card-fast-dragon-tiger', 'dragon-tiger'),
  card('单张比大小', 'card-high-card', 'dragon-tiger'),
  card('至尊百家乐', 'card-supreme-baccarat', 'baccarat', { maintain: 'later' }),
  card('欢乐百家乐', 'card-happy-baccarat', 'baccarat', { liveCode: 'JLSX' }),
  live('真人百家乐', 'live-baccarat', 'baccarat', { hot: 85 }),
  live('真人龙虎', 'live-dragon-tiger', 'dragon-tiger', { hot: 50 }),
  live('极速百家乐', 'live-speed-baccarat', 'baccarat'),
  live('VIP百家乐', 'live-vip-baccarat', 'baccarat', { liveCode: 'JLSX', maintain: 'now' }),
  live('视讯龙虎斗', 'live-video-dragon-tiger', 'dragon-tiger', { liveCode: 'JLSX' }),
  live('多台百家乐', 'live-multi-baccarat', 'baccarat', { liveCode: 'JLSX', hot: 30 }),
  sport('足球对决', 'sport-football-duel', { hot: 45 }),
  sport('篮球对决', 'sport-basketball-duel'),
  sport('网球对决', 'sport-tennis-duel', { maintain: 'later' }),
  sport('电竞对决', 'sport-esports-duel'),
];

export const demoThirdPartyFirstId = 1001;

/** Lottery games that are also hot in the game centre. */
export const demoHotLotteries: Record<number, number> = { 110: 95, 71: 75, 70: 65 };

/** Accounts refused by the launch checks (README "Demo accounts"). */
export const demoBlockedMember = {
  account: 'blocked01',
  password: 'Blocked123',
  role: '会员，已被限制进入第三方游戏 (USER_IN_BLACKLIST)',
} as const;

export const demoFrozenMember = {
  account: 'frozen01',
  password: 'Frozen1234',
  role: '会员，账户已冻结 (UC/ACCOUNT_STATE_ERROR)',
} as const;
