import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppBridge, isNativeShell } from './app-bridge';
import type { BridgeMessage, BridgeReply, NativeShellWindow } from './app-bridge';
import { BridgeError } from './bridge';
import { createWebBridge } from './web-bridge';

/** A pretend Android shell: records what the page sends and answers when told to. */
const fakeAndroidShell = () => {
  const sent: BridgeMessage[] = [];
  const win: NativeShellWindow = {
    Android: { postMessage: (message: string) => sent.push(JSON.parse(message) as BridgeMessage) },
  };
  const bridge = createAppBridge(win);
  const reply = (answer: Omit<BridgeReply, 'id'>, index = sent.length - 1) => {
    const message = sent[index];
    if (!message) throw new Error('nothing was sent');
    win.__appBridgeReply?.({ id: message.id, ...answer });
  };
  return { win, bridge, sent, reply };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('app bridge', () => {
  it('recognises the shell by its handles', () => {
    expect(isNativeShell({})).toBe(false);
    expect(isNativeShell({ Android: { postMessage: () => undefined } })).toBe(true);
    expect(
      isNativeShell({ webkit: { messageHandlers: { appBridge: { postMessage: vi.fn() } } } }),
    ).toBe(true);
  });

  it('logs in through the shell and answers its tokens', async () => {
    const { bridge, sent, reply } = fakeAndroidShell();
    expect(bridge.isApp).toBe(true);

    const login = bridge.login({ account: 'member01', password: 'k1.cipher' });
    expect(sent).toEqual([
      {
        id: expect.any(String),
        command: 'login',
        data: { account: 'member01', password: 'k1.cipher' },
      },
    ]);
    reply({ ok: true, data: { token: 'access', tokenChat: 'chat' } });

    await expect(login).resolves.toEqual({ token: 'access', tokenChat: 'chat' });
  });

  it("passes the server's code and message of a failed registration on", async () => {
    const { bridge, reply } = fakeAndroidShell();

    const register = bridge.register({ account: 'member01' });
    reply({ ok: false, code: 'UC/ACCOUNT_EXISTS', msg: '该用户名已被注册' });

    const error: unknown = await register.catch((e) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect(error).toMatchObject({ code: 'UC/ACCOUNT_EXISTS', msg: '该用户名已被注册' });
  });

  it('accepts a reply passed as a JSON string (Android evaluateJavascript)', async () => {
    const { bridge, sent, win } = fakeAndroidShell();

    const tokens = bridge.requestAccessToken();
    win.__appBridgeReply?.(
      JSON.stringify({ id: sent[0]?.id, ok: true, data: { token: 't', tokenChat: 'c' } }),
    );

    await expect(tokens).resolves.toEqual({ token: 't', tokenChat: 'c' });
  });

  it.each(['login', 'register', 'requestAccessToken'] as const)(
    '%s gives up after 30 s with 登录超时，请重新试下！',
    async (command) => {
      vi.useFakeTimers();
      const { bridge, reply } = fakeAndroidShell();

      const call = command === 'requestAccessToken' ? bridge[command]() : bridge[command]({});
      const outcome = call.catch((e: unknown) => e);

      await vi.advanceTimersByTimeAsync(29_999);
      let settled = false;
      void outcome.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);

      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(BridgeError);
      expect(error).toMatchObject({ code: 'BRIDGE/TIMEOUT', msg: '登录超时，请重新试下！' });

      // A late answer changes nothing.
      reply({ ok: true, data: { token: 'late', tokenChat: 'late' } });
    },
  );

  it('rejects an answer that is not a pair of tokens', async () => {
    const { bridge, reply } = fakeAndroidShell();

    const login = bridge.login({});
    reply({ ok: true, data: { token: 42 } });

    await expect(login).rejects.toMatchObject({ code: 'BRIDGE/BAD_REPLY' });
  });

  it('sends fire-and-forget commands to the iOS message handler', () => {
    const postMessage = vi.fn();
    const bridge = createAppBridge({
      webkit: { messageHandlers: { appBridge: { postMessage } } },
    });

    bridge.setStatusBarColor('#c8161d');
    bridge.openGame('https://game.example/play', 'landscape');

    expect(postMessage.mock.calls.map(([message]) => message)).toEqual([
      { id: expect.any(String), command: 'setStatusBarColor', data: { color: '#c8161d' } },
      {
        id: expect.any(String),
        command: 'openGame',
        data: { url: 'https://game.example/play', orientation: 'landscape' },
      },
    ]);
  });
});

describe('web bridge', () => {
  it('is not the app, and refuses the app-only login and registration', async () => {
    const bridge = createWebBridge(window);

    expect(bridge.isApp).toBe(false);
    await expect(bridge.login({})).rejects.toMatchObject({ code: 'BRIDGE/UNAVAILABLE' });
    await expect(bridge.register({})).rejects.toMatchObject({ code: 'BRIDGE/UNAVAILABLE' });
  });

  it('opens the system browser in a new window', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);

    createWebBridge(window).openBrowser('https://service.example/chat');

    expect(open).toHaveBeenCalledWith('https://service.example/chat', '_blank', 'noopener');
    open.mockRestore();
  });
});
