import { BridgeError } from './bridge';
import type { NativeBridge } from './bridge';

const appOnly = (command: string) => () =>
  Promise.reject(new BridgeError(`${command} is only available in the app`, 'BRIDGE/UNAVAILABLE'));

/** The browser build: no shell, so the commands do what a web page can do, or nothing. */
export const createWebBridge = (win: Window = window): NativeBridge => ({
  isApp: false,
  setStatusBarColor(color) {
    const meta = win.document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (meta) meta.content = color;
  },
  rotate() {
    // A web page cannot rotate the screen.
  },
  openGame(url) {
    win.open(url, '_blank', 'noopener');
  },
  hideSplash() {
    // The web build has no splash screen.
  },
  requestCaptcha: appOnly('requestCaptcha'),
  register: appOnly('register'),
  login: appOnly('login'),
  requestAccessToken: appOnly('requestAccessToken'),
  async saveToAlbum(imageUrl) {
    const link = win.document.createElement('a');
    link.href = imageUrl;
    link.download = imageUrl.split('/').pop() || 'image';
    link.rel = 'noopener';
    link.click();
  },
  openBrowser(url) {
    win.open(url, '_blank', 'noopener');
  },
});
