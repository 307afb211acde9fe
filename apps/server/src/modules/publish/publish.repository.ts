import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staticSnapshots } from '../../db/schema';

export const findSnapshot = async (db: Db, path: string) => {
  const [row] = await db.select().from(staticSnapshots).where(eq(staticSnapshots.path, path));
  return row;
};

export const deleteSnapshot = (db: Db, path: string) =>
  db.delete(staticSnapshots).where(eq(staticSnapshots.path, path));

export const saveSnapshot = (db: Db, snapshot: { path: string; body: string; etag: string }) =>
  db
    .insert(staticSnapshots)
    .values({ ...snapshot, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: staticSnapshots.path,
      set: { body: snapshot.body, etag: snapshot.etag, updatedAt: new Date() },
    });
