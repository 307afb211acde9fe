import { Badge, Dialog, Empty, Skeleton, SwipeAction } from 'antd-mobile';
import type { PushMessage } from '@lottery/contracts';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PagedListEnd } from '../../../components/paged-list-end';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { toastError } from '../../../lib/toast-error';
import { useMessages } from '../api/get-messages';
import { useReadMessage } from '../api/read-message';
import { useRemoveMessage } from '../api/remove-message';
import styles from './notifications-page.module.css';

const shownTime = (value: string) => {
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY/MM/DD HH:mm') : value;
};

/** /notifications: the member's messages, paged; tap to read, swipe or 删除 to remove. */
export function NotificationsPage() {
  const goBack = useGoBack('/profile');
  const messages = useMessages();
  const read = useReadMessage();
  const remove = useRemoveMessage();
  const [openId, setOpenId] = useState<number | null>(null);

  const list = useMemo(() => {
    const seen = new Set<number>();
    return (messages.data?.pages ?? [])
      .flatMap((page) => page.data)
      .filter((message) => (seen.has(message.id) ? false : (seen.add(message.id), true)));
  }, [messages.data]);
  const unread = messages.data?.pages[0]?.unReadCount ?? 0;
  const open = list.find((message) => message.id === openId) ?? null;

  const openMessage = (message: PushMessage) => {
    setOpenId(message.id);
    if (message.isRead === 0) read.mutate(message, { onError: toastError });
  };

  const removeMessage = (message: PushMessage) => {
    remove.mutate(message, {
      onSuccess: () => setOpenId((current) => (current === message.id ? null : current)),
      onError: toastError,
    });
  };

  return (
    <>
      <PageHeader
        title="消息通知"
        onBack={goBack}
        extra={
          unread > 0 ? (
            <span className={styles.unread} aria-label={`${unread}条未读`}>
              {unread}条未读
            </span>
          ) : null
        }
      />
      <div className={styles.body}>
        {messages.isPending ? (
          <div className={styles.list} data-testid="notifications-skeleton">
            {[0, 1, 2, 3].map((key) => (
              <div key={key} className={styles.skeletonItem}>
                <Skeleton.Title animated />
                <Skeleton.Paragraph lineCount={2} animated />
              </div>
            ))}
          </div>
        ) : list.length === 0 ? (
          <Empty className={styles.empty} description="暂无数据" />
        ) : (
          <>
            <ul className={styles.list} aria-label="消息列表">
              {list.map((message) => (
                <li key={message.id}>
                  <SwipeAction
                    rightActions={[
                      {
                        key: 'remove',
                        text: '删除',
                        color: 'danger',
                        onClick: () => removeMessage(message),
                      },
                    ]}
                  >
                    <button
                      type="button"
                      className={styles.item}
                      onClick={() => openMessage(message)}
                      aria-label={`${message.isRead === 0 ? '未读 ' : ''}${message.title}`}
                    >
                      <div className={styles.itemTop}>
                        <Badge content={message.isRead === 0 ? Badge.dot : null}>
                          <span
                            className={
                              message.isRead === 0
                                ? `${styles.title} ${styles.titleUnread}`
                                : styles.title
                            }
                          >
                            {message.title}
                          </span>
                        </Badge>
                        <time className={styles.time}>{shownTime(message.createdAt)}</time>
                      </div>
                      <p className={styles.preview}>{message.content}</p>
                    </button>
                  </SwipeAction>
                </li>
              ))}
            </ul>
            <PagedListEnd
              hasNextPage={messages.hasNextPage}
              fetchNextPage={() => messages.fetchNextPage()}
            />
          </>
        )}
      </div>
      <Dialog
        visible={open !== null}
        title={open?.title}
        content={
          open ? (
            <div className={styles.detail}>
              <time className={styles.time}>{shownTime(open.createdAt)}</time>
              <p className={styles.detailText}>{open.content}</p>
            </div>
          ) : null
        }
        closeOnMaskClick
        onClose={() => setOpenId(null)}
        actions={[
          [
            {
              key: 'remove',
              text: '删除',
              danger: true,
              disabled: remove.isPending,
              onClick: () => {
                if (open) removeMessage(open);
              },
            },
            { key: 'close', text: '关闭', bold: true, onClick: () => setOpenId(null) },
          ],
        ]}
      />
    </>
  );
}
