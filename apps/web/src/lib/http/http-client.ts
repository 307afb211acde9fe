import {
  apiBase,
  chatBase,
  isErrorBody,
  staticFile,
  staticJsonBase,
  timeouts,
} from '@lottery/contracts';
import {
  AbortedError,
  ApiError,
  HttpError,
  NetworkError,
  TimeoutError,
  genericErrorMessage,
} from './errors';
import type { HttpMethod } from './errors';
import { toSearchParams, withQuery } from './query-string';
import type { QueryParams } from './query-string';
import { noteServerDate } from './server-clock';
import { readAccessToken, readChatToken } from './tokens';

/** Where a call goes: the API, the chat server, or the static JSON files (raw, no envelope). */
export type HttpTarget = 'api' | 'chat' | 'static';

export type FormBody = QueryParams;

export interface CallOptions {
  /** Query string parameters; undefined and null values are left out. */
  params?: QueryParams;
  headers?: Readonly<Record<string, string>>;
  /** A newer call with the same method and url aborts this one (it rejects with AbortedError). */
  abortSameUrl?: boolean;
  /** Extra attempts after a timeout or a network error; HTTP error answers are never retried. */
  retry?: number;
  retryDelay?: number;
  timeoutMs?: number;
  /** Cancels the call, e.g. TanStack Query's signal. */
  signal?: AbortSignal;
}

export type BodyOptions = CallOptions &
  ({ form?: FormBody; json?: never } | { json?: unknown; form?: never });

export type HttpRequest = BodyOptions & {
  method: HttpMethod;
  url: string;
  target?: HttpTarget;
};

export type HttpErrorListener = (error: HttpError) => void;

export interface HttpClient {
  get<T = unknown>(url: string, options?: CallOptions): Promise<T>;
  post<T = unknown>(url: string, options?: BodyOptions): Promise<T>;
  chat: {
    get<T = unknown>(url: string, options?: CallOptions): Promise<T>;
    post<T = unknown>(url: string, options?: BodyOptions): Promise<T>;
  };
  /** Reads a file under /sys-upload/data/json/ with a `_t` cache-buster and the spec's retries. */
  getStatic<T = unknown>(path: string, options?: CallOptions): Promise<T>;
  request<T = unknown>(request: HttpRequest): Promise<T>;
  /** Every call that finally fails (not aborted ones) is reported here; answers the unsubscribe. */
  onError(listener: HttpErrorListener): () => void;
}

export interface HttpClientDeps {
  fetch?: typeof fetch;
  readAccessToken?: () => string | undefined;
  readChatToken?: () => string | undefined;
  now?: () => number;
}

const bases: Record<HttpTarget, string> = { api: apiBase, chat: chatBase, static: staticJsonBase };

const timeoutOf: Record<HttpTarget, number> = {
  api: timeouts.apiMs,
  chat: timeouts.chatMs,
  static: timeouts.apiMs,
};

const absoluteUrl = /^https?:\/\//i;

const joinUrl = (base: string, url: string): string => {
  if (absoluteUrl.test(url)) return url;
  return url.startsWith('/') ? `${base}${url}` : `${base}/${url}`;
};

const isRetryable = (error: unknown): boolean =>
  error instanceof TimeoutError || error instanceof NetworkError;

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Resolves with the promise, or rejects as soon as the signal aborts even if the promise hangs. */
const raceAbort = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('The call was aborted', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });

const sleep = (ms: number, signal: AbortSignal, onAbort: () => Error): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(onAbort());
    const abort = () => {
      clearTimeout(timer);
      reject(onAbort());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal.addEventListener('abort', abort, { once: true });
  });

interface Prepared {
  method: HttpMethod;
  target: HttpTarget;
  /** Full url without the query: the key of same-url aborts and the url errors report. */
  url: string;
  requestUrl: string;
  init: RequestInit;
  abortSameUrl: boolean;
  retry: number;
  retryDelay: number;
  timeoutMs: number;
  signal: AbortSignal | undefined;
}

