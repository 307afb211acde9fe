import { errorMessage } from '@lottery/contracts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Message shown when an answer carries no readable error (spec: SYS/INTERNAL). */
export const genericErrorMessage = errorMessage('SYS/INTERNAL');
export const timeoutMessage = '网络请求超时，请稍后再试';
export const networkMessage = '网络连接失败，请检查网络后再试';

/** A call that failed for good: every kind carries a Chinese `msg` a user can read. */
export abstract class HttpError extends Error {
  abstract readonly code: string;

  protected constructor(
    readonly msg: string,
    readonly method: HttpMethod,
    readonly url: string,
  ) {
    super(msg);
  }
}

/** The server answered with an HTTP error status or a non-zero envelope code. */
export class ApiError extends HttpError {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    msg: string,
    method: HttpMethod,
    url: string,
  ) {
    super(msg, method, url);
  }
}

export class TimeoutError extends HttpError {
  override readonly name = 'TimeoutError';
  readonly code = 'NET/TIMEOUT';

  constructor(method: HttpMethod, url: string) {
    super(timeoutMessage, method, url);
  }
}

export class NetworkError extends HttpError {
  override readonly name = 'NetworkError';
  readonly code = 'NET/UNREACHABLE';

  constructor(method: HttpMethod, url: string, options?: { cause?: unknown }) {
    super(networkMessage, method, url);
    if (options) this.cause = options.cause;
  }
}

/** The call was cancelled (a newer call to the same url, or the caller's signal); ignore it. */
export class AbortedError extends Error {
  override readonly name = 'AbortedError';

  constructor(
    readonly method: HttpMethod,
    readonly url: string,
  ) {
    super(`${method} ${url} was aborted`);
  }
}

export const isAbortedError = (error: unknown): error is AbortedError =>
  error instanceof AbortedError;

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
