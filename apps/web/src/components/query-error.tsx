import { Button } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { HttpError } from '../lib/http';
import { genericErrorMessage } from '../lib/http/errors';
import { StatusBlock } from './status-block';

/** The message a failed call leaves on its page: the server's own, or the generic one. */
export const errorText = (error: unknown): string =>
  error instanceof HttpError ? error.msg : genericErrorMessage;

/**
 * A call of the page failed (spec part 2 §8: the server's message kept in the query's error and
 * shown where the data would be), with 重新加载.
 */
export function QueryError({
  error,
  onRetry,
  retrying = false,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div role="alert">
      <StatusBlock
        framed
        icon={<ExclamationCircleOutline />}
        title="加载失败"
        description={errorText(error)}
        action={
          <Button size="small" shape="rounded" color="primary" loading={retrying} onClick={onRetry}>
            重新加载
          </Button>
        }
      />
    </div>
  );
}
