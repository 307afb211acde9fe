import { sliderCaptcha, timeouts } from '@lottery/contracts';
import { sliderFailures } from './failures';
import type { LotterySliderCaptchaApi } from './types';

export const sliderLoadErrorMessage = '验证码加载失败，请稍后再试';

/** A slider script that did not load (or loaded without defining the API): code 502. */
export class SliderScriptError extends Error {
  override readonly name = 'SliderScriptError';
  readonly code = sliderCaptcha.loadErrorCode;
  readonly msg = sliderLoadErrorMessage;

  constructor(
    /** The script that failed; for the final error, the last one tried. */
    readonly url: string,
    /** On the final error: every failed load, in order. */
    readonly failures: readonly SliderScriptError[] = [],
  ) {
    super(`${sliderLoadErrorMessage} (${sliderCaptcha.loadErrorCode}: ${url})`);
  }
}

export interface LoadSliderScriptOptions {
  /** Called for each failed load, before the next URL is tried. */
  onError?: (error: SliderScriptError) => void;
  /** A script that neither loads nor fails within this time counts as failed. */
  timeoutMs?: number;
}

/** `url` with the cache-buster `v` that changes once a minute (spec: 1 minute). */
export const withCacheBuster = (url: string, now: number): string =>
  `${url}${url.includes('?') ? '&' : '?'}v=${Math.floor(now / sliderCaptcha.cacheBusterMs)}`;

const injectScript = (src: string, timeoutMs: number): Promise<LotterySliderCaptchaApi> =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const finish = (failed: boolean) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      const api = window.LotterySliderCaptcha;
      if (!failed && api && typeof api.open === 'function') return resolve(api);
      script.remove();
      reject(new Error(`slider script failed: ${src}`));
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    script.async = true;
    script.src = src;
    script.onload = () => finish(false);
    script.onerror = () => finish(true);
    document.head.appendChild(script);
  });

/**
 * Loads the slider script from the first of `urls` that works (the three static servers, in
 * order), each with a one-minute cache-buster. Every failed load is reported with code 502 and
 * counted as a slider failure; a load that works after a fallback resets the count. When all
 * fail, rejects with a SliderScriptError (code 502) that lists them.
 */
export const loadSliderScript = async (
  urls: readonly string[],
  now: number = Date.now(),
  options: LoadSliderScriptOptions = {},
): Promise<LotterySliderCaptchaApi> => {
  const loaded = window.LotterySliderCaptcha;
  if (loaded && typeof loaded.open === 'function') return loaded;

  const failures: SliderScriptError[] = [];
  for (const url of urls) {
    try {
      const api = await injectScript(
        withCacheBuster(url, now),
        options.timeoutMs ?? timeouts.apiMs,
      );
      if (failures.length > 0) sliderFailures.reset();
      return api;
    } catch {
      const error = new SliderScriptError(url);
      failures.push(error);
      sliderFailures.add();
      console.warn(`slider captcha: script load failed (${error.code}): ${url}`);
      options.onError?.(error);
    }
  }
  throw new SliderScriptError(urls[urls.length - 1] ?? '', failures);
};
