import {
  promotionDevices,
  type AdminPromotion,
  type AdminPromotionClass,
  type Promotion,
  type PromotionDetail,
  type SavePromotionBody,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { sanitizeRichText } from '../../lib/sanitize';
import * as repo from './promotions.repository';

export type PromotionsService = ReturnType<typeof createPromotionsService>;

const view = (row: repo.PromotionRow): Promotion => ({
  id: row.id,
  classifyType: row.classifyType,
  classifyName: row.classifyName,
  name: row.name,
  coverUrl: row.coverUrl,
  imageUrl: row.imageUrl,
  templateType: row.templateType,
  color: row.color,
  startTime: row.startTime.getTime(),
  endTime: row.endTime.getTime(),
  domain: row.domain,
  linkUrl: row.linkUrl,
});

const storedView = (row: repo.PromotionRow): AdminPromotion => ({
  ...view(row),
  content: row.bodyHtml,
  device: row.device,
  sort: row.sort,
});

/**
 * Promotions as members see them (running now: started, not ended; for their device) and as an
 * operator keeps them (the body sanitized when written, never when read).
 */
export const createPromotionsService = ({ db, now }: Pick<Deps, 'db' | 'now'>) => {
  const list = async (device: number): Promise<Promotion[]> =>
    (await repo.listRunning(db, now(), [promotionDevices.every, device])).map(view);

  const detail = async (id: number): Promise<PromotionDetail> => {
    const row = await repo.findRunning(db, id, now());
    if (!row) throw new AppError('PROMO/NOT_FOUND');
    return { ...view(row), content: row.bodyHtml };
  };

  /** Stores a new promotion or changes one (in `outer` when given); answers its id. */
  const save = (body: SavePromotionBody, outer?: Db): Promise<number> => {
    const run = async (tx: Db) => {
      if (body.classifyName !== undefined) {
        await repo.saveClass(tx, body.classifyType, body.classifyName);
      } else if (!(await repo.classExists(tx, body.classifyType))) {
        throw new AppError('PROMO/CLASS_UNKNOWN');
      }
      const values = {
        classifyType: body.classifyType,
        name: body.name,
        coverUrl: body.coverUrl,
        imageUrl: body.imageUrl,
        templateType: body.templateType,
        color: body.color,
        startTime: new Date(body.startTime),
        endTime: new Date(body.endTime),
        domain: body.domain,
        linkUrl: body.linkUrl,
        bodyHtml: sanitizeRichText(body.content),
        device: body.device,
        sort: body.sort,
      };
      if (body.id === undefined) return repo.insert(tx, values);
      if (!(await repo.update(tx, body.id, values))) throw new AppError('PROMO/NOT_FOUND');
      return body.id;
    };
    return outer ? run(outer) : db.transaction(run);
  };

  const remove = async (id: number, outer?: Db) => {
    if (!(await repo.remove(outer ?? db, id))) throw new AppError('PROMO/NOT_FOUND');
  };

  /** The back office's view of one: any time, body and device included. */
  const stored = async (id: number, outer?: Db): Promise<AdminPromotion | undefined> => {
    const row = await repo.findById(outer ?? db, id);
    return row && storedView(row);
  };

  /** Every promotion, ended and future ones too (the back office). */
  const all = async (): Promise<AdminPromotion[]> => (await repo.listAll(db)).map(storedView);

  const classes = (): Promise<AdminPromotionClass[]> => repo.listClasses(db);

  return { list, detail, save, remove, stored, all, classes };
};
