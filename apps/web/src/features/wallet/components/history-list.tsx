import { Empty, Skeleton } from 'antd-mobile';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { PagedListEnd } from '../../../components/paged-list-end';
import styles from '../pages/wallet-pages.module.css';

interface Page<T> {
  list: T[];
  total: number;
}

/**
 * A paged history: skeletons while the first page loads, 暂无数据 when empty, the rows
 * (de-duplicated by key) and, at the end, the next page as it nears the bottom or 没有更多数据了.
 */
export function HistoryList<T>({
  query,
  keyOf,
  label,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>, unknown>>;
  keyOf: (row: T) => string | number;
  label: string;
  children: (row: T) => ReactNode;
}) {
  const rows = useMemo(() => {
    const seen = new Set<string | number>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.list)
      .filter((row) => {
        const key = keyOf(row);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  }, [query.data, keyOf]);

  if (query.isPending) {
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
  if (rows.length === 0) return <Empty className={styles.empty} description="暂无数据" />;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {rows.map((row) => (
          <li key={keyOf(row)}>{children(row)}</li>
        ))}
      </ul>
      <PagedListEnd hasNextPage={query.hasNextPage} fetchNextPage={() => query.fetchNextPage()} />
    </>
  );
}
