import { Tag } from 'antd';
import { rechargeStatus, withdrawStatus } from '@lottery/contracts';

const withdrawColors: Record<number, string> = {
  [withdrawStatus.reviewing]: 'processing',
  [withdrawStatus.paid]: 'success',
  [withdrawStatus.rejected]: 'error',
};

const rechargeColors: Record<number, string> = {
  [rechargeStatus.pending]: 'default',
  [rechargeStatus.processing]: 'processing',
  [rechargeStatus.success]: 'success',
  [rechargeStatus.failed]: 'error',
  [rechargeStatus.expired]: 'default',
  [rechargeStatus.cancelled]: 'default',
};

/** An order's state as the server names it (statusText), coloured by its number. */
export function OrderStatusTag({
  kind,
  status,
  text,
}: {
  kind: 'withdrawal' | 'recharge';
  status: number;
  text: string;
}) {
  const colors = kind === 'withdrawal' ? withdrawColors : rechargeColors;
  return <Tag color={colors[status] ?? 'default'}>{text}</Tag>;
}

/** The status a tab asks the server for: none for 全部 (`all`). */
export const statusFilterOf = (tab: string): number | undefined =>
  tab === 'all' ? undefined : Number(tab);
