import type { AnalyticsDraw } from './special';

/**
 * A hand-checked history of eight draws across the lunar new year of 2026 (17 February): T1–T4
 * in 蛇 2025, T5–T8 in 马 2026. Specials, oldest first: 3 49 30 37 | 45 12 48 27.
 */
const oldestFirst: AnalyticsDraw[] = [
  { turnNum: '2026001', numbers: [1, 5, 9, 20, 33, 41, 3], lunarYear: 2025 },
  { turnNum: '2026002', numbers: [13, 6, 7, 8, 10, 11, 49], lunarYear: 2025 },
  // Sums to 175 (总大).
  { turnNum: '2026003', numbers: [2, 11, 22, 33, 38, 39, 30], lunarYear: 2025 },
  // Sums to 174 (总小); drawn on the last evening of 蛇 2025.
  { turnNum: '2026004', numbers: [25, 10, 20, 31, 32, 19, 37], lunarYear: 2025 },
  // The first draw of 马 2026.
  { turnNum: '2026005', numbers: [1, 2, 3, 4, 5, 6, 45], lunarYear: 2026 },
  { turnNum: '2026006', numbers: [1, 40, 41, 42, 43, 44, 12], lunarYear: 2026 },
  { turnNum: '2026007', numbers: [14, 15, 16, 17, 18, 19, 48], lunarYear: 2026 },
  { turnNum: '2026008', numbers: [26, 20, 21, 22, 23, 24, 27], lunarYear: 2026 },
].map((draw, i) => ({ ...draw, openTime: Date.UTC(2026, 1, 13 + i, 13, 32) }));

/** Newest first, as the analytics take them. */
export const fixedHistory: readonly AnalyticsDraw[] = [...oldestFirst].reverse();
