import { formatMoney, vipProgress } from '@lottery/contracts';
import type { VipRule } from '@lottery/contracts';
import styles from './vip-progress-bar.module.css';

interface VipProgressBarProps {
  vipLevel: number;
  cycleBetAmount: number;
  rules: VipRule[];
}

/**
 * V level, the cycle's bets over the bets the next level needs; shown only while the next level is
 * below 9 (contracts `vipProgress`).
 */
export function VipProgressBar({ vipLevel, cycleBetAmount, rules }: VipProgressBarProps) {
  const progress = vipProgress(vipLevel, cycleBetAmount, rules);
  if (!progress) return null;
  const percent = Math.round(progress.ratio * 100);

  return (
    <div className={styles.vip} data-testid="vip-progress">
      <span className={styles.level}>V{vipLevel}</span>
      <div className={styles.middle}>
        <div
          className={styles.track}
          role="progressbar"
          aria-label="VIP进度"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
        <span className={styles.amounts}>
          {formatMoney(progress.current)}/{formatMoney(progress.needed)}
        </span>
      </div>
      <span className={styles.level}>V{progress.nextLevel}</span>
    </div>
  );
}
