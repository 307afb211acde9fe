import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../../test/account-area';
import { fakeApi } from '../../../../test/fake-api';
import { analyticsCall, answerOf, sixDraws, statsRows } from './special-analytics.fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Each bar: its value, count, width and whether it is the newest draw's. */
const bars = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .getAllByRole('listitem')
    .map((bar) => ({
      label: bar.getAttribute('aria-label'),
      width: bar.querySelector<HTMLElement>('[aria-hidden] > span')?.style.width,
      latest: within(bar).queryByText('最新') !== null,
    }));

describe('/game/{id}/analytic/special/last-number', () => {
  it('counts each tail as a bar and shows its runs; the newest special’s tail is 最新', async () => {
    fakeApi({ [analyticsCall]: () => answerOf(sixDraws) });
    renderAccountRoute('/game/110/analytic/special/last-number');

    // Tails newest first: 9 2 8 7 3 4.
    const rows = await statsRows('尾数遗漏');
    expect(Object.keys(rows)).toEqual([
      '0尾',
      '1尾',
      '2尾',
      '3尾',
      '4尾',
      '5尾',
      '6尾',
      '7尾',
      '8尾',
      '9尾',
    ]);
    expect(rows['0尾']).toEqual(['0', '6', '6', '0', '0']);
    expect(rows['9尾']).toEqual(['1', '0', '5', '1', '1']);
    expect(rows['2尾']).toEqual(['1', '1', '4', '0', '1']);
    expect(rows['4尾']).toEqual(['1', '5', '5', '0', '1']);

    const shown = bars('尾数出现次数');
    expect(shown[0]).toEqual({ label: '0尾 0次', width: '0%', latest: false });
    expect(shown[9]).toEqual({ label: '9尾 1次', width: '100%', latest: true });
    expect(shown.filter((bar) => bar.latest)).toHaveLength(1);
  });
});
