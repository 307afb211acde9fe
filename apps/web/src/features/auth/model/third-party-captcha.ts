import { systemConfigKey } from '@lottery/contracts';
import type { WebSystemConfigFile } from '@lottery/contracts';
import { verifySlider } from '../../../lib/slider-captcha';
import type { SliderResult } from '../../../lib/slider-captcha';

/** system_config vcode_style 3: the captcha is the third-party slider instead of the image. */
export const sliderByConfig = (config: WebSystemConfigFile | undefined): boolean =>
  config?.[systemConfigKey.vcodeStyle] === '3';

/** Opens the slider; resolves with its ticket or skipped, rejects when the user closes it. */
export const solveSlider = (): Promise<SliderResult> => verifySlider();

/** The form fields a solved (or skipped) slider adds to login or registration. */
export const sliderFields = (
  result: SliderResult | null,
): { captchaTicket?: string; captchaSkipped?: '1' } => {
  if (result?.ticket) return { captchaTicket: result.ticket };
  if (result?.skipped) return { captchaSkipped: '1' };
  return {};
};
