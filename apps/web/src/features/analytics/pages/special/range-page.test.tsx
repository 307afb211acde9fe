import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../../test/account-area';
import { fakeApi } from '../../../../test/fake-api';
import { analyticsCall, answerOf, sixDraws, statsRows } from './special-analytics.fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/game/{id}/analytic/special/range', () => {
  it('counts each range of ten as a bar scaled to the most frequent, with its runs', async () => {
    fakeApi({ [analyticsCall]: () => answerOf(sixDraws) });
    renderAccountRoute('/game/110/analytic/special/range');

    // Specials newest first 49 12 38 7 23 44: 41-49 twice (newest and oldest), the others once.
    expect(await statsRows('区间遗漏')).toEqual({
      '1-10': ['1', '3', '3', '0', '1'],
      '11-20': ['1', '1', '4', '0', '1'],
      '21-30': ['1', '4', '4', '0', '1'],
      '31-40': ['1', '2', '3', '0', '1'],
      '41-49': ['2', '0', '4', '1', '1'],
    });
    const bars = within(screen.getByRole('region', { name: '区间出现次数' })).getAllByRole(
      'listitem',
    );
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '1-10 1次',
      '11-20 1次',
      '21-30 1次',
      '31-40 1次',
      '41-49 2次',
    ]);
    const widths = bars.map(
      (bar) => bar.querySelector<HTMLElement>('[aria-hidden] > span')?.style.width,
    );
    expect(widths).toEqual(['50%', '50%', '50%', '50%', '100%']);
    expect(within(bars[4]!).getByText('最新')).toBeDefined();
  });
});
