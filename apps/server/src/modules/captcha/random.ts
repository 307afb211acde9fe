import { randomInt } from 'node:crypto';

/** Numbers in [0, 1) that captchas are drawn from: crypto in the app, a seeded one in tests. */
export type Random = () => number;

const range = 2 ** 47;
export const cryptoRandom: Random = () => randomInt(range) / range;

/** A number in [min, max). */
export const between = (random: Random, min: number, max: number): number =>
  min + (max - min) * random();

/** An integer in [min, max). */
export const intBetween = (random: Random, min: number, max: number): number =>
  Math.min(max - 1, min + Math.floor((max - min) * random()));

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[intBetween(random, 0, items.length)] as T;
