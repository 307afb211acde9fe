import type { SessionTokens } from '@lottery/contracts';

/** The form a native login or registration receives: the same fields as the web call. */
export type BridgeForm = Readonly<Record<string, string>>;

/** What a captcha solved natively answers, like the web slider: a ticket, or skipped. */
export interface BridgeCaptchaResult {
  ticket?: string;
  skipped?: boolean;
}

export type ScreenOrientation = 'portrait' | 'landscape';

/**
 * The native app shell's commands (spec part 1 §1), behind one interface: the web build gets an
 * implementation that does what a browser can, the app build one that talks to the shell.
 */
export interface NativeBridge {
  /** True inside the native app shell. */
  readonly isApp: boolean;
  setStatusBarColor(color: string): void;
  rotate(orientation: ScreenOrientation): void;
  /** Opens a third-party game; in the app inside the shell with the given rotation. */
  openGame(url: string, orientation?: ScreenOrientation): void;
  hideSplash(): void;
  /** Asks the shell for a new captcha (the web uses its own slider instead). */
  requestCaptcha(): Promise<BridgeCaptchaResult>;
  /** App build only: the shell registers and answers the session tokens. */
  register(form: BridgeForm): Promise<SessionTokens>;
  /** App build only: the shell logs in and answers the session tokens. */
  login(form: BridgeForm): Promise<SessionTokens>;
  /** App build only: the shell's current session tokens. */
  requestAccessToken(): Promise<SessionTokens>;
  saveToAlbum(imageUrl: string): Promise<void>;
  openBrowser(url: string): void;
}

/** A failed bridge call: `code` is the server's error code when the shell passed one on. */
export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  constructor(
    readonly msg: string,
    readonly code: string = 'BRIDGE/FAILED',
  ) {
    super(msg);
  }
}

/** The spec's message when the shell does not answer a login or registration within 30 s. */
export const bridgeTimeoutMessage = '登录超时，请重新试下！';
export const bridgeTimeoutMs = 30_000;
