import { Button, Skeleton } from 'antd-mobile';
import { RedoOutline } from 'antd-mobile-icons';
import { formatMoney } from '@lottery/contracts';
import styles from './wallet-card.module.css';

interface WalletCardProps {
  /** money + liveMoney in thousandths of a yuan; undefined while the profile loads. */
  balance: number | undefined;
  refreshing: boolean;
  onRefresh: () => void;
  /** 一键回收: the live wallet back into the main one. */
  recycling: boolean;
  onRecycle: () => void;
  onWithdraw: () => void;
  onDeposit: () => void;
}

/** 钱包余额 with its refresh control and 一键回收, and the withdraw and deposit buttons. */
export function WalletCard({
  balance,
  refreshing,
  onRefresh,
  recycling,
  onRecycle,
  onWithdraw,
  onDeposit,
}: WalletCardProps) {
  const loading = balance === undefined;
  return (
    <section className={styles.card} aria-label="钱包">
      <div className={styles.balance}>
        <div className={styles.label}>
          钱包余额(元)
          <button
            type="button"
            className={refreshing ? `${styles.refresh} ${styles.spinning}` : styles.refresh}
            aria-label="刷新余额"
            aria-busy={refreshing}
            disabled={loading}
            onClick={onRefresh}
          >
            <RedoOutline />
          </button>
          <button
            type="button"
            className={styles.recycle}
            disabled={loading || recycling}
            aria-busy={recycling}
            onClick={onRecycle}
          >
            一键回收
          </button>
        </div>
        {loading ? (
          <Skeleton
            animated
            style={{ '--width': '130px', '--height': '28px', '--border-radius': '4px' }}
          />
        ) : (
          <strong className={styles.amount} data-testid="wallet-balance">
            {formatMoney(balance)}
          </strong>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          size="small"
          shape="rounded"
          fill="outline"
          color="primary"
          disabled={loading}
          onClick={onWithdraw}
        >
          提现
        </Button>
        <Button size="small" shape="rounded" color="primary" disabled={loading} onClick={onDeposit}>
          充值
        </Button>
      </div>
    </section>
  );
}
