import { isSessionTokens } from '@lottery/contracts';
import { BridgeError, bridgeTimeoutMessage, bridgeTimeoutMs } from './bridge';
import type { BridgeCaptchaResult, NativeBridge } from './bridge';

/** The message the page sends the shell. */
export interface BridgeMessage {
  id: string;
  command: string;
  data?: unknown;
}

/** The shell's answer to a message that expects one, passed to `window.__appBridgeReply`. */
export interface BridgeReply {
  id: string;
  ok: boolean;
  data?: unknown;
  /** The server's error code, when the failure came from a call the shell made. */
  code?: string;
  msg?: string;
}

/** The shell's handles: WKWebView's message handler on iOS, a JavaScript interface on Android. */
export interface NativeShellWindow {
  webkit?: { messageHandlers?: { appBridge?: { postMessage(message: BridgeMessage): void } } };
  Android?: { postMessage?: (message: string) => void };
  __appBridgeReply?: (reply: BridgeReply | string) => void;
}

/** True when the page runs inside the native app shell. */
export const isNativeShell = (win: NativeShellWindow): boolean =>
  Boolean(win.webkit?.messageHandlers?.appBridge) || typeof win.Android?.postMessage === 'function';

interface Pending {
  resolve(data: unknown): void;
  reject(error: BridgeError): void;
}

const isReply = (value: unknown): value is BridgeReply =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BridgeReply).id === 'string' &&
  typeof (value as BridgeReply).ok === 'boolean';

const toCaptchaResult = (answer: unknown): BridgeCaptchaResult => {
  if (typeof answer !== 'object' || answer === null) return {};
  const { ticket, skipped } = answer as Record<string, unknown>;
  return {
    ...(typeof ticket === 'string' ? { ticket } : {}),
    ...(skipped === true ? { skipped: true } : {}),
  };
};

/**
 * The app build's bridge: every command is a message to the shell; commands that expect an
 * answer wait for `window.__appBridgeReply({id, ok, data | code, msg})`. Login, registration and
 * the access-token request give up after 30 s with 登录超时，请重新试下！.
 */
export const createAppBridge = (win: NativeShellWindow): NativeBridge => {
  const pending = new Map<string, Pending>();
  let nextId = 0;

  win.__appBridgeReply = (raw) => {
    let reply: unknown = raw;
    if (typeof raw === 'string') {
      try {
        reply = JSON.parse(raw);
      } catch {
        console.warn('bridge: unreadable reply', raw);
        return;
      }
    }
    if (!isReply(reply)) {
      console.warn('bridge: unreadable reply', raw);
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.data);
    else waiting.reject(new BridgeError(reply.msg || '操作失败，请稍后再试', reply.code));
  };

  const post = (message: BridgeMessage): void => {
    const ios = win.webkit?.messageHandlers?.appBridge;
    if (ios) ios.postMessage(message);
    else if (win.Android?.postMessage) win.Android.postMessage(JSON.stringify(message));
    else throw new BridgeError('bridge is missing', 'BRIDGE/UNAVAILABLE');
  };

  const send = (command: string, data?: unknown): void => {
    nextId += 1;
    post({ id: `b${nextId}`, command, data });
  };

  const call = (command: string, data?: unknown, timeoutMs?: number): Promise<unknown> =>
    new Promise<unknown>((resolve, reject) => {
      nextId += 1;
      const id = `b${nextId}`;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const settle = () => {
        pending.delete(id);
        if (timer !== undefined) clearTimeout(timer);
      };
      pending.set(id, {
        resolve: (value) => {
          settle();
          resolve(value);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          pending.delete(id);
          reject(new BridgeError(bridgeTimeoutMessage, 'BRIDGE/TIMEOUT'));
        }, timeoutMs);
      }
      try {
        post({ id, command, data });
      } catch (error) {
        settle();
        reject(error);
      }
    });

  const tokens = async (command: string, data?: unknown) => {
    const answer = await call(command, data, bridgeTimeoutMs);
    if (!isSessionTokens(answer)) {
      throw new BridgeError('登录信息有误，请重新试下！', 'BRIDGE/BAD_REPLY');
    }
    return answer;
  };

  return {
    isApp: true,
    setStatusBarColor: (color) => send('setStatusBarColor', { color }),
    rotate: (orientation) => send('rotate', { orientation }),
    openGame: (url, orientation = 'portrait') => send('openGame', { url, orientation }),
    hideSplash: () => send('hideSplash'),
    requestCaptcha: async () => toCaptchaResult(await call('requestCaptcha')),
    register: (form) => tokens('register', form),
    login: (form) => tokens('login', form),
    requestAccessToken: () => tokens('requestAccessToken'),
    saveToAlbum: async (imageUrl) => {
      await call('saveToAlbum', { imageUrl });
    },
    openBrowser: (url) => send('openBrowser', { url }),
  };
};
