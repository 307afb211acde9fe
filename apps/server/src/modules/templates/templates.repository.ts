import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  lotteryGames,
  playCategories,
  templateGroups,
  templateItems,
  templateLikes,
  templatePolls,
  templates,
  templateVotes,
} from '../../db/schema';

export { findEnabledGame } from '../../db/lottery-games';

export type TemplateRow = typeof templates.$inferSelect;
export type NewTemplateRow = typeof templates.$inferInsert;
export type GroupRow = typeof templateGroups.$inferSelect;
export type NewGroupRow = typeof templateGroups.$inferInsert;
export type ItemRow = typeof templateItems.$inferSelect;
export type NewItemRow = typeof templateItems.$inferInsert;
export type PollRow = typeof templatePolls.$inferSelect;
export type NewPollRow = typeof templatePolls.$inferInsert;

export const listPlayCategories = (db: Db, gameId: number) =>
  db
    .select()
    .from(playCategories)
    .where(eq(playCategories.gameId, gameId))
    .orderBy(asc(playCategories.sort), asc(playCategories.id));

export const insertPlayCategories = (db: Db, rows: (typeof playCategories.$inferInsert)[]) =>
  db.insert(playCategories).values(rows);

export interface TemplateFilter {
  gameId: number;
  playCateName?: string;
  templateCode?: string;
}

const listWhere = (filter: TemplateFilter) =>
  and(
    eq(templates.gameId, filter.gameId),
    eq(templates.status, 1),
    filter.playCateName ? eq(templates.playCateName, filter.playCateName) : undefined,
    filter.templateCode ? eq(templates.templateCode, filter.templateCode) : undefined,
  );

const templateOrder = [asc(templates.sort), asc(templates.id)];

export const templatePage = async (
  db: Db,
  filter: TemplateFilter,
  { limit, offset }: { limit: number; offset: number },
) => {
  const where = listWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(templates)
      .where(where)
      .orderBy(...templateOrder)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(templates).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
};

/** An enabled template of an enabled game. */
export const findTemplate = async (db: Db, templateId: number) => {
  const [row] = await db
    .select({ template: templates })
    .from(templates)
    .innerJoin(lotteryGames, eq(lotteryGames.id, templates.gameId))
    .where(
      and(eq(templates.id, templateId), eq(templates.status, 1), eq(lotteryGames.enabled, true)),
    );
  return row?.template;
};

export const groupsOf = (db: Db, templateIds: number[]) =>
  templateIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(templateGroups)
        .where(inArray(templateGroups.templateId, templateIds))
        .orderBy(asc(templateGroups.sort), asc(templateGroups.id));

const pickedRows = z.object({ rows: z.array(z.object({ id: z.coerce.number() })) });

/**
 * The newest `perGroup` items of each group (newest: highest sort, then highest id): a lateral
 * read per group on its (group_id, sort) index, so a group with years of issues costs the same.
 */
export const newestItemsOf = async (db: Db, groupIds: number[], perGroup: number) => {
  if (groupIds.length === 0) return [];
  const ids = sql.join(
    groupIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const picked = await db.execute(sql`
    select newest.id from unnest(array[${ids}]::int[]) as g(id)
    cross join lateral (
      select ${templateItems.id} as id from ${templateItems}
      where ${templateItems.groupId} = g.id
      order by ${templateItems.sort} desc, ${templateItems.id} desc
      limit ${perGroup}
    ) as newest`);
  // Both drivers answer raw SQL as { rows }.
  const itemIds = pickedRows.parse(picked).rows.map((row) => row.id);
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(templateItems)
    .where(inArray(templateItems.id, itemIds))
    .orderBy(asc(templateItems.groupId), desc(templateItems.sort), desc(templateItems.id));
};

/** Drops the game's prediction items of turns planned before `before` (the oldest kept turn). */
export const pruneItems = (db: Db, gameId: number, before: number) =>
  db
    .delete(templateItems)
    .where(
      and(
        isNotNull(templateItems.turnNum),
        lt(templateItems.sort, before),
        inArray(
          templateItems.templateId,
          db.select({ id: templates.id }).from(templates).where(eq(templates.gameId, gameId)),
        ),
      ),
    )
    .returning({ id: templateItems.id });

export const likeCounts = async (db: Db, templateIds: number[]) => {
  if (templateIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ templateId: templateLikes.templateId, value: count() })
    .from(templateLikes)
    .where(inArray(templateLikes.templateId, templateIds))
    .groupBy(templateLikes.templateId);
  return new Map(rows.map((row) => [row.templateId, row.value]));
};

