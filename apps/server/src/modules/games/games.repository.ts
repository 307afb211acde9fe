import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameBlacklist, gameCategories, gameFollows, gameProviders, games } from '../../db/schema';

export type GameRow = typeof games.$inferSelect;
export type ProviderRow = typeof gameProviders.$inferSelect;
export type CategoryRow = typeof gameCategories.$inferSelect;

/** A game with its provider's name, logo and maintenance window. */
export const catalogueColumns = {
  game: games,
  providerName: gameProviders.name,
  providerUrl: gameProviders.logoUrl,
  providerMaintain: gameProviders.maintain,
};

/** Enabled games whose provider (if any) is enabled. */
const visible = and(
  eq(games.enabled, true),
  or(isNull(games.liveCode), eq(gameProviders.enabled, true)),
);

export const listCategories = (db: Db) =>
  db.select().from(gameCategories).orderBy(asc(gameCategories.sort), asc(gameCategories.type));

export interface GameFilter {
  /** A home category, or hot (hot > 0). */
  category?: string;
  searchText?: string;
  liveCodes?: string[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const whereOf = ({ category, searchText, liveCodes }: GameFilter): SQL | undefined =>
  and(
    visible,
    category === 'hot' ? gt(games.hot, 0) : category ? eq(games.category, category) : undefined,
    searchText ? ilike(games.gameName, `%${escapeLike(searchText)}%`) : undefined,
    liveCodes?.length ? inArray(games.liveCode, liveCodes) : undefined,
  );

const orderOf = (category?: string) =>
  category === 'hot'
    ? [desc(games.hot), asc(games.sort), asc(games.gameId)]
    : [asc(games.sort), asc(games.gameId)];

export const listGames = (db: Db, filter: GameFilter, page?: { limit: number; offset: number }) => {
  const query = db
    .select(catalogueColumns)
    .from(games)
    .leftJoin(gameProviders, eq(games.liveCode, gameProviders.liveCode))
    .where(whereOf(filter))
    .orderBy(...orderOf(filter.category));
  return page ? query.limit(page.limit).offset(page.offset) : query;
};

export const countGames = async (db: Db, filter: GameFilter) => {
  const [row] = await db
    .select({ total: count() })
    .from(games)
    .leftJoin(gameProviders, eq(games.liveCode, gameProviders.liveCode))
    .where(whereOf(filter));
  return row?.total ?? 0;
};

/** The providers of the visible games of each home category, in provider order. */
export const listCategoryProviders = (db: Db) =>
  db
    .selectDistinct({
      category: games.category,
      hot: sql<boolean>`${games.hot} > 0`,
      liveCode: gameProviders.liveCode,
      providerName: gameProviders.name,
      providerUrl: gameProviders.logoUrl,
      sort: gameProviders.sort,
    })
    .from(games)
    .innerJoin(gameProviders, eq(games.liveCode, gameProviders.liveCode))
    .where(visible)
    .orderBy(asc(gameProviders.sort), asc(gameProviders.liveCode));

export const findVisibleGame = async (db: Db, gameId: number) => {
  const [row] = await db
    .select({ gameId: games.gameId })
    .from(games)
    .leftJoin(gameProviders, eq(games.liveCode, gameProviders.liveCode))
    .where(and(visible, eq(games.gameId, gameId)));
  return row;
};

export const findProviderGame = async (db: Db, liveCode: string, gameCode: string) => {
  const [row] = await db
    .select({ game: games, provider: gameProviders })
    .from(games)
    .innerJoin(gameProviders, eq(games.liveCode, gameProviders.liveCode))
    .where(
      and(
        eq(games.liveCode, liveCode),
        eq(games.gameCode, gameCode),
        eq(games.enabled, true),
        eq(gameProviders.enabled, true),
      ),
    );
  return row;
};

export const listFollowIds = async (db: Db, userId: number) =>
  (
    await db
      .select({ gameId: gameFollows.gameId })
      .from(gameFollows)
      .where(eq(gameFollows.userId, userId))
      .orderBy(asc(gameFollows.gameId))
  ).map((row) => row.gameId);

export const follow = (db: Db, userId: number, gameId: number) =>
  db.insert(gameFollows).values({ userId, gameId }).onConflictDoNothing();

export const unfollow = (db: Db, userId: number, gameId: number) =>
  db.delete(gameFollows).where(and(eq(gameFollows.userId, userId), eq(gameFollows.gameId, gameId)));

/** The blacklist rows of a member for every provider ('') and for `liveCode`. */
export const findBlacklist = (db: Db, userId: number, liveCode: string) =>
  db
    .select({ liveCode: gameBlacklist.liveCode })
    .from(gameBlacklist)
    .where(and(eq(gameBlacklist.userId, userId), inArray(gameBlacklist.liveCode, ['', liveCode])));

export const insertCategories = (db: Db, rows: (typeof gameCategories.$inferInsert)[]) =>
  db.insert(gameCategories).values(rows);

export const insertProviders = (db: Db, rows: (typeof gameProviders.$inferInsert)[]) =>
  db.insert(gameProviders).values(rows);

export const insertGames = (db: Db, rows: (typeof games.$inferInsert)[]) =>
  db.insert(games).values(rows);

export const insertBlacklist = (db: Db, rows: (typeof gameBlacklist.$inferInsert)[]) =>
  db.insert(gameBlacklist).values(rows).onConflictDoNothing();

export const providersByAdapter = (db: Db, adapter: string) =>
  db.select().from(gameProviders).where(eq(gameProviders.adapter, adapter));

// The back office's catalogue: every game, provider and category, enabled or not.

export interface AdminGameFilter {
  category?: string | undefined;
  liveCode?: string | undefined;
  hot?: boolean;
  searchText?: string | undefined;
}

const adminWhereOf = ({ category, liveCode, hot, searchText }: AdminGameFilter) =>
  and(
    category ? eq(games.category, category) : undefined,
    liveCode ? eq(games.liveCode, liveCode) : undefined,
    hot ? gt(games.hot, 0) : undefined,
    searchText ? ilike(games.gameName, `%${escapeLike(searchText)}%`) : undefined,
  );

export const listAllGames = (
  db: Db,
  filter: AdminGameFilter,
  page: { limit: number; offset: number },
) =>
  db
    .select({ game: games, providerName: gameProviders.name })
    .from(games)
    .leftJoin(gameProviders, eq(games.liveCode, gameProviders.liveCode))
    .where(adminWhereOf(filter))
    .orderBy(
      ...(filter.hot
        ? [desc(games.hot), asc(games.sort), asc(games.gameId)]
        : [asc(games.category), asc(games.sort), asc(games.gameId)]),
    )
    .limit(page.limit)
    .offset(page.offset);

export const countAllGames = async (db: Db, filter: AdminGameFilter) => {
  const [row] = await db.select({ total: count() }).from(games).where(adminWhereOf(filter));
  return row?.total ?? 0;
};

export const findGameForUpdate = async (db: Db, gameId: number) => {
  const [row] = await db.select().from(games).where(eq(games.gameId, gameId)).for('update');
  return row;
};

export const updateGame = async (
  db: Db,
  gameId: number,
  values: Partial<Pick<GameRow, 'enabled' | 'sort' | 'hot' | 'maintain'>>,
) => {
  const [row] = await db.update(games).set(values).where(eq(games.gameId, gameId)).returning();
  return row;
};

/** The lottery games' entries of the game centre (category LOTTERY, the lottery's id). */
export const listLotteryEntries = (db: Db) =>
  db
    .select({ gameId: games.gameId, maintain: games.maintain })
    .from(games)
    .where(eq(games.category, 'LOTTERY'));

export const listProvidersWithCounts = (db: Db) =>
  db
    .select({
      provider: gameProviders,
      games: sql<number>`(select count(*) from ${games} where ${games.liveCode} = ${gameProviders.liveCode})::int`,
    })
    .from(gameProviders)
    .orderBy(asc(gameProviders.sort), asc(gameProviders.liveCode));

export const findProviderForUpdate = async (db: Db, liveCode: string) => {
  const [row] = await db
    .select()
    .from(gameProviders)
    .where(eq(gameProviders.liveCode, liveCode))
    .for('update');
  return row;
};

export const updateProvider = async (
  db: Db,
  liveCode: string,
  values: Pick<ProviderRow, 'enabled' | 'sort' | 'maintain'>,
) => {
  const [row] = await db
    .update(gameProviders)
    .set(values)
    .where(eq(gameProviders.liveCode, liveCode))
    .returning();
  return row;
};

export const findCategoryForUpdate = async (db: Db, type: string) => {
  const [row] = await db
    .select()
    .from(gameCategories)
    .where(eq(gameCategories.type, type))
    .for('update');
  return row;
};

export const updateCategory = async (
  db: Db,
  type: string,
  values: Pick<CategoryRow, 'name' | 'sort'>,
) => {
  const [row] = await db
    .update(gameCategories)
    .set(values)
    .where(eq(gameCategories.type, type))
    .returning();
  return row;
};
