import { vi } from 'vitest';

/** One call the page made, as the fake server saw it. */
export interface FakeCall {
  method: string;
  path: string;
  params: URLSearchParams;
  /** A form body, parsed. */
  form: URLSearchParams | null;
  /** A JSON body, parsed. */
  json: unknown;
  headers: Record<string, string>;
}

/** A handler answers data (wrapped in the success envelope) or a ready Response. */
export type FakeHandler = (call: FakeCall) => unknown;

export const ok = (data: unknown): Response => Response.json({ code: 0, msg: 'success', data });

/** A static JSON file: no envelope. */
export const file = (data: unknown): Response => Response.json(data);

export const apiError = (status: number, code: string, msg: string): Response =>
  Response.json({ code, msg, message: msg, statusCode: status }, { status });

/**
 * Stubs fetch with a small server: routes are `METHOD /path` (the full path, e.g.
 * `GET /app-api/api/user/info`); an unknown call answers 404 SYS/NOT_FOUND and is recorded.
 */
export const fakeApi = (routes: Record<string, FakeHandler>) => {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? init.body : null;
    const contentType = headers['Content-Type'] ?? '';
    const call: FakeCall = {
      method,
      path: url.pathname,
      params: url.searchParams,
      form: body !== null && contentType.includes('form') ? new URLSearchParams(body) : null,
      json: body !== null && contentType.includes('json') ? JSON.parse(body) : undefined,
      headers,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return apiError(404, 'SYS/NOT_FOUND', '请求的资源不存在');
    const answer = await handler(call);
    return answer instanceof Response ? answer : ok(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The calls made to `METHOD /path`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    /** Adds or replaces a route. */
    route: (key: string, handler: FakeHandler) => {
      routes[key] = handler;
    },
  };
};
