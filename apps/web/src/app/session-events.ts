import { errorMessage, storageKeys, toastDurations } from '@lottery/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { askCashPassword } from '../lib/cash-password';
import { ApiError, http as appHttp, forgetChatToken, readAccessToken } from '../lib/http';
import type { HttpClient } from '../lib/http';
import { balanceQueryKey, profileQueryKey, useSession, useTabLimit } from '../lib/session';
import { appStorage } from '../lib/storage';
import { showToast } from '../lib/toast';

/** About 1.5 s: the toast before the page reloads after a login elsewhere (spec part 1 §8). */
export const loginElsewhereDelayMs = 1500;
export const tooManyTabsMessage = '您打开的界面过多，请关闭其他的再试试！';

/** Where a member without a withdraw password sets one (spec part 2 §8 UC/CASH_PASSWORD_NULL). */
export const setCashPasswordPath = '/password-withdraw-money';

/** Calls whose UC/TOKEN_INVALID does not send the visitor to login (spec part 2 §8). */
const quietTokenChecks = ['/api/user/info', '/api/user/status'];

const guestKeys = [storageKeys.guestId, storageKeys.guestName, storageKeys.guestHashId];

/** What the tabs of the site tell each other. */
export type TabMessage =
  { type: 'hello' | 'present' | 'bye'; tab: string } | { type: 'session'; tab: string };

/** The part of BroadcastChannel the tabs use (a storage-event channel stands in without it). */
export interface TabChannel {
  postMessage(message: TabMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<TabMessage>) => void): void;
  close(): void;
}

export const tabChannelName = 'lc-tabs';
const storageSignalKey = 'lc-tab-signal';

const isTabMessage = (value: unknown): value is TabMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TabMessage).type === 'string' &&
  typeof (value as TabMessage).tab === 'string';

/** For browsers without BroadcastChannel: messages ride on localStorage's storage event. */
const storageChannel = (win: Window): TabChannel => {
  const listeners = new Set<(event: MessageEvent<TabMessage>) => void>();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageSignalKey || !event.newValue) return;
    try {
      const { message } = JSON.parse(event.newValue) as { message: unknown };
      if (!isTabMessage(message)) return;
      for (const listener of listeners) listener(new MessageEvent('message', { data: message }));
    } catch {
      // Not ours.
    }
  };
  win.addEventListener('storage', onStorage);
  return {
    postMessage(message) {
      try {
        win.localStorage.setItem(
          storageSignalKey,
          JSON.stringify({ message, nonce: `${Date.now()}-${Math.random()}` }),
        );
      } catch {
        // Storage is unavailable (private mode): the tabs just cannot see each other.
      }
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    close() {
      listeners.clear();
      win.removeEventListener('storage', onStorage);
    },
  };
};

const openDefaultChannel = (win: Window): TabChannel =>
  typeof BroadcastChannel === 'function'
    ? (new BroadcastChannel(tabChannelName) as unknown as TabChannel)
    : storageChannel(win);

export interface SessionEventsDeps {
  queryClient: QueryClient;
  /** The router's navigate. */
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  /** The current path and query, e.g. the router's location. */
  currentPath(): string;
  reload?: () => void;
  http?: Pick<HttpClient, 'onError'>;
  openChannel?: () => TabChannel;
  win?: Window;
}

/**
 * Token handling of spec part 1 §4 and part 2 §4/§8, wired once at start-up; answers the
 * unsubscribe.
 * - HTTP 401: UC/LOGIN_ELSEWHERE toasts 您的账户已在其他设备上登录, ends the session and reloads the
 *   page; any other 401 toasts the server's message, ends the session and goes to login.
 * - 400 UC/TOKEN_INVALID: the tokens go; login follows unless the call was user info or status.
 * - 400 UC/CASH_PASSWORD opens the withdraw-password dialog (the call that wants the password
 *   waits on the same dialog and resends); 400 UC/CASH_PASSWORD_NULL goes to
 *   /password-withdraw-money to set one.
 * - Losing the access token drops the profile, chat token and rebate ratio; getting one drops
 *   the guest data.
 * - Another tab of the site sets the tab-limit flag (您打开的界面过多，请关闭其他的再试试！).
 * - The token changed in another tab: the session is re-read; a guest's data is wiped and the
 *   guest goes to /.
 */
