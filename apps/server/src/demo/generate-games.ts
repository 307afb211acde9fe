import { eq } from 'drizzle-orm';
import { formatMaintain, wallClockOf, type GameHomeCategory } from '@lottery/contracts';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import {
  categoryIconSvg,
  gameIconSvg,
  gameLandscapeSvg,
  providerLogoSvg,
  type GameArtSpec,
} from '../modules/games/game-art';
import { demoAdapterName } from '../modules/games/providers/demo/demo-provider';
import type { ImageInput } from '../modules/content/content.service';
import type { Services } from '../services';
import { demoLotteryGames } from './demo-content';
import {
  demoBlockedMember,
  demoFrozenMember,
  demoGameCategories,
  demoGameProviders,
  demoHotLotteries,
  demoThirdPartyFirstId,
  demoThirdPartyGames,
} from './demo-games';

const dayMs = 86_400_000;

const svg = (name: string, body: Buffer): ImageInput => ({ name, extension: 'svg', body });

/**
 * The game centre's demo catalogue: the seven tabs, six providers (all played by the built-in
 * provider), the lottery games and 34 third-party games with generated icons and landscape
 * cards, hot ranks, three games in maintenance now and four later; and two members the launch
 * refuses (one blacklisted, one frozen). Run after the company and lottery games exist.
 */
export const generateDemoGames = async (
  { db, services }: { db: Db; services: Services },
  now: number = Date.now(),
) => {
  const timeZone = await services.settings.timeZone();
  const local = (instant: number) => wallClockOf(instant, timeZone);
  const windows = {
    now: formatMaintain(local(now - dayMs), local(now + 30 * dayMs)),
    later: formatMaintain(local(now + 3 * dayMs), local(now + 3 * dayMs + 4 * 3_600_000)),
  };
  const providerName = new Map<string, string>(demoGameProviders.map((p) => [p.liveCode, p.name]));

  const lotteryArt: GameArtSpec[] = demoLotteryGames.map((game) => ({
    gameName: game.name,
    category: 'LOTTERY',
    providerName: '',
    badge: String(game.id),
  }));
  const thirdPartyArt: GameArtSpec[] = demoThirdPartyGames.map((game) => ({
    gameName: game.gameName,
    category: game.category,
    providerName: providerName.get(game.liveCode) ?? '',
  }));
  const art = [...lotteryArt, ...thirdPartyArt];
  const keyOf = (spec: GameArtSpec) => `${spec.category}-${spec.badge ?? spec.gameName}`;

  await db.transaction(async (tx) => {
    // One after another: a transaction is one connection, which runs one query at a time.
    const categoryIcons = await services.content.saveImages(
      demoGameCategories.map((c) =>
        svg(`game-category-${c.type}`, categoryIconSvg(c.type, c.name)),
      ),
      tx,
    );
    const providerLogos = await services.content.saveImages(
      demoGameProviders.map((p) =>
        svg(`game-provider-${p.liveCode}`, providerLogoSvg(p.liveCode, p.name)),
      ),
      tx,
    );
    const icons = await services.content.saveImages(
      art.map((spec, i) => svg(`game-icon-${i + 1}`, gameIconSvg(spec))),
      tx,
    );
    const landscapes = await services.content.saveImages(
      art.map((spec, i) => svg(`game-landscape-${i + 1}`, gameLandscapeSvg(spec))),
      tx,
    );
    const url = (path: string | undefined) => (path ? `/sys-upload/images/${path}` : '');
    const iconOf = new Map(art.map((spec, i) => [keyOf(spec), url(icons[i])]));
    const landscapeOf = new Map(art.map((spec, i) => [keyOf(spec), url(landscapes[i])]));

    await services.games.addCatalogue(
      {
        categories: demoGameCategories.map((c, sort) => ({
          type: c.type,
          name: c.name,
          imageUrl: url(categoryIcons[sort]),
          sort,
        })),
        providers: demoGameProviders.map((p, sort) => ({
          liveCode: p.liveCode,
          name: p.name,
          logoUrl: url(providerLogos[sort]),
          adapter: demoAdapterName,
          sort,
        })),
        games: [
          ...demoLotteryGames.map((game, sort) => {
            const spec = lotteryArt[sort];
            return {
              gameId: game.id,
              gameName: game.name,
              category: 'LOTTERY' satisfies GameHomeCategory,
              liveCode: null,
              gameCode: String(game.id),
              imageUrl: (spec && iconOf.get(keyOf(spec))) ?? '',
              landscapeUrl: (spec && landscapeOf.get(keyOf(spec))) ?? '',
              hot: demoHotLotteries[game.id] ?? 0,
              sort,
            };
          }),
          ...demoThirdPartyGames.map((game, sort) => {
            const spec = thirdPartyArt[sort];
            return {
              gameId: demoThirdPartyFirstId + sort,
              gameName: game.gameName,
              category: game.category,
              liveCode: game.liveCode,
              gameCode: game.gameCode,
              gameKind: game.engine,
              imageUrl: (spec && iconOf.get(keyOf(spec))) ?? '',
              landscapeUrl: (spec && landscapeOf.get(keyOf(spec))) ?? '',
              hot: game.hot ?? 0,
              maintain: game.maintain ? windows[game.maintain] : '',
              // Live tables and sport play in landscape in the app.
              appDisplay: game.category === 'live' || game.category === 'sport' ? 1 : 0,
              sort,
            };
          }),
        ],
      },
      tx,
    );

    const blocked = await services.account.createMember(
      { account: demoBlockedMember.account, password: demoBlockedMember.password },
      tx,
    );
    await services.games.blacklist(
      [{ userId: blocked.id, liveCode: '', reason: '演示：限制进入游戏' }],
      tx,
    );
    const frozen = await services.account.createMember(
      { account: demoFrozenMember.account, password: demoFrozenMember.password },
      tx,
    );
    await tx.update(users).set({ status: 1 }).where(eq(users.id, frozen.id));
  });
};
