import { drawBalls, parseOpenNum } from '@lottery/contracts';
import type { HistoryRow } from '@lottery/contracts';

/** 特码: the seventh ball only; 全部: any of the seven. */
export type HeatMode = 'special' | 'any';

/** One number's record over the draws read. */
export interface NumberHeat {
  ball: number;
  /** Draws it came up in (as the special, or as any ball). */
  count: number;
  /** Draws since it last came up (the draw count when it never did). */
  missing: number;
}

const allBalls = Array.from({ length: drawBalls.max }, (_, index) => index + drawBalls.min);

const ballsOf = (draw: HistoryRow, mode: HeatMode): number[] => {
  const numbers = parseOpenNum(draw.openNum);
  if (mode === 'any') return numbers;
  const special = numbers[drawBalls.normalCount];
  return special === undefined ? [] : [special];
};

/**
 * Each number 01–49 over `draws` (newest first): how often it came up and how many draws ago it
 * last did. Incomplete draws (a draw still streaming) are left out.
 */
export const heatOf = (draws: readonly HistoryRow[], mode: HeatMode): NumberHeat[] => {
  const complete = draws.filter((draw) => parseOpenNum(draw.openNum).length === drawBalls.count);
  const counts = new Map<number, number>();
  const lastSeen = new Map<number, number>();
  complete.forEach((draw, index) => {
    for (const ball of ballsOf(draw, mode)) {
      counts.set(ball, (counts.get(ball) ?? 0) + 1);
      if (!lastSeen.has(ball)) lastSeen.set(ball, index);
    }
  });
  return allBalls.map((ball) => ({
    ball,
    count: counts.get(ball) ?? 0,
    missing: lastSeen.get(ball) ?? complete.length,
  }));
};

/** The `size` hottest (most often, then the smaller number) and coldest (least often). */
export const extremesOf = (
  heat: readonly NumberHeat[],
  size = 10,
): { hottest: NumberHeat[]; coldest: NumberHeat[] } => ({
  hottest: [...heat].sort((a, b) => b.count - a.count || a.ball - b.ball).slice(0, size),
  coldest: [...heat].sort((a, b) => a.count - b.count || a.ball - b.ball).slice(0, size),
});

/**
 * 0 (coldest) … 1 (hottest) of a count between the least and the most seen: the cell's colour.
 * All equal is the middle.
 */
export const heatLevel = (count: number, heat: readonly NumberHeat[]): number => {
  const counts = heat.map((entry) => entry.count);
  const least = Math.min(...counts);
  const most = Math.max(...counts);
  return most === least ? 0.5 : (count - least) / (most - least);
};

/** A colour from cold blue through pale to hot red, for a level 0–1. */
export const heatColor = (level: number): string => {
  const clamped = Math.min(1, Math.max(0, level));
  // Hue 215 (blue) → 0 (red); pale in the middle, strong at the ends.
  const hue = clamped < 0.5 ? 215 : 0;
  const strength = Math.abs(clamped - 0.5) * 2;
  const lightness = Math.round(96 - strength * 40);
  const saturation = Math.round(40 + strength * 45);
  return `hsl(${hue} ${saturation}% ${lightness}%)`;
};
