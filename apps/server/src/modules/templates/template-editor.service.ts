import type {
  AdminGameOption,
  AdminTemplate,
  AdminTemplateGroup,
  AdminTemplateItem,
  SaveTemplateBody,
  SaveTemplateGroupBody,
  SaveTemplateItemBody,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { sanitizeItem } from './item-sanitize';
import * as repo from './templates.repository';
import type { TemplatesService } from './templates.service';

export type TemplateEditorService = ReturnType<typeof createTemplateEditorService>;

const zeroOne = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

export const presentCard = (row: repo.TemplateRow): AdminTemplate => ({
  id: row.id,
  gameId: row.gameId,
  templateCode: row.templateCode,
  name: row.name,
  subName: row.subName,
  note1: row.note1,
  note2: row.note2,
  colorTheme: row.colorTheme,
  playCateName: row.playCateName,
  sort: row.sort,
  status: zeroOne(row.status),
  generated: row.generator !== null,
});

export const presentGroup = (
  row: Pick<repo.GroupRow, 'id' | 'templateId' | 'groupName' | 'sort'>,
  itemCount = 0,
): AdminTemplateGroup => ({
  id: row.id,
  templateId: row.templateId,
  groupName: row.groupName,
  sort: row.sort,
  itemCount,
});

export const presentItem = (row: repo.ItemRow): AdminTemplateItem => ({
  id: row.id,
  groupId: row.groupId,
  templateId: row.templateId,
  title: row.title,
  content: row.content,
  content2: row.content2,
  content3: row.content3,
  note: row.note,
  iconUrl: row.iconUrl,
  subName: row.subName,
  sort: row.sort,
  requireLogin: zeroOne(row.requireLogin),
  requireRecharge: zeroOne(row.requireRecharge),
  templateType: row.templateType,
  activeCover: zeroOne(row.activeCover),
  badges: row.badges,
  turnNum: row.turnNum ?? '',
  updatedAt: row.updatedAt.getTime(),
});

/** A change and the games whose lists it touched (republished after it commits). */
interface Change<Row> {
  before: Row | undefined;
  after: Row;
  gameIds: number[];
}

/**
 * Template cards, their groups and items as an operator edits them (the back office). Item HTML
 * goes through the one sanitizer, item-sanitize.ts. Each change runs in the caller's transaction
 * (`outer`, which then calls `publish` after its commit) or its own, after which the games'
 * cached pages are dropped everywhere and their list files rebuilt.
 */
export const createTemplateEditorService = (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  { templates }: { templates: TemplatesService },
) => {
  const publish = async (gameIds: number[]) => {
    for (const gameId of new Set(gameIds)) await templates.changed(gameId);
  };

  /** Runs `change` in `outer` or in a transaction of its own, publishing after the latter. */
  const within = async <T extends { gameIds: number[] } | undefined>(
    change: (tx: Db) => Promise<T>,
    outer?: Db,
  ): Promise<T> => {
    if (outer) return change(outer);
    const done = await db.transaction(change);
    if (done) await publish(done.gameIds);
    return done;
  };

  const games = async (): Promise<AdminGameOption[]> => repo.listGames(db);

  const cards = async (gameId: number) => (await repo.templatesOfGame(db, gameId)).map(presentCard);

  /** A card with its groups (and their item counts); undefined when there is none. */
  const card = async (id: number) => {
    const row = await repo.findAnyTemplate(db, id);
    if (!row) return undefined;
    const groups = await repo.groupsWithCounts(db, id);
    return {
      ...presentCard(row),
      groups: groups.map((group) => presentGroup(group, group.itemCount)),
    };
  };

  /** A new card (no id) or a change of one; undefined for an unknown id or game. */
  const saveCard = ({ id, ...input }: SaveTemplateBody, outer?: Db) =>
    within(async (tx): Promise<Change<repo.TemplateRow> | undefined> => {
      if (!(await repo.listGames(tx)).some((game) => game.id === input.gameId)) return undefined;
      if (id === undefined) {
        const after = await repo.insertTemplate(tx, input);
        return { before: undefined, after, gameIds: [after.gameId] };
      }
      const before = await repo.findTemplateForUpdate(tx, id);
      if (!before) return undefined;
      const after = await repo.updateTemplate(tx, id, input);
      if (!after) return undefined;
      return { before, after, gameIds: [before.gameId, after.gameId] };
    }, outer);

  /** Deletes a card with its groups, items, polls and likes; answers it, or undefined. */
  const removeCard = (id: number, outer?: Db) =>
    within(async (tx) => {
      const removed = await repo.deleteTemplate(tx, id);
      return removed ? { removed, gameIds: [removed.gameId] } : undefined;
    }, outer);

  const saveGroup = ({ id, ...input }: SaveTemplateGroupBody, outer?: Db) =>
    within(async (tx): Promise<Change<repo.GroupRow> | undefined> => {
      const parent = await repo.findTemplateForUpdate(tx, input.templateId);
      if (!parent) return undefined;
      if (id === undefined) {
        const after = await repo.insertGroup(tx, input);
        return { before: undefined, after, gameIds: [parent.gameId] };
      }
      const found = await repo.findGroupForUpdate(tx, id);
      if (!found) return undefined;
      const after = await repo.updateGroup(tx, id, input);
      if (!after) return undefined;
      return { before: found.group, after, gameIds: [found.gameId, parent.gameId] };
    }, outer);

  const removeGroup = (id: number, outer?: Db) =>
    within(async (tx) => {
      const found = await repo.findGroupForUpdate(tx, id);
      if (!found) return undefined;
      const removed = await repo.deleteGroup(tx, id);
      return removed ? { removed, gameIds: [found.gameId] } : undefined;
    }, outer);

  const items = async (groupId: number, { page, size }: { page: number; size: number }) => {
    const { rows, totalCount } = await repo.itemPage(db, groupId, {
      limit: size,
      offset: (page - 1) * size,
    });
    return { list: rows.map(presentItem), total: totalCount, page, size };
  };

  /** A new item of a group (no id) or a change of one, its HTML sanitized; undefined if unknown. */
  const saveItem = ({ id, groupId, ...input }: SaveTemplateItemBody, outer?: Db) =>
    within(async (tx): Promise<Change<repo.ItemRow> | undefined> => {
      const group = await repo.findGroupForUpdate(tx, groupId);
      if (!group) return undefined;
      const values = sanitizeItem({
        ...input,
        groupId,
        templateId: group.group.templateId,
        updatedAt: now(),
      });
      if (id === undefined) {
        const after = await repo.insertItem(tx, values);
        return { before: undefined, after, gameIds: [group.gameId] };
      }
      const found = await repo.findItemForUpdate(tx, id);
      if (!found) return undefined;
      const after = await repo.changeItem(tx, id, values);
      if (!after) return undefined;
      return { before: found.item, after, gameIds: [found.gameId, group.gameId] };
    }, outer);

  const removeItem = (id: number, outer?: Db) =>
    within(async (tx) => {
      const found = await repo.findItemForUpdate(tx, id);
      if (!found) return undefined;
      const removed = await repo.deleteItem(tx, id);
      return removed ? { removed, gameIds: [found.gameId] } : undefined;
    }, outer);

  return {
    games,
    cards,
    card,
    saveCard,
    removeCard,
    saveGroup,
    removeGroup,
    items,
    saveItem,
    removeItem,
    publish,
  };
};
