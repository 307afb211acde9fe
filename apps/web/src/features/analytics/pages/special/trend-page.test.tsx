import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../../test/account-area';
import { fakeApi } from '../../../../test/fake-api';
import { analyticsCall, answerOf, sixDraws, statsRows } from './special-analytics.fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const chart = () => screen.getByRole('figure', { name: /^特码走势图/ });
const hits = () =>
  [...within(chart()).getByTestId('trend-grid').querySelectorAll('circle')].map((circle) => ({
    ball: circle.parentElement?.getAttribute('data-ball'),
    cx: circle.getAttribute('cx'),
    cy: circle.getAttribute('cy'),
  }));

describe('/game/{id}/analytic/special/trend', () => {
  it('draws a row per draw, newest on top, the special in its column, joined by one line', async () => {
    fakeApi({ [analyticsCall]: () => answerOf(sixDraws) });
    renderAccountRoute('/game/110/analytic/special/trend');

    await screen.findByRole('figure', { name: '特码走势图：6期，最新一期在最上' });
    const turns = within(chart()).getByTestId('trend-turns').querySelectorAll('text');
    expect([...turns].map((turn) => turn.textContent)).toEqual([
      '2026106',
      '2026105',
      '2026104',
      '2026103',
      '2026102',
      '2026101',
    ]);
    const numbers = within(chart()).getByTestId('trend-numbers').querySelectorAll('text');
    expect(numbers).toHaveLength(49);
    expect(numbers[0]?.textContent).toBe('01');
    expect(numbers[48]?.textContent).toBe('49');

    // 22 px cells: column n is centred at (n − 1) × 22 + 11, row r at r × 22 + 11.
    expect(hits()).toEqual([
      { ball: '49', cx: '1067', cy: '11' },
      { ball: '12', cx: '253', cy: '33' },
      { ball: '38', cx: '825', cy: '55' },
      { ball: '7', cx: '143', cy: '77' },
      { ball: '23', cx: '495', cy: '99' },
      { ball: '44', cx: '957', cy: '121' },
    ]);
    const lines = chart().querySelectorAll('polyline');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.getAttribute('points')).toBe('1067,11 253,33 825,55 143,77 495,99 957,121');
    // One SVG for the grid: a cell is not an element.
    expect(chart().querySelectorAll('svg')).toHaveLength(3);

    const rows = await statsRows('号码遗漏');
    expect(Object.keys(rows)).toHaveLength(49);
    expect(rows['49']).toEqual(['1', '0', '5', '1', '1']);
    expect(rows['44']).toEqual(['1', '5', '5', '0', '1']);
    expect(rows['01']).toEqual(['0', '6', '6', '0', '0']);
  });

  it('redraws for another period', async () => {
    const api = fakeApi({
      [analyticsCall]: (call) =>
        call.params.get('period') === 'year'
          ? answerOf(sixDraws, 'year')
          : answerOf(sixDraws.slice(0, 3)),
    });
    renderAccountRoute('/game/110/analytic/special/trend');
    expect(await screen.findByRole('figure', { name: /3期/ })).toBeDefined();
    expect(hits()).toHaveLength(3);

    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: '今年' }));
    });
    expect(await screen.findByRole('figure', { name: /6期/ })).toBeDefined();
    expect(hits()).toHaveLength(6);
    expect(api.callsTo(analyticsCall).at(-1)?.params.get('period')).toBe('year');
  });
});
