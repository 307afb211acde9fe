import { analyticsOf, type AnalyticsAnswer, type AnalyticsDraw } from '@lottery/contracts';
import { screen, within } from '@testing-library/react';

/**
 * Six draws of game 110 in 马 2026 (1 to 6 March, 21:32 in China), newest first; the tests
 * compute their statistics by hand. Specials, newest first: 49 12 38 7 23 44, so
 * 大小 和 小 大 小 小 大, 单双 和 双 双 单 单 双, tails 9 2 8 7 3 4.
 */
export const sixDraws: readonly AnalyticsDraw[] = [
  // Sums to 70: 总小 总双.
  { turnNum: '2026106', numbers: [1, 2, 3, 4, 5, 6, 49] },
  // Sums to 195: 总大 总单.
  { turnNum: '2026105', numbers: [10, 20, 30, 40, 41, 42, 12] },
  { turnNum: '2026104', numbers: [11, 21, 31, 41, 43, 45, 38] },
  { turnNum: '2026103', numbers: [8, 9, 13, 14, 15, 16, 7] },
  { turnNum: '2026102', numbers: [17, 18, 19, 22, 24, 25, 23] },
  { turnNum: '2026101', numbers: [26, 27, 28, 29, 32, 33, 44] },
].map((draw, index) => ({
  ...draw,
  lunarYear: 2026,
  openTime: Date.UTC(2026, 2, 6 - index, 13, 32),
}));

export const analyticsCall = 'GET /app-api/lottery/analytics';

/** The analytics call's answer for these draws (the real rules). */
export const answerOf = (
  draws: readonly AnalyticsDraw[],
  period: AnalyticsAnswer['period'] = '30',
): AnalyticsAnswer => ({ gameId: 110, period, ...analyticsOf(draws, 2026) });

/**
 * A RunStatsTable's rows as text: 项目, 出现, 当前遗漏, 最大遗漏, 当前连出, 最长连出 — keyed by the
 * first cell.
 */
export const statsRows = async (caption: string): Promise<Record<string, string[]>> => {
  const table = await screen.findByRole('table', { name: caption });
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const cells = [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
        return [cells[0] ?? '', cells.slice(1)];
      }),
  );
};
