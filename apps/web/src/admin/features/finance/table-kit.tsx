import { Empty, Tag } from 'antd';
import type { TablePaginationConfig } from 'antd';
import { formatMoney } from '@lottery/contracts';

/** What every table of these screens shows when the server found nothing. */
export const tableLocale = {
  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />,
};

/** Thousandths of a yuan as yuan; `signed` puts a + before money that came in. */
export function Money({ milli, signed = false }: { milli: number; signed?: boolean }) {
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {signed && milli > 0 ? '+' : ''}
      {formatMoney(milli)}
    </span>
  );
}

/**
 * A server-paged table's pager: a phone gets the short one. Without `onChange` the table's own
 * onChange turns the pages.
 */
export const pagerOf = (
  paging: { page: number; size: number },
  total: number | undefined,
  wide: boolean,
  onChange?: (page: number, size: number) => void,
): TablePaginationConfig => ({
  current: paging.page,
  pageSize: paging.size,
  total: total ?? 0,
  showSizeChanger: wide,
  simple: !wide,
  showTotal: wide ? (count) => `共 ${count} 条` : undefined,
  onChange,
});

/** A member's account state: 0 normal, 1 frozen. */
export function MemberStatusTag({ status }: { status: number }) {
  return status === 1 ? <Tag color="red">冻结</Tag> : <Tag color="green">正常</Tag>;
}
