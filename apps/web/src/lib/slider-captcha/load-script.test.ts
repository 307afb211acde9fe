import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@lottery/contracts';
import { sliderFailures } from './failures';
import { SliderScriptError, loadSliderScript, withCacheBuster } from './load-script';
import type { LotterySliderCaptchaApi } from './types';

const fakeApi: LotterySliderCaptchaApi = { open: () => ({ close: () => undefined }) };
const now = 1_700_000_123_456;
const minute = Math.floor(now / 60_000);

/** Makes scripts "load": `works(src)` decides whether each injected script defines the API. */
const serveScripts = (works: (src: string) => boolean) => {
  const injected: string[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    const src = script.getAttribute('src') ?? '';
    injected.push(src);
    queueMicrotask(() => {
      if (works(src)) {
        window.LotterySliderCaptcha = fakeApi;
        script.onload?.(new Event('load'));
      } else {
        script.onerror?.(new Event('error'));
      }
    });
    return node;
  });
  return injected;
};

const urls = [
  'https://s1.example/captcha/slider.js',
  'https://s2.example/slider.js?site=a',
  '/captcha/slider.js',
];

beforeEach(() => {
  delete window.LotterySliderCaptcha;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.LotterySliderCaptcha;
});

describe('withCacheBuster', () => {
  it('adds v = the current minute with ? or &', () => {
    expect(withCacheBuster('/captcha/slider.js', now)).toBe(`/captcha/slider.js?v=${minute}`);
    expect(withCacheBuster('/s.js?a=1', now)).toBe(`/s.js?a=1&v=${minute}`);
    expect(withCacheBuster('/s.js', 59_999)).toBe('/s.js?v=0');
    expect(withCacheBuster('/s.js', 60_000)).toBe('/s.js?v=1');
  });
});

describe('loadSliderScript', () => {
  it('answers the first server that works, with the cache-buster', async () => {
    const injected = serveScripts(() => true);
    await expect(loadSliderScript(urls, now)).resolves.toBe(fakeApi);
    expect(injected).toEqual([`${urls[0]}?v=${minute}`]);
    expect(sliderFailures.count()).toBe(0);
  });

  it('falls back in order, reports each failed load with code 502, and resets the count', async () => {
    sliderFailures.add();
    const injected = serveScripts((src) => src.startsWith('/captcha/'));
    const errors: SliderScriptError[] = [];
    const counts: number[] = [];
    const api = await loadSliderScript(urls, now, {
      onError: (error) => {
        errors.push(error);
        counts.push(sliderFailures.count());
      },
    });
    expect(api).toBe(fakeApi);
    expect(injected).toEqual([
      `https://s1.example/captcha/slider.js?v=${minute}`,
      `https://s2.example/slider.js?site=a&v=${minute}`,
      `/captcha/slider.js?v=${minute}`,
    ]);
    expect(errors.map((error) => [error.code, error.url])).toEqual([
      [502, urls[0]],
      [502, urls[1]],
    ]);
    expect(counts).toEqual([2, 3]);
    // The fallback worked: the count starts again.
    expect(sliderFailures.count()).toBe(0);
    expect(window.localStorage.getItem(`lc:${storageKeys.captchaFailures}`)).toBeNull();
  });

  it('rejects with code 502 when every server fails, counting each failure', async () => {
    serveScripts(() => false);
    const error = await loadSliderScript(urls, now).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SliderScriptError);
    expect((error as SliderScriptError).code).toBe(502);
    expect((error as SliderScriptError).failures.map((failure) => failure.url)).toEqual(urls);
    expect(sliderFailures.count()).toBe(3);
    expect(document.querySelectorAll('script[src*="slider"]')).toHaveLength(0);
  });

  it('counts a script that loads without defining the API as failed', async () => {
    const injected: string[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      const script = node as unknown as HTMLScriptElement;
      injected.push(script.getAttribute('src') ?? '');
      queueMicrotask(() => script.onload?.(new Event('load')));
      return node;
    });
    await expect(loadSliderScript(['/a.js', '/b.js'], now)).rejects.toMatchObject({ code: 502 });
    expect(injected).toHaveLength(2);
    expect(sliderFailures.count()).toBe(2);
  });

  it('counts a script that never answers as failed after the timeout', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => node);
      const result = loadSliderScript(['/slow.js'], now, { timeoutMs: 5_000 }).catch(
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(5_000);
      await expect(result).resolves.toMatchObject({ code: 502, url: '/slow.js' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers an API that is already there without loading anything', async () => {
    window.LotterySliderCaptcha = fakeApi;
    const injected = serveScripts(() => true);
    await expect(loadSliderScript(urls, now)).resolves.toBe(fakeApi);
    expect(injected).toEqual([]);
  });
});
