/**
 * What the page can tell about the device it runs on, from the user agent and the window; every
 * check takes its inputs so tests can hand it any device.
 */

/** In-app and third-party browsers on iOS: they cannot add a page to the home screen. */
const iosOtherBrowsers =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|MicroMessenger|QQ\/|MQQBrowser|UCBrowser|baiduboxapp|baidubrowser|Weibo|DingTalk|AlipayClient|Quark|SogouMobileBrowser|Line\//i;

/**
 * An iPhone, iPod or iPad. iPadOS 13+ announces itself as a Mac, so a "Macintosh" with a touch
 * screen counts too.
 */
export const isIos = (userAgent: string, maxTouchPoints = 0): boolean =>
  /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);

/** Safari itself on iOS, the only browser there that offers 添加到主屏幕. */
export const isIosSafari = (userAgent: string, maxTouchPoints = 0): boolean =>
  isIos(userAgent, maxTouchPoints) &&
  /Safari\//i.test(userAgent) &&
  /Version\//i.test(userAgent) &&
  !iosOtherBrowsers.test(userAgent);

export interface StandaloneWindow {
  navigator: { standalone?: boolean };
  matchMedia?: (query: string) => { matches: boolean };
}

/** The page runs as an app added to the home screen (iOS's navigator.standalone or a PWA). */
export const isStandalone = (win: StandaloneWindow): boolean =>
  win.navigator.standalone === true ||
  (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches);

/** iOS Safari outside standalone mode: where the add-to-home guide is useful. */
export const canAddToHomeScreen = (win: StandaloneWindow & { navigator: Navigator }): boolean =>
  isIosSafari(win.navigator.userAgent, win.navigator.maxTouchPoints) && !isStandalone(win);

export interface DownloadUrls {
  iosDownloadUrl: string;
  androidDownloadUrl: string;
}

/** The app download link for this device: iOS gets the iOS URL, everyone else Android's; '' none. */
export const downloadUrlFor = (urls: DownloadUrls, userAgent: string, maxTouchPoints = 0): string =>
  (isIos(userAgent, maxTouchPoints) ? urls.iosDownloadUrl : urls.androidDownloadUrl).trim();
