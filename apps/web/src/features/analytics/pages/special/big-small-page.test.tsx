import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../../test/account-area';
import { fakeApi } from '../../../../test/fake-api';
import { analyticsCall, answerOf, sixDraws, statsRows } from './special-analytics.fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const counts = (title: string) =>
  within(screen.getByRole('list', { name: `${title}次数` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const sequence = (title: string) => {
  const cells = within(screen.getByRole('list', { name: `${title}走势` })).getAllByRole('listitem');
  return cells.map((cell) => cell.textContent).join(' ');
};

describe('/game/{id}/analytic/special/big-small', () => {
  it('counts 大 小 和 and 单 双 和, shows each draw’s side newest first, and the runs', async () => {
    fakeApi({ [analyticsCall]: () => answerOf(sixDraws) });
    renderAccountRoute('/game/110/analytic/special/big-small');

    // Specials newest first 49 12 38 7 23 44; 49 is 和.
    expect(await statsRows('特码大小遗漏')).toEqual({
      大: ['2', '2', '2', '0', '1'],
      小: ['3', '1', '1', '0', '2'],
    });
    expect(counts('特码大小')).toEqual(['大2次33.3%', '小3次50%', '和1次16.7%']);
    expect(sequence('特码大小')).toBe('和 小 大 小 小 大');

    expect(await statsRows('特码单双遗漏')).toEqual({
      单: ['2', '3', '3', '0', '2'],
      双: ['3', '1', '2', '0', '2'],
    });
    expect(counts('特码单双')).toEqual(['单2次33.3%', '双3次50%', '和1次16.7%']);
    expect(sequence('特码单双')).toBe('和 双 双 单 单 双');
    expect(screen.getAllByText('近30期走势（共6期，最新一期在左上）')).toHaveLength(2);
  });
});
