import { storageKeys } from '@lottery/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCashPassword, askCashPassword, useCashPasswordPrompt } from '../lib/cash-password';
import { ApiError } from '../lib/http';
import type { HttpErrorListener } from '../lib/http';
import { balanceQueryKey, profileQueryKey, useSession, useTabLimit } from '../lib/session';
import { appStorage } from '../lib/storage';
import { showToast } from '../lib/toast';
import { startSessionEvents } from './session-events';
import type { TabChannel, TabMessage } from './session-events';

vi.mock('../lib/toast', () => ({ showToast: vi.fn() }));

/** Channels that deliver to every other channel of the hub, like BroadcastChannel between tabs. */
const channelHub = () => {
  const channels = new Set<{ deliver(message: TabMessage): void }>();
  const open = (): TabChannel => {
    const listeners: ((event: MessageEvent<TabMessage>) => void)[] = [];
    const self = {
      deliver: (message: TabMessage) =>
        listeners.forEach((listener) => listener(new MessageEvent('message', { data: message }))),
    };
    channels.add(self);
    return {
      postMessage: (message) => {
        for (const other of channels) if (other !== self) other.deliver(message);
      },
      addEventListener: (_type, listener) => void listeners.push(listener),
      close: () => void channels.delete(self),
    };
  };
  return { open };
};

const setup = (options: { path?: string; hub?: ReturnType<typeof channelHub> } = {}) => {
  const listeners = new Set<HttpErrorListener>();
  const http = {
    onError: (listener: HttpErrorListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const queryClient = new QueryClient();
  const navigate = vi.fn();
  const reload = vi.fn();
  const hub = options.hub ?? channelHub();
  const stop = startSessionEvents({
    queryClient,
    navigate,
    reload,
    http,
    currentPath: () => options.path ?? '/recharge',
    openChannel: hub.open,
  });
  const fail = (status: number, code: string, msg: string, url = '/app-api/api/user/money/check') =>
    listeners.forEach((listener) => listener(new ApiError(status, code, msg, 'GET', url)));
  return { queryClient, navigate, reload, stop, fail, listeners };
};

const signedIn = () => {
  useSession.getState().signIn({ token: 'access-1', tokenChat: 'chat-1' });
};

let stops: (() => void)[] = [];
const track = <T extends { stop: () => void }>(value: T): T => {
  stops.push(value.stop);
  return value;
};

beforeEach(() => {
  vi.mocked(showToast).mockClear();
});

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  appStorage.remove(storageKeys.accessToken);
  appStorage.remove(storageKeys.chatToken);
  useSession.setState({ token: null, chatToken: null });
  useTabLimit.setState({ tooManyTabs: false });
  vi.useRealTimers();
});

