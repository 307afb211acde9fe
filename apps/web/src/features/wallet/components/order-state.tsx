import { Empty, Skeleton } from 'antd-mobile';
import type { RechargeOrder } from '@lottery/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { walletPageTexts } from '../texts';

/** The loading skeleton, or 找不到该订单, around a page that needs its order. */
export function OrderState({
  query,
  orderNo,
  children,
}: {
  query: UseQueryResult<RechargeOrder>;
  orderNo: string | null;
  children: (order: RechargeOrder) => ReactNode;
}) {
  if (orderNo !== null && query.isPending) {
    return (
      <div data-testid="order-skeleton">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (!query.data) return <Empty description={walletPageTexts.orderMissing} />;
  return <>{children(query.data)}</>;
}
