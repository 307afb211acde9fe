import type { BetOrder, BetOrderPage } from '@lottery/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { PagedList } from '../../../components/paged-list';
import { QueryError } from '../../../components/query-error';
import { betRecordTexts as texts } from '../texts';
import styles from './bet-records.module.css';
import { OrderRow } from './order-row';
import type { OrderRowProps } from './order-row';

export type OrderRowView = Omit<OrderRowProps, 'order' | 'selected'> & {
  isSelected: (orderNo: string) => boolean;
};

interface OrderListProps {
  query: UseInfiniteQueryResult<InfiniteData<BetOrderPage, unknown>>;
  view: OrderRowView;
  label?: string;
}

const rowsOf = (page: BetOrderPage) => page.data;
/** Spec part 2 §5: lists are de-duplicated by orderNo. */
const keyOf = (order: BetOrder) => order.orderNo;

/** Orders 20 a page to 没有更多数据了, one per orderNo, with 重新加载 when the first page fails. */
export function OrderList({ query, view, label = texts.orderList }: OrderListProps) {
  const { isSelected, ...row } = view;
  return (
    <PagedList
      query={query}
      rowsOf={rowsOf}
      keyOf={keyOf}
      label={label}
      className={view.simple ? styles.simpleList : undefined}
      error={
        <QueryError
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      }
    >
      {(order) => <OrderRow order={order} selected={isSelected(order.orderNo)} {...row} />}
    </PagedList>
  );
}
