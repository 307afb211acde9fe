import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbortedError, ApiError, NetworkError, TimeoutError } from './errors';
import { createHttpClient } from './http-client';
import type { HttpClientDeps } from './http-client';
import { storeTokens, forgetAccessToken, forgetChatToken } from './tokens';
import { setCookie, removeCookie } from '../cookies';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ok = (data: unknown): Response => json({ code: 0, msg: 'success', data });

/** A fetch that never answers but honours its abort signal, like a stalled network. */
const stalled = (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

const offline = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));

const setup = (deps: HttpClientDeps = {}) => {
  const fetchMock: FetchMock = vi.fn<typeof fetch>();
  const client = createHttpClient({
    fetch: fetchMock,
    readAccessToken: () => 'access-123',
    readChatToken: () => 'chat-456',
    now: () => 1_700_000_000_000,
    ...deps,
  });
  return { client, fetchMock };
};

const callOf = (fetchMock: FetchMock, index = 0) => {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const [input, init = {}] = call;
  return {
    url: String(input),
    init,
    headers: (init.headers ?? {}) as Record<string, string>,
  };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('http client: headers and bodies', () => {
  it('sends the access token in both Authorization and token headers', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(ok({ id: 1 }));

    await expect(client.get('/api/user/info')).resolves.toEqual({ id: 1 });

    const { url, headers } = callOf(fetchMock);
    expect(url).toBe('/app-api/api/user/info');
    expect(headers.Authorization).toBe('access-123');
    expect(headers.token).toBe('access-123');
  });

  describe('with the stored session tokens', () => {
    beforeEach(() => storeTokens({ token: 'from-storage', tokenChat: 'chat-stored' }, 3600));
    afterEach(() => {
      forgetAccessToken();
      forgetChatToken();
      removeCookie('access_token');
    });

    it('reads the access token from storage, never from a cookie', async () => {
      setCookie('access_token', 'from-cookie');
      const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(ok(null));
      const client = createHttpClient({ fetch: fetchMock });

      await client.get('/api/user/info');

      expect(callOf(fetchMock).headers).toMatchObject({
        Authorization: 'from-storage',
        token: 'from-storage',
      });
    });

    it('sends the chat token as a Bearer token on chat calls', async () => {
      const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(ok([]));
      const client = createHttpClient({ fetch: fetchMock });

      await client.chat.get('/rooms');

      const { url, headers } = callOf(fetchMock);
      expect(url).toBe('/api-messen/rooms');
      expect(headers.Authorization).toBe('Bearer chat-stored');
      expect(headers.token).toBeUndefined();
    });
  });

  it('sends no token headers when signed out', async () => {
    const { client, fetchMock } = setup({ readAccessToken: () => undefined });
    fetchMock.mockResolvedValueOnce(ok(null));

    await client.get('/company/get');

    const { headers } = callOf(fetchMock);
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).not.toHaveProperty('token');
  });

  it('sends GET without a body and encodes the params, skipping undefined ones', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(ok([]));

    await client.get('/gallery/group', {
      params: {
        gameId: 110,
        searchText: '六合 彩&图',
        initials: undefined,
        popular: null,
        page: 1,
      },
    });

    const { url, init, headers } = callOf(fetchMock);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers).not.toHaveProperty('Content-Type');
    const parsed = new URL(url, 'http://localhost');
    expect(parsed.pathname).toBe('/app-api/gallery/group');
    expect([...parsed.searchParams]).toEqual([
      ['gameId', '110'],
      ['searchText', '六合 彩&图'],
      ['page', '1'],
    ]);
  });

  it('posts a form as application/x-www-form-urlencoded', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(ok({ token: 't' }));

    await client.post('/v/user/login', {
      form: { account: 'player01', password: 'p@ss word', remember: true, valiCode: undefined },
      headers: { companycode: 'C01' },
    });

    const { init, headers } = callOf(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(headers.companycode).toBe('C01');
    expect(init.body).toBe('account=player01&password=p%40ss+word&remember=true');
  });

  it('posts JSON when given json', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(ok(null));

    await client.post('/game/toggle-like', { json: { gameId: 7, like: 1 } });

    const { init, headers } = callOf(fetchMock);
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"gameId":7,"like":1}');
  });

  it('returns the unwrapped data as the server sent it', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(ok({ n: '5' }));

    expect(await client.get('/x')).toEqual({ n: '5' });
  });

  it("throws 'api url is missing' for an empty url", async () => {
    const { client, fetchMock } = setup();

    await expect(client.get('')).rejects.toThrow(new Error('api url is missing'));
    await expect(client.getStatic('')).rejects.toThrow('api url is missing');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('http client: failures', () => {
  it('does not retry a 4xx answer and throws ApiError with the code and msg', async () => {
    const { client, fetchMock } = setup();
    const onError = vi.fn();
    client.onError(onError);
    fetchMock.mockResolvedValue(
      json(
        {
          code: 'UC/TOKEN_INVALID',
          msg: '登录已失效，请重新登录',
          message: '登录已失效，请重新登录',
          statusCode: 400,
        },
        400,
      ),
    );

    const error: unknown = await client.get('/api/user/info', { retry: 3 }).catch((e) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'UC/TOKEN_INVALID',
      msg: '登录已失效，请重新登录',
      method: 'GET',
      url: '/app-api/api/user/info',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('does not retry a 5xx answer either', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(
      json(
        { code: 'SYS/INTERNAL', msg: '系统错误。请再试一次', message: '', statusCode: 500 },
        500,
      ),
    );

    await expect(client.get('/x', { retry: 2 })).rejects.toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives the generic Chinese message for a non-JSON error answer', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502 }));

    await expect(client.get('/x')).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      msg: '系统错误。请再试一次',
    });
  });

  it('throws ApiError when a 200 envelope carries a non-zero code', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(json({ code: 'KY/0', msg: '您正在牌局中，请稍后再试！' }));

    await expect(client.get('/live/play')).rejects.toMatchObject({
      status: 200,
      code: 'KY/0',
      msg: '您正在牌局中，请稍后再试！',
    });
  });

  it('times out after 20 s, retries, then throws TimeoutError', async () => {
    vi.useFakeTimers();
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(stalled);
    const onError = vi.fn();
    client.onError(onError);

    const outcome = expect(client.get('/slow', { retry: 1 })).rejects.toBeInstanceOf(TimeoutError);

    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    // The retry waits the default 100 ms.
    await vi.advanceTimersByTimeAsync(99);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(20_000);

    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('gives chat calls 60 s before timing out', async () => {
    vi.useFakeTimers();
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(stalled);

    const outcome = expect(client.chat.get('/rooms')).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('retries a network error and then succeeds', async () => {
    vi.useFakeTimers();
    const { client, fetchMock } = setup();
    fetchMock.mockImplementationOnce(offline).mockResolvedValueOnce(ok('second time'));

    const result = client.get('/flaky', { retry: 2, retryDelay: 250 });
    await vi.advanceTimersByTimeAsync(249);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);

    await expect(result).resolves.toBe('second time');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('throws NetworkError once the retries are spent', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(offline);

    await expect(client.get('/down', { retry: 2, retryDelay: 0 })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry without the retry option', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(offline);

    await expect(client.get('/down')).rejects.toMatchObject({ msg: expect.any(String) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('http client: aborts', () => {
  it('abortSameUrl aborts the earlier call with AbortedError', async () => {
    const { client, fetchMock } = setup();
    const onError = vi.fn();
    client.onError(onError);
    fetchMock.mockImplementationOnce(stalled).mockResolvedValueOnce(ok(['fresh']));

    const first = client.get('/gallery/search', {
      params: { q: 'a' },
      abortSameUrl: true,
      retry: 2,
    });
    const firstOutcome = expect(first).rejects.toBeInstanceOf(AbortedError);
    const second = client.get('/gallery/search', { params: { q: 'ab' }, abortSameUrl: true });

    await firstOutcome;
    await expect(second).resolves.toEqual(['fresh']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(callOf(fetchMock, 0).init.signal?.aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('leaves earlier calls alone without abortSameUrl', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(ok(1)).mockResolvedValueOnce(ok(2));

    await expect(Promise.all([client.get('/n'), client.get('/n')])).resolves.toEqual([1, 2]);
  });

  it('only aborts calls of the same method', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(ok('get')).mockResolvedValueOnce(ok('post'));

    const results = await Promise.all([
      client.get('/same', { abortSameUrl: true }),
      client.post('/same', { abortSameUrl: true }),
    ]);

    expect(results).toEqual(['get', 'post']);
  });

  it("rejects with AbortedError when the caller's signal aborts", async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(stalled);
    const controller = new AbortController();

    const outcome = expect(client.get('/x', { signal: controller.signal })).rejects.toBeInstanceOf(
      AbortedError,
    );
    controller.abort();
    await outcome;
  });
});

describe('http client: static files', () => {
  it('adds _t, sends no token and answers the raw JSON', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(json({ sys_config: { time_zone: 'Asia/Shanghai' } }));

    await expect(client.getStatic('config.json')).resolves.toEqual({
      sys_config: { time_zone: 'Asia/Shanghai' },
    });

    const { url, headers } = callOf(fetchMock);
    expect(url).toBe('/sys-upload/data/json/config.json?_t=1700000000000');
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).not.toHaveProperty('token');
  });

  it('retries a static file 2 times', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(offline);

    await expect(client.getStatic('config.json', { retryDelay: 0 })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('retries app_config.json 3 times, 100 ms apart', async () => {
    vi.useFakeTimers();
    const { client, fetchMock } = setup();
    fetchMock.mockImplementation(offline);

    const outcome = expect(client.getStatic('app_config.json')).rejects.toBeInstanceOf(
      NetworkError,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);

    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('does not retry a static file that answers 404', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(new Response('Not Found', { status: 404 }));

    await expect(client.getStatic('notice_list.json')).rejects.toMatchObject({ status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
