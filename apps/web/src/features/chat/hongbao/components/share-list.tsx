import { formatMoney, redPacketTexts as texts } from '@lottery/contracts';
import type { RedPacketShare } from '@lottery/contracts';
import { UserAvatar } from '../../../../components/user-avatar';
import { chinaTimeOf } from '../../../../lib/china-time';
import { LuckiestTag } from './luckiest-tag';
import styles from './share-list.module.css';

/** `MM-DD HH:mm` in UTC+8. */
export const shortTimeOf = (ms: number): string => chinaTimeOf(ms).slice(5, 16);

/** Who opened a share, when, and how much; 手气最佳 on the luckiest once all are opened. */
export function ShareList({ shares, label }: { shares: readonly RedPacketShare[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {shares.map((share) => (
        <li key={share.user_id} className={styles.row}>
          <UserAvatar avatarId={share.avatarId} size={40} className={styles.avatar} />
          <div className={styles.who}>
            <span className={styles.name}>{share.nickname}</span>
            <span className={styles.time}>{shortTimeOf(share.opened_at)}</span>
          </div>
          <div className={styles.right}>
            <span className={styles.amount}>
              {formatMoney(share.amount)}
              {texts.yuan}
            </span>
            {share.luckiest ? <LuckiestTag /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
