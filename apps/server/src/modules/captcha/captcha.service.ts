import { createHash, randomBytes } from 'node:crypto';
import type { SliderChallenge } from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { captchaPng, captchaText } from './captcha-image';
import * as repo from './captcha.repository';
import { cryptoRandom, type Random } from './random';
import { slider, sliderPuzzle } from './slider-image';

export type CaptchaPurpose = 'login' | 'reg';
export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** A challenge as it is issued: the image's text, or the slider's x. */
export interface IssuedCaptcha {
  id: string;
  purpose: CaptchaPurpose | 'slider';
  answer: string;
}

/**
 * What tests may change, through `buildApp`'s overrides (code, never configuration: nothing in
 * the environment reaches these).
 */
export interface CaptchaOptions {
  /** Where texts, positions and pictures are drawn from; crypto by default. */
  random?: Random;
  /** Told each answer as it is issued, for tests that solve captchas without reading images. */
  onIssued?(issued: IssuedCaptcha): void;
}

const lifetimeMs = 5 * 60_000;
const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
const newId = () => randomBytes(16).toString('base64url');

export const createCaptchaService = (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  { random = cryptoRandom, onIssued }: CaptchaOptions = {},
) => {
  const expiry = () => new Date(now().getTime() + lifetimeMs);

  /**
   * A new image captcha: its id (the caller hands it to the browser in an HttpOnly cookie), the
   * PNG to show and, for the caller alone, its text.
   */
  const createImage = async (purpose: CaptchaPurpose) => {
    const text = captchaText(random);
    const id = newId();
    await repo.insertCaptcha(db, {
      id,
      purpose,
      answer: hash(text.toLowerCase()),
      expiresAt: expiry(),
    });
    onIssued?.({ id, purpose, answer: text });
    return { id, png: captchaPng(text, random), answer: text };
  };

  /** True when the answer matches; every captcha is checked once, right or wrong. */
  const checkImage = async (
    id: string | undefined,
    purpose: CaptchaPurpose,
    answer: string | undefined,
  ) => {
    if (!id || !answer) return false;
    const row = await repo.takeCaptcha(db, id, purpose, now());
    return row !== undefined && row.answer === hash(answer.trim().toLowerCase());
  };

  /** A new slider challenge to send, and for the caller alone the x it is solved at. */
  const createSlider = async (): Promise<{ challenge: SliderChallenge; x: number }> => {
    const puzzle = sliderPuzzle(random);
    const id = newId();
    await repo.insertCaptcha(db, {
      id,
      purpose: 'slider',
      answer: String(puzzle.x),
      expiresAt: expiry(),
    });
    onIssued?.({ id, purpose: 'slider', answer: String(puzzle.x) });
    const challenge = {
      id,
      background: puzzle.background,
      piece: puzzle.piece,
      width: slider.width,
      height: slider.height,
      pieceSize: puzzle.pieceSize,
      y: puzzle.y,
    };
    return { challenge, x: puzzle.x };
  };

  /** Checks a dragged position once; a solved challenge answers a one-time ticket. */
  const verifySlider = async (id: string, x: number) => {
    const row = await repo.takeCaptcha(db, id, 'slider', now());
    if (!row || Math.abs(Number(row.answer) - x) > slider.tolerance)
      throw new AppError('UC/VCODE_ERROR');
    const ticket = randomBytes(24).toString('base64url');
    await repo.setTicket(db, id, hash(ticket));
    return { ticket };
  };

  const takeSliderTicket = async (ticket: string | undefined) =>
    ticket ? (await repo.takeTicket(db, hash(ticket), now())) !== undefined : false;

  const sweep = () => repo.deleteExpired(db, new Date(now().getTime() - lifetimeMs));

  return { createImage, checkImage, createSlider, verifySlider, takeSliderTicket, sweep };
};
