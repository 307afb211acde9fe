import { lockTargets, lockTexts } from '@lottery/contracts';
import type { TemplateLockReason } from '@lottery/contracts';
import { LockOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate } from 'react-router';
import styles from './lock-overlay.module.css';

interface LockOverlayProps {
  reason: TemplateLockReason;
  /** Covers a whole table (MB37) rather than one row. */
  cover?: boolean;
}

/**
 * 登陆后可以解锁查看！ (to /auth/login, back here after signing in) or 请充值任意金额开通VIP！
 * (to /recharge). The server sends no content for a locked item: nothing is hidden behind it.
 */
export function LockOverlay({ reason, cover = false }: LockOverlayProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <button
      type="button"
      className={cover ? `${styles.lock} ${styles.cover}` : styles.lock}
      data-lock={reason}
      onClick={() =>
        void navigate(lockTargets[reason], { state: { from: `${pathname}${search}` } })
      }
    >
      <LockOutline aria-hidden className={styles.icon} />
      <span>{lockTexts[reason]}</span>
    </button>
  );
}
