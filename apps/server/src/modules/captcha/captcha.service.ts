import { createHash, randomBytes } from 'node:crypto';
import type { SliderChallenge } from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { captchaSvg, captchaText } from './captcha-image';
import * as repo from './captcha.repository';
import { slider, sliderPuzzle } from './slider-image';

export type CaptchaPurpose = 'login' | 'reg';
export type CaptchaService = ReturnType<typeof createCaptchaService>;

const lifetimeMs = 5 * 60_000;
const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
const newId = () => randomBytes(16).toString('base64url');

export const createCaptchaService = ({ db, now }: Pick<Deps, 'db' | 'now'>) => {
  const expiry = () => new Date(now().getTime() + lifetimeMs);

  /** A new image captcha; the caller hands its id to the browser in an HttpOnly cookie. */
  const createImage = async (purpose: CaptchaPurpose) => {
    const text = captchaText();
    const id = newId();
    await repo.insertCaptcha(db, {
      id,
      purpose,
      answer: hash(text.toLowerCase()),
      expiresAt: expiry(),
    });
    return { id, svg: captchaSvg(text) };
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

  const createSlider = async (): Promise<SliderChallenge> => {
    const puzzle = sliderPuzzle();
    const id = newId();
    await repo.insertCaptcha(db, {
      id,
      purpose: 'slider',
      answer: String(puzzle.x),
      expiresAt: expiry(),
    });
    return {
      id,
      background: puzzle.background,
      piece: puzzle.piece,
      width: slider.width,
      height: slider.height,
      pieceSize: puzzle.pieceSize,
      y: puzzle.y,
    };
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