export const likedBy = async (db: Db, userId: number, templateIds: number[]) => {
  if (templateIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ templateId: templateLikes.templateId })
    .from(templateLikes)
    .where(and(eq(templateLikes.userId, userId), inArray(templateLikes.templateId, templateIds)));
  return new Set(rows.map((row) => row.templateId));
};

export const insertLike = (db: Db, userId: number, templateId: number, at: Date) =>
  db.insert(templateLikes).values({ userId, templateId, createdAt: at }).onConflictDoNothing();

export const deleteLike = (db: Db, userId: number, templateId: number) =>
  db
    .delete(templateLikes)
    .where(and(eq(templateLikes.userId, userId), eq(templateLikes.templateId, templateId)));

/** The member's favourites, newest first, of enabled templates of enabled games. */
export const likedPage = async (
  db: Db,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
) => {
  const where = and(
    eq(templateLikes.userId, userId),
    eq(templates.status, 1),
    eq(lotteryGames.enabled, true),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ template: templates })
      .from(templateLikes)
      .innerJoin(templates, eq(templates.id, templateLikes.templateId))
      .innerJoin(lotteryGames, eq(lotteryGames.id, templates.gameId))
      .where(where)
      .orderBy(desc(templateLikes.createdAt), desc(templateLikes.templateId))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(templateLikes)
      .innerJoin(templates, eq(templates.id, templateLikes.templateId))
      .innerJoin(lotteryGames, eq(lotteryGames.id, templates.gameId))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.template), totalCount: total?.value ?? 0 };
};

// ---------------------------------------------------------------------------------------------
// Polls and votes.

/** The templates among these that have a poll. */
export const templatesWithPolls = async (db: Db, templateIds: number[]) => {
  if (templateIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ templateId: templatePolls.templateId })
    .from(templatePolls)
    .where(inArray(templatePolls.templateId, templateIds));
  return new Set(rows.map((row) => row.templateId));
};

export const latestPoll = async (db: Db, templateId: number) => {
  const [row] = await db
    .select()
    .from(templatePolls)
    .where(eq(templatePolls.templateId, templateId))
    .orderBy(desc(templatePolls.id))
    .limit(1);
  return row;
};

export const findPoll = async (db: Db, pollId: number) => {
  const [row] = await db.select().from(templatePolls).where(eq(templatePolls.id, pollId));
  return row;
};

export const voteCounts = async (db: Db, pollId: number) => {
  const rows = await db
    .select({ optionId: templateVotes.optionId, value: count() })
    .from(templateVotes)
    .where(eq(templateVotes.pollId, pollId))
    .groupBy(templateVotes.optionId);
  return new Map(rows.map((row) => [row.optionId, row.value]));
};

export const voteOf = async (db: Db, pollId: number, userId: number) => {
  const [row] = await db
    .select({ optionId: templateVotes.optionId })
    .from(templateVotes)
    .where(and(eq(templateVotes.pollId, pollId), eq(templateVotes.userId, userId)));
  return row?.optionId;
};

/** Answers false when the member had already voted (the primary key refused the row). */
export const insertVote = async (
  db: Db,
  row: { pollId: number; userId: number; optionId: number; createdAt: Date },
) => {
  const inserted = await db
    .insert(templateVotes)
    .values(row)
    .onConflictDoNothing()
    .returning({ pollId: templateVotes.pollId });
  return inserted.length === 1;
};

export const insertPolls = (db: Db, rows: NewPollRow[]) =>
  rows.length === 0
    ? Promise.resolve([])
    : db.insert(templatePolls).values(rows).onConflictDoNothing().returning();

/** Closes the game's open polls of turns other than `openTurn`. */
export const closePollsOfGame = (db: Db, gameId: number, openTurn: string) =>
  db
    .update(templatePolls)
    .set({ pollStatus: 0 })
    .where(
      and(
        eq(templatePolls.pollStatus, 1),
        sql`${templatePolls.gameTurn} <> ${openTurn}`,
        inArray(
          templatePolls.templateId,
          db.select({ id: templates.id }).from(templates).where(eq(templates.gameId, gameId)),
        ),
      ),
    )
    .returning({ id: templatePolls.id });

export const pollTemplatesOfGame = (db: Db, gameId: number) =>
  db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.gameId, gameId), eq(templates.generator, 'poll')));

