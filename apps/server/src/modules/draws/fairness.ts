import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { drawBalls } from '@lottery/contracts';

/**
 * The provably fair draw (contracts `drawRule`, docs/api.md "Draws"): a turn's seed is 32 random
 * bytes written as 64 lowercase hex characters; its commitment, SHA-256 of those 64 characters,
 * is public from the turn's creation; the seed is revealed after the draw, and anyone can
 * re-derive the numbers from it.
 */
export const newSeed = (): string => randomBytes(32).toString('hex');

export const commitmentOf = (seed: string): string =>
  createHash('sha256').update(seed, 'utf8').digest('hex');

const uint32Range = 2 ** 32;

/**
 * Seven distinct numbers 1–49 in draw order (six normal, then the special). For block = 0, 1, 2 …
 * h = HMAC-SHA256(key = seed, message = "gameId:turnNum:block") gives eight candidates r, its
 * 4-byte big-endian words in order. With n numbers left in the ascending pool, r ≥
 * floor(2^32 / n) × n is discarded (so every number is equally likely), otherwise pool[r mod n] is
 * drawn and removed. One block almost always suffices.
 */
export const numbersFromSeed = (seed: string, gameId: number, turnNum: string): number[] => {
  const pool = Array.from({ length: drawBalls.max }, (_, i) => i + 1);
  const drawn: number[] = [];
  for (let block = 0; drawn.length < drawBalls.count; block += 1) {
    const h = createHmac('sha256', seed).update(`${gameId}:${turnNum}:${block}`).digest();
    for (let word = 0; word < 8 && drawn.length < drawBalls.count; word += 1) {
      const r = h.readUInt32BE(word * 4);
      const n = pool.length;
      if (r >= Math.floor(uint32Range / n) * n) continue;
      const [number] = pool.splice(r % n, 1);
      if (number !== undefined) drawn.push(number);
    }
  }
  return drawn;
};

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether a revealed seed matches its commitment and yields exactly these numbers. */
export const verifyDraw = (turn: {
  gameId: number;
  turnNum: string;
  seed: string;
  commitment: string;
  numbers: readonly number[];
}): boolean =>
  sameHex(commitmentOf(turn.seed), turn.commitment) &&
  numbersFromSeed(turn.seed, turn.gameId, turn.turnNum).join(',') === turn.numbers.join(',');

/** Demo history: seeds derived from a fixed secret, so regenerating the demo gives the same draws. */
export const demoSeed = (secret: string, gameId: number, turnNum: string): string =>
  createHmac('sha256', secret).update(`demo-seed:${gameId}:${turnNum}`).digest('hex');
