import { Button, Empty } from 'antd-mobile';
import { libraryTexts } from '@lottery/contracts';
import styles from './library-failed.module.css';

/**
 * A read that failed: 暂无数据, as the spec has database failures show (part 2 §8: only logged),
 * with 重新加载 so the reader need not leave the page.
 */
export function LibraryFailed({
  onRetry,
  retrying = false,
  description = libraryTexts.empty,
}: {
  onRetry?: () => void;
  retrying?: boolean;
  description?: string;
}) {
  return (
    <div className={styles.failed} data-testid="library-failed">
      <Empty description={description} />
      {onRetry ? (
        <Button
          size="small"
          shape="rounded"
          color="primary"
          fill="outline"
          loading={retrying}
          onClick={onRetry}
        >
          {libraryTexts.retry}
        </Button>
      ) : null}
    </div>
  );
}
