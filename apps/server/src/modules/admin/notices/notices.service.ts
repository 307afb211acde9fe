import type { AdminNotice, SaveNoticeBody } from '@lottery/contracts';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import type { ContentService, NoticeRow } from '../../content/content.service';
import type { AdminActor } from '../admin-actor';
import type { AuditService } from '../audit/audit.service';

const noticeOf = (row: NoticeRow): AdminNotice => ({
  id: row.id,
  noticeType: row.noticeType,
  title: row.title,
  content: row.content,
  redirectUrl: row.redirectUrl,
  imageUrl: row.imageUrl,
  sort: row.sort,
  enabled: row.enabled,
  rolls: row.rolls,
  createdAt: row.createdAt.getTime(),
});

export type AdminNoticesService = ReturnType<typeof createAdminNoticesService>;

/**
 * Notices as the operator edits them, through the content area (which sanitizes index notices'
 * rich text). Each change and its audit row commit together; then notice_list.json is
 * republished, so the home shows it at once.
 */
export const createAdminNoticesService = (
  { db }: Pick<Deps, 'db'>,
  { audit, content }: { audit: AuditService; content: ContentService },
) => {
  const notices = async (noticeType?: number) =>
    (await content.allNotices(noticeType)).map(noticeOf);

  const save = async (actor: AdminActor, { id, ...input }: SaveNoticeBody) => {
    const saved = await db.transaction(async (tx) => {
      const change = await content.saveNotice(id, input, tx);
      if (!change?.after) throw new AppError('ADMIN/NOT_FOUND');
      const after = noticeOf(change.after);
      await audit.record(tx, actor, {
        action: 'notice.save',
        target: after.title,
        before: change.before ? noticeOf(change.before) : undefined,
        after,
      });
      return after;
    });
    await content.publishNotices();
    return saved;
  };

  const remove = async (actor: AdminActor, id: number) => {
    await db.transaction(async (tx) => {
      const removed = await content.removeNotice(id, tx);
      if (!removed) throw new AppError('ADMIN/NOT_FOUND');
      await audit.record(tx, actor, {
        action: 'notice.remove',
        target: removed.title,
        before: noticeOf(removed),
      });
    });
    await content.publishNotices();
  };

  return { notices, save, remove };
};
