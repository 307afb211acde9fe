/** What `open` takes: the script calls back exactly one of onSuccess / onClose per popup. */
export interface SliderOpenOptions {
  /** Where the challenge and verify calls go, e.g. '/app-api'. */
  apiBase: string;
  /** The position was right: the one-time ticket login or reg carries as captchaTicket. */
  onSuccess(ticket: string): void;
  /** A wrong position or a challenge that did not load; the popup stays open with a new one. */
  onFail(message: string): void;
  /** The user closed the popup. */
  onClose(): void;
}

/** What `open` answers (a script may answer nothing): `close()` removes the popup without onClose. */
export interface SliderPopup {
  close(): void;
}

/** window.LotterySliderCaptcha, defined by /captcha/slider.js (apps/web/public/captcha). */
export interface LotterySliderCaptchaApi {
  open(options: SliderOpenOptions): SliderPopup | undefined;
}

/** What verifySlider answers: a ticket, or skipped after too many failures (send captchaSkipped=1). */
export interface SliderResult {
  ticket?: string;
  skipped?: boolean;
}

declare global {
  interface Window {
    LotterySliderCaptcha?: LotterySliderCaptchaApi;
  }
}
