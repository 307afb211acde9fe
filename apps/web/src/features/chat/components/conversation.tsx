import { chatCommand, chatLimits, errorMessage, failedMessages } from '@lottery/contracts';
import type { ChatMessage, ChatUserInfo } from '@lottery/contracts';
import { ActionSheet, DotLoading, ImageViewer } from 'antd-mobile';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNow } from '../../../lib/use-now';
import { showToast } from '../../../lib/toast';
import { toastSaved } from '../../../lib/toast-error';
import { deleteChatMessage } from '../api/delete-message';
import { useChatColors } from '../api/get-chat-colors';
import { getRecords } from '../api/get-records';
import type { RecordsOf } from '../api/get-records';
import type { ChatTalkType } from '../socket/chat-client';
import { chatClient, useChatStatus, useRoomView } from '../socket/chat-connection';
import { useTabLimit } from '../../../lib/session';
import { chatTexts as texts } from '../texts';
import styles from './chat.module.css';
import { Composer } from './composer';
import type { ComposerProps } from './composer';
import { OutgoingRow, StoredRow } from './message-row';

/** Within this of the bottom, new messages keep the list at the bottom. */
const stickyBottomPx = 80;
/** Within this of the top, older messages load. */
const loadOlderPx = 40;

export interface ConversationProps {
  /** The conversation's room: a room, or the private room of two. */
  roomId: number;
  talkType: ChatTalkType;
  recordsOf: RecordsOf;
  /** The viewer as chat knows them (null until the class groups came). */
  self: ChatUserInfo | null;
  allowLinks: boolean;
  /** The composer's rules and extras. */
  composer: Pick<ComposerProps, 'blockedReason' | 'secPerMess' | 'quickMessages' | 'onHongbao'>;
  /** The viewer may delete others' messages (a manager) — own ones always, members only. */
  canDelete: boolean;
  /** A history call failed (403, 405, …): the page decides. */
  onHistoryError: (error: unknown) => void;
}

/**
 * A conversation: the history (newest 150, older pages of 100 when scrolled to the top), the live
 * messages of the socket, the viewer's own on their way, and the composer.
 */
