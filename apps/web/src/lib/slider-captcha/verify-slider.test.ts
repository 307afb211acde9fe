import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sliderSkipMessage } from '@lottery/contracts';
import { sliderFailures } from './failures';
import { SliderScriptError } from './load-script';
import type { LotterySliderCaptchaApi, SliderOpenOptions } from './types';
import {
  createSliderVerifier,
  defaultSliderScriptUrls,
  readSliderScriptUrls,
} from './verify-slider';

const getStatic = vi.hoisted(() => vi.fn());
vi.mock('../http', () => ({ http: { getStatic } }));

/** A fake window.LotterySliderCaptcha that hands the test each popup's callbacks. */
const fakeSlider = () => {
  const popups: { options: SliderOpenOptions; close: ReturnType<typeof vi.fn> }[] = [];
  const api: LotterySliderCaptchaApi = {
    open: (options) => {
      const close = vi.fn();
      popups.push({ options, close });
      return { close };
    },
  };
  return { api, popups, last: () => popups[popups.length - 1]! };
};

/** Lets the verifier's awaits run so that the popup is open. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  getStatic.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.LotterySliderCaptcha;
});

describe('readSliderScriptUrls', () => {
  it('reads captcha_script_urls from web_system_config.json', async () => {
    getStatic.mockResolvedValue({
      captcha_script_urls: ' https://a.example/s.js, https://b.example/s.js ,,/captcha/slider.js',
      vcode_style: '3',
    });
    await expect(readSliderScriptUrls()).resolves.toEqual([
      'https://a.example/s.js',
      'https://b.example/s.js',
      '/captcha/slider.js',
    ]);
    expect(getStatic).toHaveBeenCalledWith('web_system_config.json');
  });

  it('defaults to the self-hosted script when the key is empty, missing or unreadable', async () => {
    getStatic.mockResolvedValueOnce({ captcha_script_urls: ' ' });
    await expect(readSliderScriptUrls()).resolves.toEqual(['/captcha/slider.js']);
    getStatic.mockResolvedValueOnce({});
    await expect(readSliderScriptUrls()).resolves.toEqual(defaultSliderScriptUrls);
    getStatic.mockRejectedValueOnce(new Error('offline'));
    await expect(readSliderScriptUrls()).resolves.toEqual(defaultSliderScriptUrls);
  });
});

describe('verifySlider', () => {
  it('opens the popup with the API base and resolves with the ticket', async () => {
    const slider = fakeSlider();
    const load = vi.fn(async () => slider.api);
    const verify = createSliderVerifier({ readUrls: async () => ['/s.js'], load });
    const result = verify();
    await settle();
    expect(load).toHaveBeenCalledWith(['/s.js']);
    expect(slider.last().options.apiBase).toBe('/app-api');
    slider.last().options.onSuccess('T-1');
    await expect(result).resolves.toEqual({ ticket: 'T-1' });

    // The script is loaded once.
    const again = verify();
    await settle();
    slider.last().options.onSuccess('T-2');
    await expect(again).resolves.toEqual({ ticket: 'T-2' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(slider.popups).toHaveLength(2);
  });

  it('shares one popup between overlapping calls', async () => {
    const slider = fakeSlider();
    const verify = createSliderVerifier({
      readUrls: async () => ['/s.js'],
      load: async () => slider.api,
    });
    const first = verify();
    const second = verify();
    await settle();
    expect(slider.popups).toHaveLength(1);
    slider.last().options.onSuccess('T');
    await expect(first).resolves.toEqual({ ticket: 'T' });
    await expect(second).resolves.toEqual({ ticket: 'T' });
  });

  it('rejects with cancelled when the user closes the popup', async () => {
    const slider = fakeSlider();
    const verify = createSliderVerifier({ readUrls: async () => [], load: async () => slider.api });
    const result = verify();
    await settle();
    slider.last().options.onClose();
    await expect(result).rejects.toThrow('cancelled');
  });

  it('skips after 3 consecutive wrong positions, closing the popup', async () => {
    const slider = fakeSlider();
    const verify = createSliderVerifier({ readUrls: async () => [], load: async () => slider.api });
    const result = verify();
    await settle();
    const popup = slider.last();
    popup.options.onFail('验证失败');
    popup.options.onFail('验证失败');
    expect(popup.close).not.toHaveBeenCalled();
    popup.options.onFail('验证失败');
    await expect(result).resolves.toEqual({ skipped: true });
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(sliderSkipMessage);

    // Still skipped on the next submit, without a popup, until the page is refreshed.
    await expect(verify()).resolves.toEqual({ skipped: true });
    expect(slider.popups).toHaveLength(1);
  });

  it('a solved challenge resets the count', async () => {
    const slider = fakeSlider();
    const verify = createSliderVerifier({ readUrls: async () => [], load: async () => slider.api });
    const result = verify();
    await settle();
    slider.last().options.onFail('x');
    slider.last().options.onFail('x');
    expect(sliderFailures.count()).toBe(2);
    slider.last().options.onSuccess('T');
    await expect(result).resolves.toEqual({ ticket: 'T' });
    expect(sliderFailures.count()).toBe(0);
  });

  it('load failures and wrong positions add up', async () => {
    const slider = fakeSlider();
    let loads = 0;
    const verify = createSliderVerifier({
      readUrls: async () => ['/s.js'],
      load: async () => {
        loads += 1;
        if (loads === 1) {
          sliderFailures.add();
          throw new SliderScriptError('/s.js');
        }
        return slider.api;
      },
    });
    await expect(verify()).rejects.toMatchObject({ code: 502 });
    const result = verify();
    await settle();
    slider.last().options.onFail('x');
    slider.last().options.onFail('x');
    await expect(result).resolves.toEqual({ skipped: true });
  });

  it('skips when every script server fails 3 times over (real loader)', async () => {
    getStatic.mockResolvedValue({ captcha_script_urls: '/one.js,/two.js,/three.js' });
    const injected: string[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      const script = node as unknown as HTMLScriptElement;
      injected.push(script.getAttribute('src') ?? '');
      queueMicrotask(() => script.onerror?.(new Event('error')));
      return node;
    });
    const verify = createSliderVerifier();
    await expect(verify()).resolves.toEqual({ skipped: true });
    expect(injected.map((src) => src.split('?')[0])).toEqual(['/one.js', '/two.js', '/three.js']);
    expect(warn).toHaveBeenCalledWith(sliderSkipMessage);
  });

  it('with one server, rejects with 502 twice and skips on the third failed load', async () => {
    getStatic.mockResolvedValue({ captcha_script_urls: '' });
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      const script = node as unknown as HTMLScriptElement;
      queueMicrotask(() => script.onerror?.(new Event('error')));
      return node;
    });
    const verify = createSliderVerifier();
    await expect(verify()).rejects.toMatchObject({ code: 502, url: '/captcha/slider.js' });
    await expect(verify()).rejects.toMatchObject({ code: 502 });
    await expect(verify()).resolves.toEqual({ skipped: true });
  });

  it('a fallback that works resets the count (real loader)', async () => {
    getStatic.mockResolvedValue({ captcha_script_urls: '/down.js,/up.js' });
    const slider = fakeSlider();
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      const script = node as unknown as HTMLScriptElement;
      queueMicrotask(() => {
        if (script.getAttribute('src')?.startsWith('/up.js')) {
          window.LotterySliderCaptcha = slider.api;
          script.onload?.(new Event('load'));
        } else script.onerror?.(new Event('error'));
      });
      return node;
    });
    sliderFailures.add();
    const verify = createSliderVerifier();
    const result = verify();
    await settle();
    await settle();
    expect(sliderFailures.count()).toBe(0);
    slider.last().options.onSuccess('T');
    await expect(result).resolves.toEqual({ ticket: 'T' });
  });
});
