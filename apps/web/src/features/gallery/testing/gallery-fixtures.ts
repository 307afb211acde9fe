import type { GalleryGroup, GalleryImage } from '@lottery/contracts';
import { file, fakeApi } from '../../../test/fake-api';
import type { FakeCall, FakeHandler } from '../../../test/fake-api';

/** A long time ago: no 已更新 tag. */
export const oldTime = 1_700_000_000;

export type FakeGroup = GalleryGroup & { popular?: boolean };

let nextGroupId = 1;

/** A group named `{initial}{label}` (e.g. 金牌 under J). */
export const groupOf = (
  initials: string,
  name: string,
  extra: Partial<FakeGroup> = {},
): FakeGroup => {
  const groupId = nextGroupId++;
  return {
    groupId,
    gameId: 110,
    groupType: 1,
    name,
    gameTurn: '2026327',
    imageUrl: `gallery/group-${groupId}-thumb.png`,
    updatedTime: oldTime,
    initials,
    ...extra,
  };
};

/** `count` groups under one initial: `{initial}图1`, `{initial}图2`, … */
export const groupsUnder = (initials: string, count: number, extra: Partial<FakeGroup> = {}) =>
  Array.from({ length: count }, (_, index) =>
    groupOf(initials, `${initials}图${index + 1}`, extra),
  );

export const imageOf = (id: number, extra: Partial<GalleryImage> = {}): GalleryImage => ({
  id,
  groupId: 7,
  gameTurn: String(2026000 + id),
  imageUrl: `gallery/full-${id}.png`,
  thumbUrl: `gallery/thumb-${id}.png`,
  like: 0,
  likeCount: 5,
  updatedTime: oldTime,
  width: 600,
  height: 900,
  ...extra,
});

export const appConfig = {
  livestream_url: '',
  theme: 'theme4',
  home_lottery_setting: [
    { gameId: 71, gameName: '极速六合彩' },
    { gameId: 70, gameName: '香港六合彩' },
    { gameId: 110, gameName: '新澳门六合彩' },
  ],
};

export const ads = [
  {
    templateCode: 'AD08',
    status: 1,
    groups: [
      { id: 1, items: [{ id: 8, content: '', imageUrl: 'ad08.svg', redirectUrl: '', sort: 1 }] },
    ],
  },
];

const matches = (group: FakeGroup, params: URLSearchParams) => {
  const search = params.get('searchText') ?? '';
  return (
    group.gameId === Number(params.get('gameId')) &&
    group.groupType === Number(params.get('groupType')) &&
    (search === '' || group.name.includes(search))
  );
};

/**
 * The gallery calls of the server over `groups`: GET /gallery/group pages one initial (or the
 * popular ones) filtered by game, type and search; GET /gallery/group-name answers the initials
 * that have groups (plus `extraInitials`, listed though empty).
 */
export const galleryServer = (
  groups: readonly FakeGroup[],
  {
    extraInitials = [],
    routes = {},
  }: { extraInitials?: string[]; routes?: Record<string, FakeHandler> } = {},
) =>
  fakeApi({
    'GET /sys-upload/data/json/app_config.json': () => file(appConfig),
    'GET /sys-upload/data/json/template_ads.json': () => file(ads),
    'GET /app-api/gallery/group-name': ({ params }: FakeCall) => {
      const found = groups.filter((group) => matches(group, params));
      return {
        groupNames: found.map((group) => group.name),
        initials: [...new Set([...found.map((group) => group.initials), ...extraInitials])].sort(),
      };
    },
    'GET /app-api/gallery/group': ({ params }: FakeCall) => {
      const initials = params.get('initials') ?? '';
      const popular = params.get('popular') === '1';
      const found = groups.filter(
        (group) =>
          matches(group, params) &&
          (!popular || group.popular === true) &&
          (initials === '' || group.initials === initials),
      );
      const page = Number(params.get('page'));
      const rows = Number(params.get('rows'));
      return { data: found.slice((page - 1) * rows, page * rows), totalCount: found.length };
    },
    ...routes,
  });

export type GalleryApi = ReturnType<typeof galleryServer>;

/** The GET /gallery/group calls, as their query objects. */
export const groupCalls = (api: GalleryApi) =>
  api
    .callsTo('GET /app-api/gallery/group')
    .map((call) => Object.fromEntries(call.params.entries()));
