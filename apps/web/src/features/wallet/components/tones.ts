import { rechargeStatus, withdrawStatus } from '@lottery/contracts';
import type { StatusTone } from './status-tag';

export const rechargeTone = (status: number): StatusTone => {
  switch (status) {
    case rechargeStatus.success:
      return 'success';
    case rechargeStatus.failed:
      return 'failed';
    case rechargeStatus.pending:
    case rechargeStatus.processing:
      return 'pending';
    default:
      return 'muted';
  }
};

export const withdrawTone = (status: number): StatusTone =>
  status === withdrawStatus.paid
    ? 'success'
    : status === withdrawStatus.rejected
      ? 'failed'
      : 'pending';
