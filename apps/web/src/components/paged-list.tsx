import { Empty, Skeleton } from 'antd-mobile';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { PagedListEnd } from './paged-list-end';
import styles from './paged-list.module.css';

/** The spec's paging rule: the next page starts loading within 300 px of the bottom (§4). */
const nextPageThreshold = 300;

export interface PagedListProps<Page, Row> {
  /** The infinite query whose pages are listed. */
  query: UseInfiniteQueryResult<InfiniteData<Page, unknown>>;
  /** The rows of one page: `(page) => page.list` or `(page) => page.data`. */
  rowsOf: (page: Page) => readonly Row[];
  /** A row's identity; a row seen on an earlier page is shown once. */
  keyOf: (row: Row) => string | number;
  /** The list's accessible name. */
  label: string;
  /** Shown while the first page loads instead of the skeletons, when given. */
  loading?: ReactNode;
  /** Shown instead of the rows when the first page failed, when given. */
  error?: ReactNode;
  /** The list's class, replacing the default column with 10 px gaps. */
  className?: string;
  children: (row: Row) => ReactNode;
}

/**
 * A paged list: skeletons while the first page loads, 暂无数据 when empty, the rows (de-duplicated
 * by key) and, at the end, the next page as it nears the bottom or 没有更多数据了.
 */
export function PagedList<Page, Row>({
  query,
  rowsOf,
  keyOf,
  label,
  loading,
  error,
  className,
  children,
}: PagedListProps<Page, Row>) {
  const rows = useMemo(() => {
    const seen = new Set<string | number>();
    return (query.data?.pages ?? [])
      .flatMap((page) => rowsOf(page))
      .filter((row) => {
        const key = keyOf(row);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  }, [query.data, rowsOf, keyOf]);

  if (query.isPending) {
    if (loading !== undefined) return <>{loading}</>;
    return (
      <div className={styles.list} data-testid="history-skeleton">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className={styles.skeleton}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={1} animated />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError && rows.length === 0 && error !== undefined) return <>{error}</>;
  if (rows.length === 0) return <Empty className={styles.empty} description="暂无数据" />;
  return (
    <>
      <ul className={className ?? styles.list} aria-label={label}>
        {rows.map((row) => (
          <li key={keyOf(row)}>{children(row)}</li>
        ))}
      </ul>
      <PagedListEnd
        threshold={nextPageThreshold}
        hasNextPage={query.hasNextPage}
        fetchNextPage={() => query.fetchNextPage()}
      />
    </>
  );
}
