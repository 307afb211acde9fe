import { z } from 'zod';
import { textField } from '../validation';

/**
 * The self-hosted slider captcha (system_config vcode_style 3): the client loads the slider
 * script from one of three static servers, asks for a challenge, the user drags the piece, the
 * server verifies the position and answers a one-time ticket that login or reg then carries.
 */
export const sliderCaptchaPaths = {
  challenge: '/v/captcha/slider',
  verify: '/v/captcha/slider/verify',
} as const;

/** system_config key: the three script URLs, comma separated, tried in order. */
export const sliderScriptUrlsKey = 'captcha_script_urls';
/** Failed script loads answer this code; after this many consecutive failures the captcha is skipped. */
export const sliderCaptcha = { loadErrorCode: 502, maxFailures: 3, cacheBusterMs: 60_000 } as const;
export const sliderSkipMessage = 'captcha error, Verified automatically';

export const sliderChallenge = z.object({
  id: z.string(),
  /** Background with the hole, as a PNG data URL: the hole's position is only in its pixels. */
  background: z.string(),
  /** The piece to drag, as a PNG data URL (transparent around the piece); its left edge is x. */
  piece: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  /** Vertical position of the piece; the horizontal one is the puzzle. */
  y: z.number().int(),
});
export type SliderChallenge = z.infer<typeof sliderChallenge>;

export const sliderVerifyBody = z.strictObject({
  id: textField(64, { trim: false }),
  x: z.number().min(0).max(1000),
});

export const sliderTicket = z.object({ ticket: z.string() });
