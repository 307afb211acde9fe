import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { galleryCategories, galleryGroups, galleryImages, galleryLikes } from '../../db/schema';

export type GroupRow = typeof galleryGroups.$inferSelect;
export type NewGroupRow = typeof galleryGroups.$inferInsert;
export type ImageRow = typeof galleryImages.$inferSelect;
export type NewImageRow = typeof galleryImages.$inferInsert;
export type NewCategoryRow = typeof galleryCategories.$inferInsert;

export { findEnabledGame } from '../../db/lottery-games';

export const listCategories = (db: Db, gameId: number) =>
  db
    .select()
    .from(galleryCategories)
    .where(eq(galleryCategories.gameId, gameId))
    .orderBy(asc(galleryCategories.sort), asc(galleryCategories.id));

export interface GroupFilter {
  gameId: number;
  groupType: number;
  /** One letter; undefined is every initial. */
  initials?: string;
  popularOnly?: boolean;
  /** Part of the name, any case; undefined is no search. */
  searchText?: string;
  categoryId?: number;
}

const groupWhere = (filter: GroupFilter) =>
  and(
    eq(galleryGroups.gameId, filter.gameId),
    eq(galleryGroups.groupType, filter.groupType),
    eq(galleryGroups.enabled, true),
    filter.initials ? eq(galleryGroups.initials, filter.initials) : undefined,
    filter.popularOnly ? eq(galleryGroups.popular, true) : undefined,
    // strpos rather than LIKE: the text is matched as it is, `%` and `_` included.
    filter.searchText
      ? sql`strpos(lower(${galleryGroups.name}), lower(${filter.searchText})) > 0`
      : undefined,
    filter.categoryId === undefined ? undefined : eq(galleryGroups.categoryId, filter.categoryId),
  );

const groupOrder = [asc(galleryGroups.initials), asc(galleryGroups.sort), asc(galleryGroups.id)];

/** The matching enabled groups by initial, then sort, then id. */
export const groupPage = async (
  db: Db,
  filter: GroupFilter,
  { limit, offset }: { limit: number; offset: number },
) => {
  const where = groupWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(galleryGroups)
      .where(where)
      .orderBy(...groupOrder)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(galleryGroups).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
};

export const groupNames = async (db: Db, filter: GroupFilter) =>
  (
    await db
      .select({ name: galleryGroups.name })
      .from(galleryGroups)
      .where(groupWhere(filter))
      .orderBy(...groupOrder)
  ).map((row) => row.name);

/** The initials that have enabled groups of the game and type, A to Z. */
export const initialsOf = async (db: Db, gameId: number, groupType: number) =>
  (
    await db
      .selectDistinct({ initials: galleryGroups.initials })
      .from(galleryGroups)
      .where(groupWhere({ gameId, groupType }))
      .orderBy(asc(galleryGroups.initials))
  ).map((row) => row.initials);

export const findEnabledGroup = async (db: Db, groupId: number) => {
  const [row] = await db
    .select()
    .from(galleryGroups)
    .where(and(eq(galleryGroups.id, groupId), eq(galleryGroups.enabled, true)));
  return row;
};

export const enabledGroupsOfGame = (db: Db, gameId: number) =>
  db
    .select()
    .from(galleryGroups)
    .where(and(eq(galleryGroups.gameId, gameId), eq(galleryGroups.enabled, true)))
    .orderBy(asc(galleryGroups.id));

const newestFirst = [desc(galleryImages.createdAt), desc(galleryImages.id)];

/** The newest image of each of the groups. */
export const latestImages = async (db: Db, groupIds: number[]) =>
  groupIds.length === 0
    ? []
    : db
        .selectDistinctOn([galleryImages.groupId])
        .from(galleryImages)
        .where(inArray(galleryImages.groupId, groupIds))
        .orderBy(asc(galleryImages.groupId), ...newestFirst);

export const imagePage = async (
  db: Db,
  groupId: number,
  { limit, offset }: { limit: number; offset: number },
) => {
  const where = eq(galleryImages.groupId, groupId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(galleryImages)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(galleryImages).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
};

/** An image of an enabled group. */
export const findImage = async (db: Db, imageId: number) => {
  const [row] = await db
    .select({ image: galleryImages })
    .from(galleryImages)
    .innerJoin(galleryGroups, eq(galleryGroups.id, galleryImages.groupId))
    .where(and(eq(galleryImages.id, imageId), eq(galleryGroups.enabled, true)));
  return row?.image;
};

/** Likes per image, for the given images (absent: none). */
export const likeCounts = async (db: Db, imageIds: number[]) => {
  if (imageIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ imageId: galleryLikes.imageId, value: count() })
    .from(galleryLikes)
    .where(inArray(galleryLikes.imageId, imageIds))
    .groupBy(galleryLikes.imageId);
  return new Map(rows.map((row) => [row.imageId, row.value]));
};

