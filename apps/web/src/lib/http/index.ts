import { createHttpClient } from './http-client';

export {
  AbortedError,
  ApiError,
  HttpError,
  NetworkError,
  TimeoutError,
  isAbortedError,
  isApiError,
} from './errors';
export type { HttpMethod } from './errors';
export { createHttpClient } from './http-client';
export type {
  BodyOptions,
  CallOptions,
  HttpClient,
  HttpErrorListener,
  HttpRequest,
  HttpTarget,
} from './http-client';
export { forgetChatToken, readAccessToken } from './tokens';

/** The app's one http client. */
export const http = createHttpClient();
