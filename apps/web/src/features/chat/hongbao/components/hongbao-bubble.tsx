import type { ChatMessage, RedPacketDetail } from '@lottery/contracts';
import { redPacketDefaults, redPacketStatus, redPacketTexts as texts } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { hongbaoDetailQueryOptions } from '../api/get-hongbao-detail';
import { useOpenedInMemory } from '../model/opened-hongbao';
import { hongbaoLook } from '../model/hongbao-state';
import { HongbaoIcon } from './hongbao-icon';
import styles from './hongbao-bubble.module.css';

export interface HongbaoBubbleProps {
  /** A message whose content.type is 'hongbao'; content.hongbao is kept current by the chat. */
  message: ChatMessage;
  roomId: number;
  /** The message is the viewer's own (drawn on the right). */
  mine: boolean;
}

/** What the detail page is told by the bubble that opened it. */
export interface HongbaoLinkState {
  /** The viewer sent it: the opening sheet offers 查看领取详情. */
  mine: boolean;
}

const labels = {
  open: texts.bubble.open,
  opened: texts.bubble.opened,
  finished: texts.bubble.finished,
  expired: texts.bubble.expired,
} as const;

/**
 * Reads the detail the member already loaded (the cache, never the server): its share and state
 * may be newer than the message's.
 */
const useCachedDetail = (id: number): RedPacketDetail | undefined =>
  useQuery({ ...hongbaoDetailQueryOptions(id), enabled: false }).data;

/**
 * A red packet in the message list, WeChat's orange card: the greeting and 领取红包, dimmed with
 * 已领取 / 已被领完 / 已过期 once the viewer opened it or it is over. A tap opens its detail page
 * (where it is opened).
 */
export function HongbaoBubble({ message, roomId, mine }: HongbaoBubbleProps) {
  const navigate = useNavigate();
  const ref = message.content?.hongbao;
  const id = ref?.id ?? 0;
  const cached = useCachedDetail(id);
  const openedInMemory = useOpenedInMemory(id);
  if (!ref) return null;

  const status =
    ref.status !== redPacketStatus.open ? ref.status : (cached?.status ?? redPacketStatus.open);
  const look = hongbaoLook(status, openedInMemory || (cached?.mine ?? null) !== null);
  const greeting = message.content?.body || redPacketDefaults.greeting;
  const state: HongbaoLinkState = { mine };

  return (
    <button
      type="button"
      className={[styles.bubble, mine ? styles.mine : styles.theirs, look !== 'open' && styles.dim]
        .filter(Boolean)
        .join(' ')}
      data-look={look}
      aria-label={`${texts.bubble.brand} ${greeting} ${labels[look]}`}
      onClick={() => void navigate(`/chat-rooms/${roomId}/hong-bao/${ref.id}`, { state })}
    >
      <span className={styles.top}>
        <HongbaoIcon size={40} className={styles.icon} />
        <span className={styles.words}>
          <span className={styles.greeting}>{greeting}</span>
          <span className={styles.label}>{labels[look]}</span>
        </span>
      </span>
      <span className={styles.brand}>{texts.bubble.brand}</span>
    </button>
  );
}