// ---------------------------------------------------------------------------------------------
// Writing (demo generator and new issues).

export const insertTemplates = (db: Db, rows: NewTemplateRow[]) =>
  db.insert(templates).values(rows).returning();

export const insertGroups = (db: Db, rows: NewGroupRow[]) =>
  rows.length === 0 ? Promise.resolve([]) : db.insert(templateGroups).values(rows).returning();

/**
 * Inserts items as one JSON parameter per slice, turned back into rows by jsonb_to_recordset:
 * thousands of demo items bind one value each statement instead of twenty per row. A turn a
 * group already has is skipped.
 */
export const insertItems = async (db: Db, rows: NewItemRow[]) => {
  const slice = 2_000;
  for (let i = 0; i < rows.length; i += slice) {
    const records = rows.slice(i, i + slice).map((row) => ({
      group_id: row.groupId,
      template_id: row.templateId,
      title: row.title ?? '',
      content: row.content ?? '',
      content2: row.content2 ?? '',
      content3: row.content3 ?? '',
      note: row.note ?? '',
      icon_url: row.iconUrl ?? '',
      sub_name: row.subName ?? '',
      sort: row.sort ?? 0,
      multi_contents: row.multiContents ?? [],
      require_login: row.requireLogin ?? 0,
      require_recharge: row.requireRecharge ?? 0,
      template_type: row.templateType ?? 1,
      active_cover: row.activeCover ?? 0,
      badges: row.badges ?? [],
      turn_num: row.turnNum ?? null,
      prediction: row.prediction ?? null,
      hit: row.hit ?? null,
      updated_at: (row.updatedAt ?? new Date()).toISOString(),
    }));
    await db.execute(sql`
      insert into ${templateItems} (group_id, template_id, title, content, content2, content3,
        note, icon_url, sub_name, sort, multi_contents, require_login, require_recharge,
        template_type, active_cover, badges, turn_num, prediction, hit, updated_at)
      select group_id, template_id, title, content, content2, content3, note, icon_url, sub_name,
        sort, multi_contents, require_login, require_recharge, template_type, active_cover,
        badges, turn_num, prediction, hit, updated_at
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as t(group_id integer,
        template_id integer, title text, content text, content2 text, content3 text, note text,
        icon_url text, sub_name text, sort integer, multi_contents jsonb, require_login smallint,
        require_recharge smallint, template_type smallint, active_cover smallint, badges text[],
        turn_num text, prediction jsonb, hit smallint, updated_at timestamptz)
      on conflict do nothing
    `);
  }
};

/** The prediction groups of a game's generated templates, with their template. */
export const predictionGroupsOfGame = (db: Db, gameId: number) =>
  db
    .select({ group: templateGroups, template: templates })
    .from(templateGroups)
    .innerJoin(templates, eq(templates.id, templateGroups.templateId))
    .where(and(eq(templates.gameId, gameId), isNotNull(templateGroups.style)));

/** The game's prediction items not scored yet. */
export const pendingItemsOfGame = (db: Db, gameId: number) =>
  db
    .select({ item: templateItems })
    .from(templateItems)
    .innerJoin(templates, eq(templates.id, templateItems.templateId))
    .where(
      and(
        eq(templates.gameId, gameId),
        isNotNull(templateItems.prediction),
        isNull(templateItems.hit),
      ),
    )
    .then((rows) => rows.map((row) => row.item));

export const updateItem = (db: Db, id: number, set: Partial<NewItemRow>) =>
  db.update(templateItems).set(set).where(eq(templateItems.id, id));

/** Which of these turns the groups already have items for, as `groupId:turnNum`. */
export const existingTurns = async (db: Db, groupIds: number[], turnNums: string[]) => {
  if (groupIds.length === 0 || turnNums.length === 0) return new Set<string>();
  const rows = await db
    .select({ groupId: templateItems.groupId, turnNum: templateItems.turnNum })
    .from(templateItems)
    .where(and(inArray(templateItems.groupId, groupIds), inArray(templateItems.turnNum, turnNums)));
  return new Set(rows.map((row) => `${row.groupId}:${row.turnNum}`));
};

// ---------------------------------------------------------------------------------------------
// The back office's cards, groups and items (template-editor.service.ts).

export const listGames = (db: Db) =>
  db
    .select({ id: lotteryGames.id, name: lotteryGames.name, enabled: lotteryGames.enabled })
    .from(lotteryGames)
    .orderBy(asc(lotteryGames.sort), asc(lotteryGames.id));

