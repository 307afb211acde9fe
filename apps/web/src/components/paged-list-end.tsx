import { DotLoading, InfiniteScroll } from 'antd-mobile';
import styles from './paged-list-end.module.css';

interface PagedListEndProps {
  /** The infinite query's own flag and call. */
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
  /** How near the bottom (px) the next page starts loading; antd-mobile's default is 250. */
  threshold?: number;
  /** What the end of the list says (the game centre's is 没有更多游戏了). */
  endText?: string;
}

/**
 * The end of a paged list: loads the next page as the list nears the bottom, and says 加载中,
 * 加载失败，点击重试 or 没有更多数据了.
 */
export function PagedListEnd({
  hasNextPage,
  fetchNextPage,
  threshold,
  endText = '没有更多数据了',
}: PagedListEndProps) {
  return (
    <InfiniteScroll
      threshold={threshold}
      hasMore={hasNextPage}
      loadMore={async () => {
        const result = await fetchNextPage();
        // A failed page stops the automatic loading until 重试 is tapped.
        if (result.isError) throw result.error;
      }}
    >
      {(hasMore, failed, retry) =>
        failed ? (
          <button type="button" className={styles.retry} onClick={() => void retry()}>
            加载失败，点击重试
          </button>
        ) : hasMore ? (
          <span className={styles.end}>
            加载中
            <DotLoading />
          </span>
        ) : (
          <span className={styles.end}>{endText}</span>
        )
      }
    </InfiniteScroll>
  );
}
