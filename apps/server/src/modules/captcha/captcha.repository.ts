import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';

export const insertCaptcha = (db: Db, captcha: typeof captchas.$inferInsert) =>
  db.insert(captchas).values(captcha);

/** Marks the captcha used and answers it, once: a second call for the same id answers nothing. */
export const takeCaptcha = async (db: Db, id: string, purpose: string, now: Date) => {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchas.id, id),
        eq(captchas.purpose, purpose),
        isNull(captchas.usedAt),
        gt(captchas.expiresAt, now),
      ),
    )
    .returning();
  return row;
};

export const setTicket = (db: Db, id: string, ticketHash: string) =>
  db.update(captchas).set({ ticketHash }).where(eq(captchas.id, id));

export const takeTicket = async (db: Db, ticketHash: string, now: Date) => {
  const [row] = await db
    .update(captchas)
    .set({ ticketUsedAt: now })
    .where(
      and(
        eq(captchas.ticketHash, ticketHash),
        isNull(captchas.ticketUsedAt),
        gt(captchas.expiresAt, now),
      ),
    )
    .returning();
  return row;
};

export const deleteExpired = (db: Db, now: Date) =>
  db.delete(captchas).where(lt(captchas.expiresAt, now));
