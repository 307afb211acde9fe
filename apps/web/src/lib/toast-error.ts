import { toastDurations } from '@lottery/contracts';
import { HttpError, isAbortedError } from './http';
import { genericErrorMessage } from './http/errors';
import { showToast } from './toast';

/** A failed call as a toast: the server's own message (3 s), or the generic one. Aborts are silent. */
export const toastError = (error: unknown): void => {
  if (isAbortedError(error)) return;
  if (!(error instanceof HttpError)) console.error(error);
  showToast(error instanceof HttpError ? error.msg : genericErrorMessage, {
    durationMs: toastDurations.long,
  });
};

/** 操作成功! after a saved change. */
export const toastSaved = (): void => showToast('操作成功!', { icon: 'success' });
