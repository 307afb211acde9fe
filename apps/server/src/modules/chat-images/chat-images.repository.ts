import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatImages } from '../../db/chat-schema';

export type NewChatImage = typeof chatImages.$inferInsert;

export const insertChatImage = async (db: Db, image: NewChatImage) => {
  await db.insert(chatImages).values(image);
};

export const findChatImage = async (db: Db, name: string) => {
  const [row] = await db
    .select({ mime: chatImages.mime, bytes: chatImages.bytes })
    .from(chatImages)
    .where(eq(chatImages.name, name));
  return row;
};
