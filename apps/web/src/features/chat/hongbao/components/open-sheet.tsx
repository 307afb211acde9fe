import { redPacketTexts as texts } from '@lottery/contracts';
import type { RedPacketDetail } from '@lottery/contracts';
import { CloseOutline, RightOutline } from 'antd-mobile-icons';
import { UserAvatar } from '../../../../components/user-avatar';
import styles from './open-sheet.module.css';

interface OpenSheetProps {
  detail: RedPacketDetail;
  /** POST open is running: the 開 button spins until its answer. */
  opening: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** The viewer sent it: 查看领取详情 shows the detail without opening. */
  onPeek?: () => void;
}

/**
 * WeChat's opening sheet: the red card over the dimmed room, the sender's avatar and name, the
 * greeting and the round gold 開 that spins while the open runs. Only the answer ends the spin.
 */
export function OpenSheet({ detail, opening, onOpen, onClose, onPeek }: OpenSheetProps) {
  return (
    <div className={styles.backdrop}>
      <section
        className={styles.card}
        role="dialog"
        aria-label={texts.senderOf(detail.sender.nickname)}
      >
        <button type="button" className={styles.close} aria-label={texts.close} onClick={onClose}>
          <CloseOutline />
        </button>
        <div className={styles.flap}>
          <div className={styles.sender}>
            <UserAvatar avatarId={detail.sender.avatarId} size={28} className={styles.avatar} />
            <span className={styles.name}>{texts.senderOf(detail.sender.nickname)}</span>
          </div>
          <p className={styles.greeting}>{detail.greeting}</p>
        </div>
        <button
          type="button"
          className={styles.open}
          aria-label={texts.openLabel}
          aria-busy={opening}
          data-spinning={opening}
          onClick={() => {
            if (!opening) onOpen();
          }}
        >
          <span className={styles.openFace}>{texts.open}</span>
        </button>
        {onPeek ? (
          <button type="button" className={styles.peek} onClick={onPeek}>
            {texts.view}
            <RightOutline />
          </button>
        ) : null}
      </section>
    </div>
  );
}
