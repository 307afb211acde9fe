import { Button } from 'antd-mobile';
import { betRecordTexts as texts, selectedCountText } from '../texts';
import styles from './bet-records.module.css';

interface CancelBarProps {
  selected: number;
  /** The cancellable orders on the list. */
  selectable: number;
  cancelling: boolean;
  onSelectAll: () => void;
  onConfirm: () => void;
}

/** The cancel mode's bar: 全选, the counter (已选N笔) and 确定撤单. */
export function CancelBar({
  selected,
  selectable,
  cancelling,
  onSelectAll,
  onConfirm,
}: CancelBarProps) {
  const all = selectable > 0 && selected === selectable;
  return (
    <div className={styles.cancelBar} role="toolbar" aria-label={texts.cancelMode}>
      <Button size="small" shape="rounded" disabled={selectable === 0} onClick={onSelectAll}>
        {all ? texts.unselectAll : texts.selectAll}
      </Button>
      <span className={styles.counter} aria-live="polite">
        {selectedCountText(selected)}
      </span>
      <Button size="small" shape="rounded" color="danger" loading={cancelling} onClick={onConfirm}>
        {texts.confirmCancel}
      </Button>
    </div>
  );
}