export const startSessionEvents = (deps: SessionEventsDeps): (() => void) => {
  const { queryClient, navigate, currentPath } = deps;
  const win = deps.win ?? window;
  const reload = deps.reload ?? (() => win.location.reload());
  const tab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const cleanups: (() => void)[] = [];
  let leavingForElsewhere = false;
  /** Set while re-reading a change another tab made, so it is not announced back. */
  let adoptingExternalChange = false;

  const goToLogin = () => {
    const path = currentPath();
    if (path.startsWith('/auth/')) return;
    navigate('/auth/login', { state: { from: path } });
  };

  // —— errors of any call ——
  cleanups.push(
    (deps.http ?? appHttp).onError((error) => {
      if (!(error instanceof ApiError)) return;
      const { signOut } = useSession.getState();
      if (error.status === 401 && error.code === 'UC/LOGIN_ELSEWHERE') {
        if (leavingForElsewhere) return;
        leavingForElsewhere = true;
        showToast(errorMessage('UC/LOGIN_ELSEWHERE'), { durationMs: loginElsewhereDelayMs });
        signOut();
        queryClient.clear();
        const timer = win.setTimeout(reload, loginElsewhereDelayMs);
        cleanups.push(() => win.clearTimeout(timer));
        return;
      }
      if (error.status === 401) {
        showToast(error.msg, { icon: 'fail' });
        signOut();
        goToLogin();
        return;
      }
      if (error.status === 400 && error.code === 'UC/CASH_PASSWORD') {
        void askCashPassword();
        return;
      }
      if (error.status === 400 && error.code === 'UC/CASH_PASSWORD_NULL') {
        if (!currentPath().startsWith(setCashPasswordPath)) navigate(setCashPasswordPath);
        return;
      }
      if (error.status === 400 && error.code === 'UC/TOKEN_INVALID') {
        signOut();
        const path = new URL(error.url, win.location.origin).pathname;
        if (!quietTokenChecks.some((quiet) => path.endsWith(quiet))) goToLogin();
      }
    }),
  );

  // —— the tabs of the site ——
  let channel: TabChannel | null = null;
  try {
    channel = (deps.openChannel ?? (() => openDefaultChannel(win)))();
  } catch (error) {
    console.warn('session: no channel between tabs', error);
  }
  const post = (message: TabMessage) => {
    try {
      channel?.postMessage(message);
    } catch (error) {
      console.warn('session: could not tell the other tabs', error);
    }
  };

  // —— the token's comings and goings ——
  cleanups.push(
    useSession.subscribe((state, previous) => {
      if (state.token === previous.token) return;
      if (previous.token !== null) {
        queryClient.removeQueries({ queryKey: profileQueryKey });
        queryClient.removeQueries({ queryKey: balanceQueryKey });
      }
      if (state.token === null) {
        appStorage.remove(storageKeys.rebateRatio);
        if (state.chatToken !== null) {
          forgetChatToken();
          useSession.setState({ chatToken: null });
        }
      } else {
        for (const key of guestKeys) appStorage.remove(key);
      }
      if (!adoptingExternalChange) post({ type: 'session', tab });
    }),
  );

  const adoptExternalChange = () => {
    if ((readAccessToken() ?? null) === useSession.getState().token) return;
    const wasGuest = appStorage.get(storageKeys.guestId) !== undefined;
    adoptingExternalChange = true;
    try {
      useSession.getState().sync();
    } finally {
      adoptingExternalChange = false;
    }
    if (wasGuest) {
      for (const key of guestKeys) appStorage.remove(key);
      navigate('/', { replace: true });
    }
  };

  const peers = new Set<string>();
  const updateTabLimit = () => {
    const tooMany = peers.size > 0;
    const { tooManyTabs, setTooManyTabs } = useTabLimit.getState();
    if (tooMany === tooManyTabs) return;
    setTooManyTabs(tooMany);
    if (tooMany) showToast(tooManyTabsMessage, { durationMs: toastDurations.long });
  };

  channel?.addEventListener('message', (event) => {
    const message = event.data;
    if (!isTabMessage(message) || message.tab === tab) return;
    switch (message.type) {
      case 'hello':
        peers.add(message.tab);
        post({ type: 'present', tab });
        updateTabLimit();
        break;
      case 'present':
        peers.add(message.tab);
        updateTabLimit();
        break;
      case 'bye':
        peers.delete(message.tab);
        updateTabLimit();
        break;
      case 'session':
        adoptExternalChange();
        break;
    }
  });

  const onFocus = () => adoptExternalChange();
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') adoptExternalChange();
  };
  const onPageHide = () => post({ type: 'bye', tab });
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) post({ type: 'hello', tab });
  };
  win.addEventListener('focus', onFocus);
  win.document.addEventListener('visibilitychange', onVisible);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  cleanups.push(() => {
    win.removeEventListener('focus', onFocus);
    win.document.removeEventListener('visibilitychange', onVisible);
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('pageshow', onPageShow);
  });

  post({ type: 'hello', tab });

  return () => {
    post({ type: 'bye', tab });
    channel?.close();
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  };
};