/** Every card of a game, disabled ones too. */
export const templatesOfGame = (db: Db, gameId: number) =>
  db
    .select()
    .from(templates)
    .where(eq(templates.gameId, gameId))
    .orderBy(...templateOrder);

/** A card whatever its status. */
export const findAnyTemplate = async (db: Db, id: number) => {
  const [row] = await db.select().from(templates).where(eq(templates.id, id));
  return row;
};

/** A card whatever its status, locked for the change that follows. */
export const findTemplateForUpdate = async (db: Db, id: number) => {
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).for('update');
  return row;
};

export const insertTemplate = async (db: Db, values: NewTemplateRow) => {
  const [row] = await db.insert(templates).values(values).returning();
  if (!row) throw new Error('template not stored');
  return row;
};

export const updateTemplate = async (db: Db, id: number, values: Partial<NewTemplateRow>) => {
  const [row] = await db.update(templates).set(values).where(eq(templates.id, id)).returning();
  return row;
};

export const deleteTemplate = async (db: Db, id: number) => {
  const [row] = await db.delete(templates).where(eq(templates.id, id)).returning();
  return row;
};

/** A card's groups with how many items each holds. */
export const groupsWithCounts = async (db: Db, templateId: number) => {
  const groups = await db
    .select()
    .from(templateGroups)
    .where(eq(templateGroups.templateId, templateId))
    .orderBy(asc(templateGroups.sort), asc(templateGroups.id));
  if (groups.length === 0) return [];
  const counts = await db
    .select({ groupId: templateItems.groupId, value: count() })
    .from(templateItems)
    .where(
      inArray(
        templateItems.groupId,
        groups.map((group) => group.id),
      ),
    )
    .groupBy(templateItems.groupId);
  const countOf = new Map(counts.map((row) => [row.groupId, row.value]));
  return groups.map((group) => ({ ...group, itemCount: countOf.get(group.id) ?? 0 }));
};

/** A group with its card's game, locked for the change that follows. */
export const findGroupForUpdate = async (db: Db, id: number) => {
  const [row] = await db
    .select({ group: templateGroups, gameId: templates.gameId })
    .from(templateGroups)
    .innerJoin(templates, eq(templates.id, templateGroups.templateId))
    .where(eq(templateGroups.id, id))
    .for('update', { of: templateGroups });
  return row;
};

export const insertGroup = async (db: Db, values: NewGroupRow) => {
  const [row] = await db.insert(templateGroups).values(values).returning();
  if (!row) throw new Error('template group not stored');
  return row;
};

export const updateGroup = async (db: Db, id: number, values: Partial<NewGroupRow>) => {
  const [row] = await db
    .update(templateGroups)
    .set(values)
    .where(eq(templateGroups.id, id))
    .returning();
  return row;
};

export const deleteGroup = async (db: Db, id: number) => {
  const [row] = await db.delete(templateGroups).where(eq(templateGroups.id, id)).returning();
  return row;
};

/** One page of a group's items, newest (highest sort) first. */
export const itemPage = async (
  db: Db,
  groupId: number,
  { limit, offset }: { limit: number; offset: number },
) => {
  const where = eq(templateItems.groupId, groupId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(templateItems)
      .where(where)
      .orderBy(desc(templateItems.sort), desc(templateItems.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(templateItems).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
};

/** An item with its card's game, locked for the change that follows. */
export const findItemForUpdate = async (db: Db, id: number) => {
  const [row] = await db
    .select({ item: templateItems, gameId: templates.gameId })
    .from(templateItems)
    .innerJoin(templates, eq(templates.id, templateItems.templateId))
    .where(eq(templateItems.id, id))
    .for('update', { of: templateItems });
  return row;
};

export const insertItem = async (db: Db, values: NewItemRow) => {
  const [row] = await db.insert(templateItems).values(values).returning();
  if (!row) throw new Error('template item not stored');
  return row;
};

export const changeItem = async (db: Db, id: number, values: Partial<NewItemRow>) => {
  const [row] = await db
    .update(templateItems)
    .set(values)
    .where(eq(templateItems.id, id))
    .returning();
  return row;
};

export const deleteItem = async (db: Db, id: number) => {
  const [row] = await db.delete(templateItems).where(eq(templateItems.id, id)).returning();
  return row;
};
