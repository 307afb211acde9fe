export { sliderFailures } from './failures';
export {
  SliderScriptError,
  loadSliderScript,
  sliderLoadErrorMessage,
  withCacheBuster,
} from './load-script';
export type { LoadSliderScriptOptions } from './load-script';
export type {
  LotterySliderCaptchaApi,
  SliderOpenOptions,
  SliderPopup,
  SliderResult,
} from './types';
export {
  createSliderVerifier,
  defaultSliderScriptUrls,
  readSliderScriptUrls,
  verifySlider,
} from './verify-slider';
export type { SliderVerifierDeps } from './verify-slider';
