import { App } from 'antd';
import { useCallback, useEffect } from 'react';
import { AdminApiError } from './admin-api';

/** What the operator reads about a failed call: the server's own message when it gave one. */
export const errorText = (error: unknown): string =>
  error instanceof AdminApiError ? error.message : '网络异常，请稍后再试';

/** Shows a failed call's message as a toast (antd's App context, so it works under React 19). */
export const useToastError = () => {
  const { message } = App.useApp();
  return useCallback((error: unknown) => void message.error(errorText(error)), [message]);
};

/** Toasts a query's error once each time it fails. */
export const useQueryErrorToast = (error: unknown) => {
  const toastError = useToastError();
  useEffect(() => {
    if (error) toastError(error);
  }, [error, toastError]);
};
