import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../../test/account-area';
import { fakeApi } from '../../../../test/fake-api';
import { analyticsCall, answerOf, sixDraws, statsRows } from './special-analytics.fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/game/{id}/analytic/special/both-side', () => {
  it('shows every two-sided group with its runs and the draws 49 tied', async () => {
    fakeApi({ [analyticsCall]: () => answerOf(sixDraws) });
    renderAccountRoute('/game/110/analytic/special/both-side');

    await screen.findByRole('table', { name: '大小' });
    expect(
      screen.getAllByRole('table').map((table) => table.querySelector('caption')?.textContent),
    ).toEqual(['大小', '单双', '合单合双', '尾大尾小', '大小单双', '家禽野兽', '波色']);
    // Digit sums newest first: 49 和, 12→3, 38→11, 7, 23→5 合单; 44→8 合双.
    expect(await statsRows('合单合双')).toEqual({
      合单: ['4', '1', '1', '0', '4'],
      合双: ['1', '5', '5', '0', '1'],
    });
    // 49 绿, 12 红, 38 绿, 7 红, 23 红, 44 绿: colours do not tie.
    expect(await statsRows('波色')).toEqual({
      红波: ['3', '1', '1', '0', '2'],
      绿波: ['3', '0', '2', '1', '1'],
      蓝波: ['0', '6', '6', '0', '0'],
    });
    expect(screen.getAllByText('特码49为和：1期')).toHaveLength(6);
  });
});
