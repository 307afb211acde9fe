import { chatLevel, timeAgo } from '@lottery/contracts';
import type { ChatMessage, ChatUserInfo } from '@lottery/contracts';
import { Button } from 'antd-mobile';
import { useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { UserAvatar } from '../../../components/user-avatar';
import { HongbaoBubble } from '../hongbao/components/hongbao-bubble';
import type { OutgoingMessage } from '../socket/chat-client';
import { chatTexts as texts } from '../texts';
import styles from './chat.module.css';
import { MessageText } from './message-text';

/** Long enough to tell a press from a tap. */
const longPressMs = 500;

/** Image addresses a message may show: the chat image base, http(s), or a local preview. */
const isShowableImage = (url: string): boolean => /^(\/|https?:\/\/|blob:)/i.test(url);

interface SenderProps {
  userinfo: ChatUserInfo;
  /** The sender's chat colour (config.json color_theme), if known. */
  color: string | undefined;
  at: number;
  now: number;
}

function Sender({ userinfo, color, at, now }: SenderProps) {
  return (
    <div className={styles.meta}>
      <span className={styles.nickname} style={color ? { color } : undefined}>
        {userinfo.nickname}
      </span>
      {userinfo.vipLevel > 0 ? (
        <span className={`${styles.badge} ${styles.vip}`}>{texts.vip(userinfo.vipLevel)}</span>
      ) : null}
      {userinfo.chatLevel === chatLevel.manager ? (
        <span className={`${styles.badge} ${styles.manager}`}>{texts.manager}</span>
      ) : null}
      {userinfo.chatLevel === chatLevel.service ? (
        <span className={`${styles.badge} ${styles.service}`}>{texts.service}</span>
      ) : null}
      <time className={styles.time}>{timeAgo(at, now)}</time>
    </div>
  );
}

interface BodyProps {
  type: string;
  body: string;
  allowLinks: boolean;
  onPreview: (url: string) => void;
}

function Body({ type, body, allowLinks, onPreview }: BodyProps) {
  if (type === 'image') {
    if (!isShowableImage(body)) return <div className={styles.bubble}>[{texts.image}]</div>;
    return (
      <button
        type="button"
        className={styles.imageButton}
        aria-label={texts.imagePreview}
        onClick={() => onPreview(body)}
      >
        <img className={styles.image} src={body} alt={texts.imagePreview} loading="lazy" />
      </button>
    );
  }
  return (
    <div className={type === 'emoji' ? `${styles.bubble} ${styles.emoji}` : styles.bubble}>
      <MessageText text={body} allowLinks={allowLinks} />
    </div>
  );
}

interface RowFrameProps {
  id: string | number;
  mine: boolean;
  state: 'stored' | 'sending' | 'failed';
  userinfo: ChatUserInfo;
  onLongPress?: () => void;
  children: ReactNode;
}

function RowFrame({ id, mine, state, userinfo, onLongPress, children }: RowFrameProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const press = onLongPress
    ? {
        onTouchStart: () => {
          cancel();
          timer.current = setTimeout(onLongPress, longPressMs);
        },
        onTouchEnd: cancel,
        onTouchMove: cancel,
        onContextMenu: (event: MouseEvent) => {
          event.preventDefault();
          cancel();
          onLongPress();
        },
      }
    : {};
  return (
    <li
      className={mine ? `${styles.row} ${styles.mine}` : styles.row}
      data-testid="chat-message"
      data-id={id}
      data-state={state}
      data-mine={mine ? '1' : undefined}
    >
      <UserAvatar avatarId={userinfo.avatarId} size={40} className={styles.avatar} />
      <div className={styles.main} {...press}>
        {children}
      </div>
    </li>
  );
}

export interface StoredRowProps {
  message: ChatMessage;
  mine: boolean;
  allowLinks: boolean;
  color: string | undefined;
  now: number;
  onPreview: (url: string) => void;
  /** Offered on a long press when the viewer may delete the message. */
  onLongPress?: (message: ChatMessage) => void;
}

/** A stored message: avatar, coloured nickname, badges, time-ago and its text, image or packet. */
export function StoredRow({
  message,
  mine,
  allowLinks,
  color,
  now,
  onPreview,
  onLongPress,
}: StoredRowProps) {
  const content = message.content;
  if (!content) return null;
  if (content.type === 'system') {
    return (
      <li className={styles.system} data-testid="chat-message" data-id={message.id}>
        {content.body}
      </li>
    );
  }
  return (
    <RowFrame
      id={message.id}
      mine={mine}
      state="stored"
      userinfo={content.userinfo}
      onLongPress={onLongPress ? () => onLongPress(message) : undefined}
    >
      <Sender userinfo={content.userinfo} color={color} at={message.created_at} now={now} />
      {content.type === 'hongbao' ? (
        <HongbaoBubble message={message} roomId={message.room_id} mine={mine} />
      ) : (
        <Body
          type={content.type}
          body={content.body}
          allowLinks={allowLinks}
          onPreview={onPreview}
        />
      )}
    </RowFrame>
  );
}

export interface OutgoingRowProps {
  message: OutgoingMessage;
  self: ChatUserInfo;
  color: string | undefined;
  now: number;
  /** Offered while the message may be sent again (failedMessages). */
  canResend: boolean;
  onResend: (clientId: string) => void;
  onPreview: (url: string) => void;
}

/** One of the viewer's messages on its way: sending, uploading, or failed with 重发. */
export function OutgoingRow({
  message,
  self,
  color,
  now,
  canResend,
  onResend,
  onPreview,
}: OutgoingRowProps) {
  const state = message.failed ? 'failed' : 'sending';
  return (
    <RowFrame id={message.client_id} mine state={state} userinfo={self}>
      <Sender userinfo={self} color={color} at={message.created_at} now={now} />
      <Body type={message.type} body={message.body} allowLinks={false} onPreview={onPreview} />
      <div className={styles.status} role="status">
        {message.uploading
          ? texts.uploading(Math.round(message.progress * 100))
          : message.failed
            ? (message.error ?? texts.failed)
            : texts.sending}
        {message.failed && canResend ? (
          <Button
            size="mini"
            fill="none"
            color="primary"
            className={styles.resend}
            onClick={() => onResend(message.client_id)}
          >
            {texts.resend}
          </Button>
        ) : null}
      </div>
    </RowFrame>
  );
}
