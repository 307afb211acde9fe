import { bettingTexts } from '@lottery/contracts';
import { Button } from 'antd-mobile';
import styles from './slip-bar.module.css';

interface SlipBarProps {
  betCount: number;
  /** Whole yuan, or null while no valid amount is typed. */
  total: number | null;
  signedIn: boolean;
  onClear: () => void;
  onOpen: () => void;
}

/** The bar at the bottom of the game page: 注数 and the total, 清空, and the slip's button. */
export function SlipBar({ betCount, total, signedIn, onClear, onOpen }: SlipBarProps) {
  return (
    <div className={styles.bar} role="region" aria-label={bettingTexts.slip} data-page-bar>
      <div className={styles.summary}>
        <span>
          {bettingTexts.betCount} <strong data-testid="slip-count">{betCount}</strong>
        </span>
        <span>
          {bettingTexts.total}{' '}
          <strong data-testid="slip-total">{total === null ? '--' : total.toLocaleString()}</strong>{' '}
          元
        </span>
      </div>
      {signedIn ? (
        <>
          <button
            type="button"
            className={styles.clear}
            disabled={betCount === 0}
            onClick={onClear}
          >
            {bettingTexts.clear}
          </button>
          <Button color="primary" shape="rounded" className={styles.open} onClick={onOpen}>
            {bettingTexts.slip}
          </Button>
        </>
      ) : (
        <Button color="primary" shape="rounded" className={styles.open} onClick={onOpen}>
          {bettingTexts.loginToBet}
        </Button>
      )}
    </div>
  );
}
