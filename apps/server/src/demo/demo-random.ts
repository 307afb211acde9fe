import { createHash } from 'node:crypto';

/** mulberry32 seeded by SHA-256 of the key: the same key always draws the same numbers. */
export const prngOf = (key: string) => {
  let state = createHash('sha256').update(key).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};
export type Random = ReturnType<typeof prngOf>;

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
