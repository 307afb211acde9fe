import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { promotionClasses, promotions } from '../../db/library-schema';
import type { Db } from '../../db/client';

export type PromotionRow = typeof promotions.$inferSelect & { classifyName: string };
export type NewPromotion = typeof promotions.$inferInsert;

const columns = {
  id: promotions.id,
  classifyType: promotions.classifyType,
  classifyName: promotionClasses.name,
  name: promotions.name,
  coverUrl: promotions.coverUrl,
  imageUrl: promotions.imageUrl,
  templateType: promotions.templateType,
  color: promotions.color,
  startTime: promotions.startTime,
  endTime: promotions.endTime,
  domain: promotions.domain,
  linkUrl: promotions.linkUrl,
  bodyHtml: promotions.bodyHtml,
  device: promotions.device,
  sort: promotions.sort,
  createdAt: promotions.createdAt,
};

const running = (at: Date) => and(lte(promotions.startTime, at), gte(promotions.endTime, at));

/** Promotions running at `at` for one of `devices`: by classification's order, then their own. */
export const listRunning = (db: Db, at: Date, devices: number[]): Promise<PromotionRow[]> =>
  db
    .select(columns)
    .from(promotions)
    .innerJoin(promotionClasses, eq(promotionClasses.classifyType, promotions.classifyType))
    .where(and(running(at), inArray(promotions.device, devices)))
    .orderBy(
      asc(promotionClasses.sort),
      asc(promotions.classifyType),
      asc(promotions.sort),
      desc(promotions.startTime),
      desc(promotions.id),
    );

export const findRunning = async (db: Db, id: number, at: Date) => {
  const [row] = await db
    .select(columns)
    .from(promotions)
    .innerJoin(promotionClasses, eq(promotionClasses.classifyType, promotions.classifyType))
    .where(and(eq(promotions.id, id), running(at)));
  return row;
};

export const classExists = async (db: Db, classifyType: number) => {
  const [row] = await db
    .select({ classifyType: promotionClasses.classifyType })
    .from(promotionClasses)
    .where(eq(promotionClasses.classifyType, classifyType));
  return row !== undefined;
};

/** Makes the classification or renames it; a new one goes after the others. */
export const saveClass = (db: Db, classifyType: number, name: string) =>
  db
    .insert(promotionClasses)
    .values({
      classifyType,
      name,
      sort: sql`(select coalesce(max(sort), 0) + 1 from ${promotionClasses})`,
    })
    .onConflictDoUpdate({ target: promotionClasses.classifyType, set: { name } });

export const insert = async (db: Db, values: NewPromotion) => {
  const [row] = await db.insert(promotions).values(values).returning({ id: promotions.id });
  if (!row) throw new Error('promotion not stored');
  return row.id;
};

/** True when the promotion was there to change. */
export const update = async (db: Db, id: number, values: NewPromotion) =>
  (
    await db
      .update(promotions)
      .set(values)
      .where(eq(promotions.id, id))
      .returning({ id: promotions.id })
  ).length > 0;

export const remove = async (db: Db, id: number) =>
  (await db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id }))
    .length > 0;

export const insertClasses = (db: Db, rows: (typeof promotionClasses.$inferInsert)[]) =>
  db.insert(promotionClasses).values(rows);

/** Every promotion (ended and future too) with its body: the back office's list. */
export const listAll = (db: Db): Promise<PromotionRow[]> =>
  db
    .select(columns)
    .from(promotions)
    .innerJoin(promotionClasses, eq(promotionClasses.classifyType, promotions.classifyType))
    .orderBy(
      asc(promotionClasses.sort),
      asc(promotions.classifyType),
      asc(promotions.sort),
      desc(promotions.startTime),
      desc(promotions.id),
    );

/** A promotion whatever its time, with its classification's name. */
export const findById = async (db: Db, id: number): Promise<PromotionRow | undefined> => {
  const [row] = await db
    .select(columns)
    .from(promotions)
    .innerJoin(promotionClasses, eq(promotionClasses.classifyType, promotions.classifyType))
    .where(eq(promotions.id, id));
  return row;
};

export const listClasses = (db: Db) =>
  db
    .select()
    .from(promotionClasses)
    .orderBy(asc(promotionClasses.sort), asc(promotionClasses.classifyType));
