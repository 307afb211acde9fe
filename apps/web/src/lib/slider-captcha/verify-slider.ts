import { apiBase, sliderScriptUrlsKey, sliderSkipMessage, staticFile } from '@lottery/contracts';
import { http } from '../http';
import { sliderFailures } from './failures';
import { loadSliderScript } from './load-script';
import type { LotterySliderCaptchaApi, SliderPopup, SliderResult } from './types';

/** Where the script comes from when the system config names no servers. */
export const defaultSliderScriptUrls: readonly string[] = ['/captcha/slider.js'];

/** The script URLs of web_system_config.json's captcha_script_urls, comma separated. */
export const readSliderScriptUrls = async (): Promise<readonly string[]> => {
  try {
    const config = await http.getStatic<unknown>(staticFile.webSystemConfig);
    const value =
      typeof config === 'object' && config !== null
        ? (config as Record<string, unknown>)[sliderScriptUrlsKey]
        : undefined;
    const urls = typeof value === 'string' ? value.split(',').map((url) => url.trim()) : [];
    const found = urls.filter(Boolean);
    return found.length > 0 ? found : defaultSliderScriptUrls;
  } catch (error) {
    console.warn('slider captcha: no system config, using the default script', error);
    return defaultSliderScriptUrls;
  }
};

export interface SliderVerifierDeps {
  readUrls?: () => Promise<readonly string[]>;
  load?: (urls: readonly string[]) => Promise<LotterySliderCaptchaApi>;
}

const skip = (): SliderResult => {
  console.warn(sliderSkipMessage);
  return { skipped: true };
};

/**
 * Makes a verifySlider; the app uses the one below, tests make their own. The script is loaded
 * once (a failed load is tried again on the next call); overlapping calls share one popup.
 */
export const createSliderVerifier = (
  deps: SliderVerifierDeps = {},
): (() => Promise<SliderResult>) => {
  const readUrls = deps.readUrls ?? readSliderScriptUrls;
  const load = deps.load ?? ((urls: readonly string[]) => loadSliderScript(urls));
  let script: Promise<LotterySliderCaptchaApi> | undefined;
  let pending: Promise<SliderResult> | undefined;

  const loadOnce = (): Promise<LotterySliderCaptchaApi> => {
    script ??= readUrls()
      .then(load)
      .catch((error: unknown) => {
        script = undefined;
        throw error;
      });
    return script;
  };

  const popup = (api: LotterySliderCaptchaApi): Promise<SliderResult> =>
    new Promise((resolve, reject) => {
      let settled = false;
      // onFail may in theory come before open() answers the popup to close.
      const opened: { popup?: SliderPopup; closeNow?: boolean } = {};
      const settle = (finish: () => void) => {
        if (settled) return;
        settled = true;
        finish();
      };
      opened.popup = api.open({
        apiBase,
        onSuccess: (ticket) =>
          settle(() => {
            sliderFailures.reset();
            resolve({ ticket });
          }),
        onFail: (message) => {
          if (settled) return;
          console.warn(`slider captcha: ${message}`);
          if (sliderFailures.add() < sliderFailures.limit) return;
          settle(() => resolve(skip()));
          if (opened.popup) opened.popup.close();
          else opened.closeNow = true;
        },
        onClose: () => settle(() => reject(new Error('cancelled'))),
      });
      if (opened.closeNow) opened.popup?.close();
    });

  const run = async (): Promise<SliderResult> => {
    if (sliderFailures.exhausted()) return skip();
    let api: LotterySliderCaptchaApi;
    try {
      api = await loadOnce();
    } catch (error) {
      if (sliderFailures.exhausted()) return skip();
      throw error;
    }
    return popup(api);
  };

  return () => {
    pending ??= run().finally(() => {
      pending = undefined;
    });
    return pending;
  };
};

/**
 * Runs the slider before a login or reg submit: resolves {ticket} when solved, {skipped: true}
 * after 3 consecutive failures (the form then sends captchaSkipped=1), rejects with
 * Error('cancelled') when the user closes the popup, or with the 502 load error.
 */
export const verifySlider = createSliderVerifier();
