import type { Notice } from '@lottery/contracts';
import { Collapse, Modal } from 'antd-mobile';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useNoticeList } from '../lib/notices/get-notice-list';
import styles from './official-notice-modal.module.css';
import { storedFlag } from './session-flag';

/** Seen this session: the modal opens once per visit. */
export const officialNoticeSeen = storedFlag('session', 'lc:official-notice-seen');

/** An index notice's HTML, with scripts, handlers and anything else unsafe removed. */
export const sanitizeNoticeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });

function NoticeList({ notices }: { notices: readonly Notice[] }) {
  const first = notices[0];
  return (
    <Collapse
      className={styles.list}
      defaultActiveKey={first ? [String(first.id)] : []}
      accordion={false}
    >
      {notices.map((notice) => (
        <Collapse.Panel key={String(notice.id)} title={notice.noticeTitle}>
          <div
            className={styles.content}
            dangerouslySetInnerHTML={{ __html: sanitizeNoticeHtml(notice.noticeContent) }}
          />
        </Collapse.Panel>
      ))}
    </Collapse>
  );
}

/**
 * The official-notice modal of the index route (spec part 1 §2 "Home"): the index notices as a
 * collapsible list, the first open; closes on the mask, the × and 取消; once per session.
 */
export function OfficialNoticeModal({ onSettled }: { onSettled?: () => void }) {
  const { pathname } = useLocation();
  const onIndex = pathname === '/';
  const [seen, setSeen] = useState(() => officialNoticeSeen.isSet());
  const list = useNoticeList(onIndex && !seen);
  const notices = list.data?.index_notice ?? [];
  const visible = onIndex && !seen && notices.length > 0;
  // Settled: closed, or there is nothing to show; what waits for the modal may open then.
  const settled = seen || list.isError || (list.isSuccess && notices.length === 0);

  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  const close = () => {
    officialNoticeSeen.set();
    setSeen(true);
  };

  return (
    <Modal
      visible={visible}
      title="官方公告"
      className={styles.modal}
      bodyClassName={styles.body}
      content={<NoticeList notices={notices} />}
      closeOnMaskClick
      showCloseButton
      onClose={close}
      actions={[{ key: 'cancel', text: '取消' }]}
      onAction={close}
      destroyOnClose
    />
  );
}