export const createHttpClient = (deps: HttpClientDeps = {}): HttpClient => {
  const fetchImpl: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const accessToken = deps.readAccessToken ?? readAccessToken;
  const chatToken = deps.readChatToken ?? readChatToken;
  const now = deps.now ?? Date.now;

  const inFlight = new Map<string, AbortController>();
  const listeners = new Set<HttpErrorListener>();

  const authHeaders = (target: HttpTarget): Record<string, string> => {
    if (target === 'chat') {
      const token = chatToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    }
    if (target === 'api') {
      const token = accessToken();
      return token ? { Authorization: token, token } : {};
    }
    return {};
  };

  const prepare = (request: HttpRequest): Prepared => {
    if (!request.url) throw new Error('api url is missing');
    const target = request.target ?? 'api';
    const method = request.method;
    const url = joinUrl(bases[target], request.url);
    const headers: Record<string, string> = {
      Accept: 'application/json, text/plain, */*',
      ...authHeaders(target),
    };
    let body: string | undefined;
    if (method !== 'GET') {
      if (request.form !== undefined) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
        body = toSearchParams(request.form).toString();
      } else if (request.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(request.json);
      }
    }
    Object.assign(headers, request.headers);
    return {
      method,
      target,
      url,
      requestUrl: withQuery(url, request.params),
      init: { method, headers, body, credentials: 'same-origin' },
      abortSameUrl: request.abortSameUrl ?? false,
      retry: Math.max(0, request.retry ?? 0),
      retryDelay: request.retryDelay ?? timeouts.retryDelayMs,
      timeoutMs: request.timeoutMs ?? timeoutOf[target],
      signal: request.signal,
    };
  };

  const interpret = <T>(call: Prepared, response: Response, text: string): T => {
    const parsed = parseJson(text);
    const fail = (code: string, msg: string) =>
      new ApiError(response.status, code, msg, call.method, call.url);

    if (!response.ok) {
      if (!parsed.ok) throw fail('SYS/INTERNAL', genericErrorMessage);
      const body = parsed.value;
      if (isErrorBody(body)) throw fail(body.code, body.msg);
      if (isRecord(body)) {
        const msg = typeof body.msg === 'string' ? body.msg : body.message;
        const code = typeof body.code === 'string' ? body.code : 'SYS/INTERNAL';
        throw fail(code, typeof msg === 'string' && msg ? msg : genericErrorMessage);
      }
      throw fail('SYS/INTERNAL', genericErrorMessage);
    }

    // The server's response schemas are the allow-list of what it sends; the browser does not
    // parse the answers again (that would put zod in every phone's first download).
    const finish = (data: unknown): T => data as T;

    if (!parsed.ok) throw fail('SYS/INTERNAL', genericErrorMessage);
    if (call.target === 'static') return finish(parsed.value);
    const envelope = parsed.value;
    if (!isRecord(envelope) || envelope.code !== 0) {
      const code = isRecord(envelope) && envelope.code != null ? String(envelope.code) : '';
      const msg = isRecord(envelope) && typeof envelope.msg === 'string' ? envelope.msg : '';
      throw fail(code || 'SYS/INTERNAL', msg || genericErrorMessage);
    }
    return finish(envelope.data);
  };

  const attempt = async <T>(call: Prepared, callSignal: AbortSignal): Promise<T> => {
    if (callSignal.aborted) throw new AbortedError(call.method, call.url);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, call.timeoutMs);
    const forwardAbort = () => controller.abort();
    callSignal.addEventListener('abort', forwardAbort, { once: true });
    try {
      let response: Response;
      let text: string;
      try {
        response = await raceAbort(
          fetchImpl(call.requestUrl, { ...call.init, signal: controller.signal }),
          controller.signal,
        );
        noteServerDate(response.headers.get('date'));
        text = await raceAbort(response.text(), controller.signal);
      } catch (error) {
        if (callSignal.aborted) throw new AbortedError(call.method, call.url);
        if (timedOut) throw new TimeoutError(call.method, call.url);
        throw new NetworkError(call.method, call.url, { cause: error });
      }
      return interpret(call, response, text);
    } finally {
      clearTimeout(timer);
      callSignal.removeEventListener('abort', forwardAbort);
    }
  };

  const execute = async <T>(call: Prepared): Promise<T> => {
    const controller = new AbortController();
    const external = call.signal;
    const forwardAbort = () => controller.abort();
    if (external?.aborted) controller.abort();
    external?.addEventListener('abort', forwardAbort, { once: true });

    const sameUrlKey = `${call.method} ${call.url}`;
    if (call.abortSameUrl) {
      inFlight.get(sameUrlKey)?.abort();
      inFlight.set(sameUrlKey, controller);
    }

    try {
      for (let attemptIndex = 0; ; attemptIndex += 1) {
        try {
          return await attempt(call, controller.signal);
        } catch (error) {
          if (!isRetryable(error) || attemptIndex >= call.retry) throw error;
        }
        await sleep(
          call.retryDelay,
          controller.signal,
          () => new AbortedError(call.method, call.url),
        );
      }
    } catch (error) {
      if (error instanceof HttpError) notify(error);
      throw error;
    } finally {
      external?.removeEventListener('abort', forwardAbort);
      if (inFlight.get(sameUrlKey) === controller) inFlight.delete(sameUrlKey);
    }
  };

  const notify = (error: HttpError) => {
    for (const listener of listeners) {
      try {
        listener(error);
      } catch (listenerError) {
        console.error('http: an onError listener failed', listenerError);
      }
    }
  };

  const request = async <T>(req: HttpRequest): Promise<T> => execute(prepare(req));

  return {
    request,
    get: (url, options) => request({ ...options, method: 'GET', url }),
    post: (url, options) => request({ ...options, method: 'POST', url }),
    chat: {
      get: (url, options) => request({ ...options, method: 'GET', url, target: 'chat' }),
      post: (url, options) => request({ ...options, method: 'POST', url, target: 'chat' }),
    },
    getStatic: (path, options = {}) =>
      request({
        retry: path === staticFile.appConfig ? timeouts.appConfigRetries : timeouts.staticRetries,
        ...options,
        method: 'GET',
        url: path,
        target: 'static',
        params: { ...options.params, _t: now() },
      }),
    onError(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};
