import { sliderCaptcha, storageKeys } from '@lottery/contracts';
import { appStorage } from '../storage';

/**
 * Consecutive slider failures (failed script loads and wrong positions), kept in local storage
 * as the spec says. The count restarts on a page refresh (this module's first load), after a
 * script fallback that worked, and after a solved challenge.
 */
export const sliderFailures = {
  limit: sliderCaptcha.maxFailures,
  count: (): number => appStorage.get<number>(storageKeys.captchaFailures) ?? 0,
  /** Answers the new count. */
  add(): number {
    const next = sliderFailures.count() + 1;
    appStorage.set(storageKeys.captchaFailures, next);
    return next;
  },
  reset(): void {
    appStorage.remove(storageKeys.captchaFailures);
  },
  exhausted: (): boolean => sliderFailures.count() >= sliderFailures.limit,
};

sliderFailures.reset();
