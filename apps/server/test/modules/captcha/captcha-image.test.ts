import { describe, expect, it } from 'vitest';
import {
  captchaAlphabet,
  captchaImage,
  captchaPng,
  captchaText,
} from '../../../src/modules/captcha/captcha-image';
import { strokeFont } from '../../../src/modules/captcha/stroke-font';
import { decodePng, seededRandom } from './pictures';

/** How many pixels of two pictures of the same size differ. */
const differentPixels = (a: Buffer, b: Buffer) => {
  const one = decodePng(a);
  const other = decodePng(b);
  let count = 0;
  for (let i = 0; i < one.pixels.length; i += 3) {
    if (
      one.pixels[i] !== other.pixels[i] ||
      one.pixels[i + 1] !== other.pixels[i + 1] ||
      one.pixels[i + 2] !== other.pixels[i + 2]
    )
      count += 1;
  }
  return count;
};

describe('the image captcha', () => {
  it('draws a glyph for every character it may ask, and asks only those', () => {
    expect(Object.keys(strokeFont).sort()).toEqual([...captchaAlphabet].sort());
    const random = seededRandom(1);
    for (let i = 0; i < 200; i++)
      expect([...captchaText(random)].every((c) => captchaAlphabet.includes(c))).toBe(true);
  });

  it('is a plain PNG: pixels only, no text, no markup, no metadata', () => {
    const png = captchaPng('AB3K', seededRandom(2));
    const picture = decodePng(png);
    expect(picture.width).toBe(captchaImage.width * captchaImage.scale);
    expect(picture.height).toBe(captchaImage.height * captchaImage.scale);
    expect(picture.chunks.filter((type) => type !== 'IDAT')).toEqual(['IHDR', 'IEND']);
    expect(png.toString('latin1')).not.toMatch(/<svg|<text|AB3K/i);
  });

  it('never draws a text the same way twice: other randomness, other pixels everywhere', () => {
    const [a, b] = [captchaPng('7QEU', seededRandom(3)), captchaPng('7QEU', seededRandom(4))];
    expect(a.equals(b)).toBe(false);
    // Not a few pixels of noise: most of the picture differs.
    expect(differentPixels(a, b)).toBeGreaterThan(
      captchaImage.width * captchaImage.height * captchaImage.scale ** 2 * 0.5,
    );
  });

  it('draws from its randomness alone: the same seed draws the same picture', () => {
    expect(captchaPng('G6PV', seededRandom(5)).equals(captchaPng('G6PV', seededRandom(5)))).toBe(
      true,
    );
  });
});
