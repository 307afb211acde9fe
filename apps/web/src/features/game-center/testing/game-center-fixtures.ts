import { formatMaintain, wallClockOf } from '@lottery/contracts';
import type { Game, GameCategoryEntry, GameCenterFile } from '@lottery/contracts';
import { memberProfile } from '../../../test/account-fixtures';
import { companyOf } from '../../../test/company-fixtures';
import { fakeApi, file } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';

let nextId = 1001;

export const gameOf = (gameName: string, patch: Partial<Game> = {}): Game => {
  const gameId = nextId++;
  return {
    gameId,
    gameName,
    category: 'electronic',
    type: patch.category ?? 'electronic',
    imageUrl: `games/icon-${gameId}.svg`,
    landscapeUrl: `games/wide-${gameId}.svg`,
    hot: 0,
    isFollow: 0,
    liveCode: 'DEMO',
    gameCode: `G${gameId}`,
    gameKind: '',
    providerName: '演示娱乐',
    providerUrl: 'providers/demo.svg',
    maintain: '',
    appDisplay: 0,
    sort: gameId,
    ...patch,
  };
};

/** A maintenance window around now (or starting in an hour), in Asia/Shanghai. */
export const maintenanceNow = (): string =>
  formatMaintain(
    wallClockOf(Date.now() - 3_600_000, 'Asia/Shanghai'),
    wallClockOf(Date.now() + 3_600_000, 'Asia/Shanghai'),
  );
export const maintenanceLater = (): string =>
  formatMaintain(
    wallClockOf(Date.now() + 3_600_000, 'Asia/Shanghai'),
    wallClockOf(Date.now() + 7_200_000, 'Asia/Shanghai'),
  );

export const categoryEntries: GameCategoryEntry[] = [
  { type: 'hot', name: '热门', imageUrl: '' },
  { type: 'LOTTERY', name: '彩票', imageUrl: '' },
  { type: 'fish', name: '捕鱼', imageUrl: '' },
  { type: 'electronic', name: '电子', imageUrl: '' },
  { type: 'card', name: '棋牌', imageUrl: '' },
  { type: 'live', name: '真人', imageUrl: '' },
  { type: 'sport', name: '体育', imageUrl: '' },
];

/** A small catalogue: a lottery game, slots of two providers, a card game, live and sport. */
export const sampleGames = (): Game[] => [
  gameOf('极速六合彩', {
    gameId: 71,
    category: 'LOTTERY',
    type: 'LOTTERY',
    liveCode: '',
    providerName: '',
    providerUrl: '',
    hot: 9,
  }),
  gameOf('财神到', { hot: 8, liveCode: 'DEMO' }),
  gameOf('水果拉霸', { hot: 3, liveCode: 'PG', providerName: 'PG电子', providerUrl: 'p/pg.svg' }),
  gameOf('麻将胡了', { liveCode: 'PG', providerName: 'PG电子', providerUrl: 'p/pg.svg' }),
  gameOf('维护老虎机', { maintain: maintenanceNow() }),
  gameOf('深海捕鱼', { category: 'fish', type: 'fish' }),
  gameOf('二十一点', { category: 'card', type: 'card', liveCode: 'KY', providerName: '开元棋牌' }),
  gameOf('百家乐', { category: 'live', type: 'live', appDisplay: 1, hot: 5 }),
  gameOf('足球竞猜', { category: 'sport', type: 'sport' }),
];

export interface GameCenterServer {
  games?: Game[];
  appDisplay?: number;
  profile?: ReturnType<typeof memberProfile>;
  follows?: number[];
  extra?: Record<string, FakeHandler>;
}

/** The calls the game centre makes, answered from a catalogue. */
export const gameCenterServer = ({
  games = sampleGames(),
  appDisplay = 0,
  profile = memberProfile(),
  follows = [],
  extra = {},
}: GameCenterServer = {}) => {
  const catalogue: GameCenterFile = { categories: categoryEntries, games };
  return fakeApi({
    'GET /app-api/company/get': () => companyOf({ appDisplay }),
    'GET /app-api/api/notice/queryPage': () => ({ data: [], totalCount: 0 }),
    'GET /sys-upload/data/json/notice_list.json': () =>
      file({ index_notice: [], lottery_notice: [], roll_notice: ['真人娱乐城全新上线'] }),
    'GET /sys-upload/data/json/config.json': () =>
      file({
        sys_config: { time_zone: 'Asia/Shanghai' },
        system_config: [],
        api_external: [],
        color_theme: [],
      }),
    'GET /sys-upload/data/json/game_center.json': () => file(catalogue),
    'GET /app-api/api/user/info': () => profile,
    'GET /app-api/api/user/money/check': () => ({
      money: profile.extInfo.money,
      liveMoney: profile.extInfo.liveMoney,
    }),
    'GET /app-api/game/follow-ids': () => ({ gameIds: follows }),
    ...extra,
  });
};
