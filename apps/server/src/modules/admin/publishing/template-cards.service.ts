import type {
  SaveTemplateBody,
  SaveTemplateGroupBody,
  SaveTemplateItemBody,
} from '@lottery/contracts';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import {
  presentCard,
  presentGroup,
  presentItem,
  type TemplateEditorService,
} from '../../templates/template-editor.service';
import type { AdminActor } from '../admin-actor';
import type { AuditService } from '../audit/audit.service';

const notFound = () => new AppError('ADMIN/NOT_FOUND');

export type AdminTemplateCardsService = ReturnType<typeof createAdminTemplateCardsService>;

/**
 * Template cards, groups and items as the operator edits them, through the templates area. Each
 * change and its audit row commit together; then the game's cached list pages are dropped on
 * every process and its template file republished, so members see the change at once.
 */
export const createAdminTemplateCardsService = (
  { db }: Pick<Deps, 'db'>,
  { audit, templateEditor }: { audit: AuditService; templateEditor: TemplateEditorService },
) => {
  const editor = templateEditor;

  const card = async (id: number) => {
    const found = await editor.card(id);
    if (!found) throw notFound();
    return found;
  };

  const saveCard = async (actor: AdminActor, body: SaveTemplateBody) => {
    const change = await db.transaction(async (tx) => {
      const saved = await editor.saveCard(body, tx);
      if (!saved) throw notFound();
      const after = presentCard(saved.after);
      await audit.record(tx, actor, {
        action: 'template.save',
        target: after.name,
        before: saved.before ? presentCard(saved.before) : undefined,
        after,
      });
      return { after, gameIds: saved.gameIds };
    });
    await editor.publish(change.gameIds);
    return change.after;
  };

  const removeCard = async (actor: AdminActor, id: number) => {
    const gameIds = await db.transaction(async (tx) => {
      const done = await editor.removeCard(id, tx);
      if (!done) throw notFound();
      await audit.record(tx, actor, {
        action: 'template.remove',
        target: done.removed.name,
        before: presentCard(done.removed),
      });
      return done.gameIds;
    });
    await editor.publish(gameIds);
  };

  const saveGroup = async (actor: AdminActor, body: SaveTemplateGroupBody) => {
    const change = await db.transaction(async (tx) => {
      const saved = await editor.saveGroup(body, tx);
      if (!saved) throw notFound();
      const after = presentGroup(saved.after);
      await audit.record(tx, actor, {
        action: 'template.saveGroup',
        target: after.groupName,
        before: saved.before ? presentGroup(saved.before) : undefined,
        after,
      });
      return { after, gameIds: saved.gameIds };
    });
    await editor.publish(change.gameIds);
    return change.after;
  };

  const removeGroup = async (actor: AdminActor, id: number) => {
    const gameIds = await db.transaction(async (tx) => {
      const done = await editor.removeGroup(id, tx);
      if (!done) throw notFound();
      await audit.record(tx, actor, {
        action: 'template.removeGroup',
        target: done.removed.groupName,
        before: presentGroup(done.removed),
      });
      return done.gameIds;
    });
    await editor.publish(gameIds);
  };

  /** An item's target in the log: its title, or its id when it has none. */
  const itemTarget = (item: { id: number; title: string }) => item.title || `#${item.id}`;

  const saveItem = async (actor: AdminActor, body: SaveTemplateItemBody) => {
    const change = await db.transaction(async (tx) => {
      const saved = await editor.saveItem(body, tx);
      if (!saved) throw notFound();
      const after = presentItem(saved.after);
      await audit.record(tx, actor, {
        action: 'template.saveItem',
        target: itemTarget(after),
        before: saved.before ? presentItem(saved.before) : undefined,
        after,
      });
      return { after, gameIds: saved.gameIds };
    });
    await editor.publish(change.gameIds);
    return change.after;
  };

  const removeItem = async (actor: AdminActor, id: number) => {
    const gameIds = await db.transaction(async (tx) => {
      const done = await editor.removeItem(id, tx);
      if (!done) throw notFound();
      const before = presentItem(done.removed);
      await audit.record(tx, actor, {
        action: 'template.removeItem',
        target: itemTarget(before),
        before,
      });
      return done.gameIds;
    });
    await editor.publish(gameIds);
  };

  return {
    games: editor.games,
    cards: editor.cards,
    card,
    items: editor.items,
    saveCard,
    removeCard,
    saveGroup,
    removeGroup,
    saveItem,
    removeItem,
  };
};