export function Conversation({
  roomId,
  talkType,
  recordsOf,
  self,
  allowLinks,
  composer,
  canDelete,
  onHistoryError,
}: ConversationProps) {
  const view = useRoomView(roomId);
  const status = useChatStatus();
  const tooManyTabs = useTabLimit((state) => state.tooManyTabs);
  const now = useNow(1000);
  const colors = useChatColors();
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const [loadingFirst, setLoadingFirst] = useState(true);
  const [older, setOlder] = useState<{ loading: boolean; more: boolean }>({
    loading: false,
    more: false,
  });
  const [preview, setPreview] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const onError = useRef(onHistoryError);
  useEffect(() => {
    onError.current = onHistoryError;
  });
  const friendId = recordsOf.friendId;

  useEffect(() => {
    const stop = chatClient.openRoom(roomId, talkType);
    const controller = new AbortController();
    const of: RecordsOf = friendId === undefined ? { roomId } : { friendId };
    getRecords(of, {}, controller.signal).then(
      (records) => {
        chatClient.addHistory(roomId, records);
        const lowest = Math.min(...records.rows.map((row) => row.seq));
        setOlder({ loading: false, more: records.rows.length > 0 && lowest > 1 });
        setLoadingFirst(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoadingFirst(false);
        onError.current(error);
      },
    );
    return () => {
      controller.abort();
      stop();
    };
  }, [roomId, talkType, friendId]);

  // A refusal of one of this conversation's messages is said as well as marked.
  useEffect(
    () =>
      chatClient.onFrame((frame) => {
        if (frame.command !== chatCommand.error) return;
        const { room_id: errorRoom, msg } = frame.content;
        if (errorRoom === undefined || errorRoom === roomId) showToast(msg);
      }),
    [roomId],
  );

  const colorOf = useMemo(() => {
    const byId = new Map((colors.data ?? []).map((color) => [color.id, color.color]));
    return (id: number | undefined) => (id === undefined ? undefined : byId.get(id));
  }, [colors.data]);

  const loadOlder = useCallback(async () => {
    const before = view.oldestSeq;
    if (older.loading || !older.more || before === null) return;
    setOlder({ loading: true, more: true });
    const list = listRef.current;
    keepFromBottom.current = list ? list.scrollHeight - list.scrollTop : null;
    try {
      const of: RecordsOf = friendId === undefined ? { roomId } : { friendId };
      const records = await getRecords(of, { before });
      chatClient.addHistory(roomId, records);
      const lowest = Math.min(...records.rows.map((row) => row.seq));
      setOlder({
        loading: false,
        more: records.rows.length >= chatLimits.pageLimit && lowest > 1,
      });
    } catch (error) {
      keepFromBottom.current = null;
      setOlder({ loading: false, more: true });
      onError.current(error);
    }
  }, [view.oldestSeq, older, roomId, friendId]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < stickyBottomPx;
    if (list.scrollTop < loadOlderPx) void loadOlder();
  };

  // Older messages keep what was on screen in place; new ones keep the bottom in view.
  const ownCount = view.outgoing.length;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (keepFromBottom.current !== null) {
      list.scrollTop = list.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
      return;
    }
    if (atBottom.current) list.scrollTop = list.scrollHeight;
  }, [view.messages, ownCount]);

  useEffect(() => {
    // The viewer's own message always scrolls into view.
    if (ownCount > 0) atBottom.current = true;
  }, [ownCount]);

  const wait =
    view.lastSentAt !== null && composer.secPerMess > 0
      ? Math.max(0, Math.ceil((view.lastSentAt + composer.secPerMess * 1000 - now) / 1000))
      : 0;
  const mutedLeft = view.mutedUntil !== null ? view.mutedUntil - now : 0;
  const blockedReason =
    composer.blockedReason ?? (mutedLeft > 0 ? texts.muted(clock(mutedLeft)) : null);
  const resendable = new Set(failedMessages(view.outgoing).map((message) => message.client_id));
  const ownId = self?.user_id ?? null;

  const remove = async (message: ChatMessage) => {
    setDeleting(null);
    try {
      await deleteChatMessage({ id: message.id });
      chatClient.removeMessage(roomId, message.id);
      toastSaved();
    } catch {
      // Spec part 2 §8: the delete's failure says 系统错误。请再试一次.
      showToast(errorMessage('SYS/INTERNAL'));
    }
  };

  return (
    <div className={styles.conversation}>
      {tooManyTabs ? (
        <p className={styles.banner} role="status">
          {texts.tooManyTabs}
        </p>
      ) : status === 'CLOSED' && !loadingFirst ? (
        <p className={styles.banner} role="status">
          {texts.reconnecting}
        </p>
      ) : null}
      <div
        ref={listRef}
        className={styles.list}
        onScroll={onScroll}
        data-testid="chat-message-list"
      >
        {older.more ? (
          <button
            type="button"
            className={styles.older}
            disabled={older.loading}
            onClick={() => void loadOlder()}
          >
            {older.loading ? texts.loading : texts.loadOlder}
          </button>
        ) : null}
        {loadingFirst && view.messages.length === 0 ? (
          <p className={styles.placeholder} role="status">
            <DotLoading /> {texts.loading}
          </p>
        ) : view.messages.length === 0 && view.outgoing.length === 0 ? (
          <p className={styles.placeholder}>{texts.empty}</p>
        ) : null}
        <ol className={styles.messages} aria-label={texts.roomsTitle}>
          {view.messages.map((message) => {
            const mine = ownId !== null && message.content?.userinfo.user_id === ownId;
            const deletable =
              (mine || canDelete) && message.content?.type !== 'hongbao' && self?.isGuest !== 1;
            return (
              <StoredRow
                key={message.id}
                message={message}
                mine={mine}
                allowLinks={allowLinks}
                color={colorOf(message.content?.userinfo.color)}
                now={now}
                onPreview={setPreview}
                onLongPress={deletable ? setDeleting : undefined}
              />
            );
          })}
          {self
            ? view.outgoing.map((message) => (
                <OutgoingRow
                  key={message.client_id}
                  message={message}
                  self={self}
                  color={colorOf(self.color)}
                  now={now}
                  canResend={resendable.has(message.client_id)}
                  onResend={chatClient.resend}
                  onPreview={setPreview}
                />
              ))
            : null}
        </ol>
      </div>
      <Composer
        {...composer}
        blockedReason={blockedReason}
        wait={wait}
        onSend={(type, body) => {
          atBottom.current = true;
          chatClient.send(roomId, talkType, type, body);
        }}
        onImage={(file) => {
          atBottom.current = true;
          chatClient.sendImage(roomId, talkType, file);
        }}
      />
      {preview !== null ? (
        <ImageViewer image={preview} visible onClose={() => setPreview(null)} />
      ) : null}
      <ActionSheet
        visible={deleting !== null}
        actions={[{ key: 'delete', text: texts.delete, danger: true }]}
        cancelText={texts.cancel}
        onAction={() => {
          if (deleting) void remove(deleting);
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

/** mm:ss, or h:mm:ss past an hour. */
const clock = (ms: number): string => {
  const seconds = Math.ceil(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${m}:${s}` : `${m}:${s}`;
};
