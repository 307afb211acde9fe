import type { PushMessage } from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { memberCacheOn } from '../../lib/member-cache';
import * as repo from './notifications.repository';

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** Messages pushed to one member (system notices, results of their requests). */
export const createNotificationsService = ({
  db,
  now,
  changes,
}: Pick<Deps, 'db' | 'now' | 'changes'>) => {
  // Unread counts kept per process, dropped on every process when a message of the member
  // commits a change (the change feed; lib/member-cache.ts).
  const unread = memberCacheOn<number, number>(changes, ['message'], now);

  const page = async (userId: number, page: number, rows: number) => {
    const [items, totalCount, unReadCount] = await Promise.all([
      repo.listMessages(db, userId, rows, (page - 1) * rows),
      repo.countMessages(db, userId),
      repo.countMessages(db, userId, true),
    ]);
    const data: PushMessage[] = items.map((m) => ({
      id: m.id,
      title: m.title,
      content: m.content,
      isRead: m.isRead ? 1 : 0,
      createdAt: m.createdAt.toISOString(),
    }));
    return { data, totalCount, unReadCount };
  };

  const markRead = async (userId: number, id: number) => {
    if ((await repo.markRead(db, userId, id)) === 0) throw new AppError('MSG/NOT_FOUND');
  };

  const remove = async (userId: number, id: number) => {
    if ((await repo.removeMessage(db, userId, id)) === 0) throw new AppError('MSG/NOT_FOUND');
  };

  /** Title and content are plain text, stored as written (whoever shows them escapes them). */
  const send = (messages: { userId: number; title: string; content: string }[], outer?: Db) =>
    repo.insertMessages(outer ?? db, messages);

  return {
    page,
    markRead,
    remove,
    send,
    unreadCount: async (userId: number) =>
      (await unread.get(
        userId,
        userId,
        () => repo.countMessages(db, userId, true),
        () => userId,
      )) ?? 0,
  };
};