describe('session events: HTTP errors', () => {
  it("401: toasts the server's message as an error, signs out and goes to login", () => {
    signedIn();
    const { fail, navigate } = track(setup({ path: '/recharge' }));

    fail(401, 'UC/NOT_LOGGED_IN', '请先登录');

    expect(showToast).toHaveBeenCalledWith('请先登录', { icon: 'fail' });
    expect(useSession.getState().token).toBeNull();
    expect(appStorage.get(storageKeys.accessToken)).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { state: { from: '/recharge' } });
  });

  it('401 on an auth page does not navigate again', () => {
    const { fail, navigate } = track(setup({ path: '/auth/login' }));

    fail(401, 'UC/NOT_LOGGED_IN', '请先登录');

    expect(navigate).not.toHaveBeenCalled();
  });

  it('UC/LOGIN_ELSEWHERE: toasts for 1.5 s, clears the session and the cache, then reloads', () => {
    vi.useFakeTimers();
    signedIn();
    const { fail, queryClient, reload, navigate } = track(setup());
    queryClient.setQueryData(['anything'], 1);

    fail(401, 'UC/LOGIN_ELSEWHERE', '您的账户已在其他设备上登录');
    fail(401, 'UC/LOGIN_ELSEWHERE', '您的账户已在其他设备上登录');

    expect(showToast).toHaveBeenCalledExactlyOnceWith('您的账户已在其他设备上登录', {
      durationMs: 1500,
    });
    expect(useSession.getState().token).toBeNull();
    expect(queryClient.getQueryData(['anything'])).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('UC/TOKEN_INVALID: removes the tokens and goes to login', () => {
    signedIn();
    const { fail, navigate } = track(setup({ path: '/bills' }));

    fail(400, 'UC/TOKEN_INVALID', '登录已失效，请重新登录', '/app-api/api/user/money/check');

    expect(useSession.getState()).toMatchObject({ token: null, chatToken: null });
    expect(appStorage.get(storageKeys.chatToken)).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { state: { from: '/bills' } });
    expect(showToast).not.toHaveBeenCalled();
  });

  it.each(['/app-api/api/user/info', '/app-api/api/user/status'])(
    'UC/TOKEN_INVALID on %s removes the tokens but stays on the page',
    (url) => {
      signedIn();
      const { fail, navigate } = track(setup({ path: '/' }));

      fail(400, 'UC/TOKEN_INVALID', '登录已失效，请重新登录', url);

      expect(useSession.getState().token).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('leaves other errors alone', () => {
    signedIn();
    const { fail, navigate } = track(setup());

    fail(400, 'UC/LOGIN_FAILED', '用户名或密码错误');
    fail(403, 'UC/TRIAL_FORBIDDEN', '试玩账户无法进行该操作，请注册正式账户!');

    expect(useSession.getState().token).toBe('access-1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('400 UC/CASH_PASSWORD opens the withdraw-password dialog; the caller waits on the same one', async () => {
    signedIn();
    const { fail, navigate } = track(setup({ path: '/withdraw-money' }));

    fail(400, 'UC/CASH_PASSWORD', '请输入提现密码', '/app-api/api/userWithdraw/save/v2');

    expect(useCashPasswordPrompt.getState().open).toBe(true);
    const typed = askCashPassword();
    answerCashPassword('1234');
    await expect(typed).resolves.toBe('1234');
    expect(useCashPasswordPrompt.getState().open).toBe(false);
    expect(useSession.getState().token).toBe('access-1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('400 UC/CASH_PASSWORD_NULL goes to /password-withdraw-money', () => {
    signedIn();
    const { fail, navigate } = track(setup({ path: '/withdraw-money' }));

    fail(400, 'UC/CASH_PASSWORD_NULL', '请先设置提现密码', '/app-api/api/userWithdraw/save/v2');

    expect(navigate).toHaveBeenCalledWith('/password-withdraw-money');
    expect(useCashPasswordPrompt.getState().open).toBe(false);
    expect(useSession.getState().token).toBe('access-1');
  });

  it('stops listening when stopped', () => {
    const { stop, listeners } = setup();
    stop();
    expect(listeners.size).toBe(0);
  });
});

describe('session events: the token', () => {
  it('losing the access token drops the profile, balance, chat token and rebate ratio', () => {
    signedIn();
    const { queryClient } = track(setup());
    queryClient.setQueryData(profileQueryKey, { userInfo: { account: 'member01' } });
    queryClient.setQueryData(balanceQueryKey, { money: 1 });
    appStorage.set(storageKeys.rebateRatio, 8);

    // Another tab signed out: both tokens are gone, this tab re-reads them.
    appStorage.remove(storageKeys.accessToken);
    useSession.setState({ token: null });

    expect(queryClient.getQueryData(profileQueryKey)).toBeUndefined();
    expect(queryClient.getQueryData(balanceQueryKey)).toBeUndefined();
    expect(useSession.getState().chatToken).toBeNull();
    expect(appStorage.get(storageKeys.chatToken)).toBeUndefined();
    expect(appStorage.get(storageKeys.rebateRatio)).toBeUndefined();
  });

  it('getting an access token drops the guest data', () => {
    track(setup());
    appStorage.set(storageKeys.guestId, 'g-1');
    appStorage.set(storageKeys.guestName, '游客1');

    useSession.setState({ token: 'from-elsewhere' });

    expect(appStorage.get(storageKeys.guestId)).toBeUndefined();
    expect(appStorage.get(storageKeys.guestName)).toBeUndefined();
  });

  it('a guest whose token changed in another tab loses the guest data and goes to /', () => {
    const hub = channelHub();
    const here = track(setup({ hub, path: '/chat-rooms' }));
    const otherTab = hub.open();
    appStorage.set(storageKeys.guestId, 'g-1');
    appStorage.set(storageKeys.guestHashId, 'hash-1');

    // The other tab signs in: the shared tokens change and it tells the others.
    appStorage.set(storageKeys.accessToken, 'new-token');
    appStorage.set(storageKeys.chatToken, 'new-chat');
    otherTab.postMessage({ type: 'session', tab: 'other' });

    expect(useSession.getState()).toMatchObject({ token: 'new-token', chatToken: 'new-chat' });
    expect(appStorage.get(storageKeys.guestId)).toBeUndefined();
    expect(appStorage.get(storageKeys.guestHashId)).toBeUndefined();
    expect(here.navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('a member whose token changed in another tab re-reads it and stays', () => {
    signedIn();
    const hub = channelHub();
    const here = track(setup({ hub }));
    const otherTab = hub.open();

    appStorage.set(storageKeys.accessToken, 'access-2');
    otherTab.postMessage({ type: 'session', tab: 'other' });

    expect(useSession.getState().token).toBe('access-2');
    expect(here.navigate).not.toHaveBeenCalled();
  });

  it('tells the other tabs when its own token changes', () => {
    const hub = channelHub();
    track(setup({ hub }));
    const otherTab = hub.open();
    const heard: TabMessage[] = [];
    otherTab.addEventListener('message', (event) => heard.push(event.data));

    signedIn();

    expect(heard).toContainEqual({ type: 'session', tab: expect.any(String) });
  });

  it('re-reads the session on focus when the stored token changed behind its back', () => {
    track(setup());
    appStorage.set(storageKeys.accessToken, 'changed');
    appStorage.set(storageKeys.chatToken, 'changed-chat');

    window.dispatchEvent(new Event('focus'));

    expect(useSession.getState()).toMatchObject({ token: 'changed', chatToken: 'changed-chat' });
  });
});

describe('session events: several tabs', () => {
  it('a second tab sets the tab-limit flag and shows 您打开的界面过多，请关闭其他的再试试！ (3 s)', () => {
    const hub = channelHub();
    track(setup({ hub }));
    expect(useTabLimit.getState().tooManyTabs).toBe(false);

    const second = track(setup({ hub }));

    expect(useTabLimit.getState().tooManyTabs).toBe(true);
    expect(showToast).toHaveBeenCalledWith('您打开的界面过多，请关闭其他的再试试！', {
      durationMs: 3000,
    });

    second.stop();
    expect(useTabLimit.getState().tooManyTabs).toBe(false);
  });

  it('one tab alone sets nothing', () => {
    track(setup());

    expect(useTabLimit.getState().tooManyTabs).toBe(false);
    expect(showToast).not.toHaveBeenCalled();
  });
});
