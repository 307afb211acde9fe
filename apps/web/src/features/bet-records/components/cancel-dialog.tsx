import { bettingTexts, cancelCountText } from '@lottery/contracts';
import { Dialog } from 'antd-mobile';
import styles from './bet-records.module.css';

interface CancelDialogProps {
  /** How many orders are about to be cancelled; null hides it. */
  count: number | null;
  onCancel: () => void;
  onConfirm: () => void;
}

const quiet = { color: 'var(--app-text-secondary)' };

/** '确定撤单吗?' — '即将撤销N笔注单' with 取消 and 确定 (spec part 2 §2.4). */
export function CancelDialog({ count, onCancel, onConfirm }: CancelDialogProps) {
  return (
    <Dialog
      className={styles.overPopup}
      visible={count !== null}
      title={bettingTexts.cancelConfirm}
      content={count === null ? null : cancelCountText(count)}
      onClose={onCancel}
      actions={[
        [
          { key: 'cancel', text: bettingTexts.cancel, style: quiet, onClick: onCancel },
          { key: 'ok', text: bettingTexts.ok, bold: true, danger: true, onClick: onConfirm },
        ],
      ]}
    />
  );
}
