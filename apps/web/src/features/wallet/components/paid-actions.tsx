import { Button } from 'antd-mobile';
import { rechargeStatus, walletTexts } from '@lottery/contracts';
import type { RechargeOrder } from '@lottery/contracts';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast';
import { useThemeStore } from '../../../themes/use-theme-store';
import { useCancelRechargeOrder, useMarkRechargePaid } from '../api/mark-recharge-paid';
import { processingPath } from '../model/order-pages';
import { toastWalletError } from '../model/trial';
import { walletPageTexts } from '../texts';
import styles from '../pages/wallet-pages.module.css';

/**
 * Under a transfer's details: 我已转账 tells the server and opens the processing page; 取消订单
 * cancels a pending order. An order past pending only leads to its progress.
 */
export function PaidActions({ order }: { order: RechargeOrder }) {
  const navigate = useNavigate();
  const theme = useThemeStore((state) => state.name);
  const paid = useMarkRechargePaid();
  const cancel = useCancelRechargeOrder();
  const progress = processingPath(order.orderNo, theme);

  if (order.status !== rechargeStatus.pending) {
    return (
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => void navigate(progress)}
        >
          {walletPageTexts.processingTitle}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.actions}>
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={paid.isPending}
        onClick={() =>
          paid.mutate(order.orderNo, {
            onSuccess: () => {
              showToast(walletTexts.transferMarked, { icon: 'success' });
              void navigate(progress, { replace: true });
            },
            onError: toastWalletError,
          })
        }
      >
        {walletPageTexts.paid}
      </Button>
      <Button
        block
        shape="rounded"
        size="large"
        loading={cancel.isPending}
        onClick={() =>
          cancel.mutate(order.orderNo, {
            onSuccess: () => {
              showToast(walletTexts.cancelled);
              void navigate('/recharge', { replace: true });
            },
            onError: toastWalletError,
          })
        }
      >
        {walletPageTexts.cancelOrder}
      </Button>
    </div>
  );
}
