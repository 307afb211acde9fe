import { describe, expect, it } from 'vitest';
import { canAddToHomeScreen, downloadUrlFor, isIos, isIosSafari, isStandalone } from './platform';

const ua = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneWechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  ipadOsSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
};

const windowOf = (
  userAgent: string,
  { standalone, displayStandalone = false }: { standalone?: boolean; displayStandalone?: boolean },
) =>
  ({
    navigator: { userAgent, maxTouchPoints: 5, standalone },
    matchMedia: (query: string) => ({
      matches: displayStandalone && query === '(display-mode: standalone)',
    }),
  }) as unknown as Parameters<typeof canAddToHomeScreen>[0];

describe('isIos', () => {
  it('knows iPhones, and iPads that announce themselves as a touch Mac', () => {
    expect(isIos(ua.iphoneSafari)).toBe(true);
    expect(isIos(ua.ipadOsSafari, 5)).toBe(true);
    expect(isIos(ua.ipadOsSafari, 0)).toBe(false);
    expect(isIos(ua.android)).toBe(false);
  });
});

describe('isIosSafari', () => {
  it('accepts Safari and refuses other iOS browsers and in-app browsers', () => {
    expect(isIosSafari(ua.iphoneSafari)).toBe(true);
    expect(isIosSafari(ua.ipadOsSafari, 5)).toBe(true);
    expect(isIosSafari(ua.iphoneChrome)).toBe(false);
    expect(isIosSafari(ua.iphoneWechat)).toBe(false);
    expect(isIosSafari(ua.android)).toBe(false);
  });
});

describe('isStandalone and canAddToHomeScreen', () => {
  it('offers the guide to iOS Safari in a normal tab only', () => {
    expect(canAddToHomeScreen(windowOf(ua.iphoneSafari, {}))).toBe(true);
    expect(canAddToHomeScreen(windowOf(ua.iphoneSafari, { standalone: true }))).toBe(false);
    expect(canAddToHomeScreen(windowOf(ua.iphoneSafari, { displayStandalone: true }))).toBe(false);
    expect(canAddToHomeScreen(windowOf(ua.iphoneChrome, {}))).toBe(false);
    expect(canAddToHomeScreen(windowOf(ua.android, {}))).toBe(false);
  });

  it('treats a window without matchMedia as a normal tab', () => {
    expect(isStandalone({ navigator: {} })).toBe(false);
    expect(isStandalone({ navigator: { standalone: false } })).toBe(false);
  });
});

describe('downloadUrlFor', () => {
  const urls = {
    iosDownloadUrl: 'https://dl.example/ios',
    androidDownloadUrl: ' https://dl.example/a.apk ',
  };

  it('gives iOS the iOS link and every other device the Android link', () => {
    expect(downloadUrlFor(urls, ua.iphoneSafari)).toBe('https://dl.example/ios');
    expect(downloadUrlFor(urls, ua.ipadOsSafari, 5)).toBe('https://dl.example/ios');
    expect(downloadUrlFor(urls, ua.android)).toBe('https://dl.example/a.apk');
  });

  it('answers empty when the device has no link', () => {
    expect(downloadUrlFor({ ...urls, iosDownloadUrl: '' }, ua.iphoneSafari)).toBe('');
  });
});