/** Which of the images the user likes. */
export const likedBy = async (db: Db, userId: number, imageIds: number[]) => {
  if (imageIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ imageId: galleryLikes.imageId })
    .from(galleryLikes)
    .where(and(eq(galleryLikes.userId, userId), inArray(galleryLikes.imageId, imageIds)));
  return new Set(rows.map((row) => row.imageId));
};

/** One like per user and image: liking again changes nothing. */
export const insertLike = (db: Db, userId: number, imageId: number, at: Date) =>
  db.insert(galleryLikes).values({ userId, imageId, createdAt: at }).onConflictDoNothing();

export const deleteLike = (db: Db, userId: number, imageId: number) =>
  db
    .delete(galleryLikes)
    .where(and(eq(galleryLikes.userId, userId), eq(galleryLikes.imageId, imageId)));

/** The periods among `turns` the groups already have, as `{groupId}:{turn}`. */
export const existingPeriods = async (db: Db, groupIds: number[], turns: string[]) => {
  if (groupIds.length === 0 || turns.length === 0) return new Set<string>();
  const rows = await db
    .select({ groupId: galleryImages.groupId, gameTurn: galleryImages.gameTurn })
    .from(galleryImages)
    .where(and(inArray(galleryImages.groupId, groupIds), inArray(galleryImages.gameTurn, turns)));
  return new Set(rows.map((row) => `${row.groupId}:${row.gameTurn}`));
};

/** Inserts images; a period a group already has is kept as it is. Answers how many were new. */
export const insertImages = async (db: Db, rows: NewImageRow[], chunk = 500) => {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += chunk) {
    const done = await db
      .insert(galleryImages)
      .values(rows.slice(i, i + chunk))
      .onConflictDoNothing({ target: [galleryImages.groupId, galleryImages.gameTurn] })
      .returning({ id: galleryImages.id });
    inserted += done.length;
  }
  return inserted;
};

export const insertCategories = (db: Db, rows: NewCategoryRow[]) =>
  db.insert(galleryCategories).values(rows).returning();

export const insertGroups = (db: Db, rows: NewGroupRow[]) =>
  db.insert(galleryGroups).values(rows).returning();

// ---------------------------------------------------------------------------------------------
// The back office's groups.

/** One page of a game's groups of a type, disabled ones too, with how many images each has. */
export const adminGroupPage = async (
  db: Db,
  filter: { gameId: number; groupType: number; searchText?: string | undefined },
  { limit, offset }: { limit: number; offset: number },
) => {
  const where = and(
    eq(galleryGroups.gameId, filter.gameId),
    eq(galleryGroups.groupType, filter.groupType),
    filter.searchText
      ? sql`strpos(lower(${galleryGroups.name}), lower(${filter.searchText})) > 0`
      : undefined,
  );
  const [groups, [total]] = await Promise.all([
    db
      .select()
      .from(galleryGroups)
      .where(where)
      .orderBy(...groupOrder)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(galleryGroups).where(where),
  ]);
  const counts =
    groups.length === 0
      ? []
      : await db
          .select({ groupId: galleryImages.groupId, value: count() })
          .from(galleryImages)
          .where(
            inArray(
              galleryImages.groupId,
              groups.map((group) => group.id),
            ),
          )
          .groupBy(galleryImages.groupId);
  const countOf = new Map(counts.map((row) => [row.groupId, row.value]));
  const rows = groups.map((group) => ({ group, imageCount: countOf.get(group.id) ?? 0 }));
  return { rows, totalCount: total?.value ?? 0 };
};

/** A group whatever its state, locked for the change that follows. */
export const findGroupForUpdate = async (db: Db, id: number) => {
  const [row] = await db.select().from(galleryGroups).where(eq(galleryGroups.id, id)).for('update');
  return row;
};

/** The group of a game and type with this name, if any (names are unique there). */
export const findGroupByName = async (
  db: Db,
  { gameId, groupType, name }: { gameId: number; groupType: number; name: string },
) => {
  const [row] = await db
    .select({ id: galleryGroups.id })
    .from(galleryGroups)
    .where(
      and(
        eq(galleryGroups.gameId, gameId),
        eq(galleryGroups.groupType, groupType),
        eq(galleryGroups.name, name),
      ),
    );
  return row;
};

export const findCategory = async (db: Db, id: number) => {
  const [row] = await db.select().from(galleryCategories).where(eq(galleryCategories.id, id));
  return row;
};

export const updateGroup = async (db: Db, id: number, values: Partial<NewGroupRow>) => {
  const [row] = await db
    .update(galleryGroups)
    .set(values)
    .where(eq(galleryGroups.id, id))
    .returning();
  return row;
};

export const deleteGroup = async (db: Db, id: number) => {
  const [row] = await db.delete(galleryGroups).where(eq(galleryGroups.id, id)).returning();
  return row;
};
