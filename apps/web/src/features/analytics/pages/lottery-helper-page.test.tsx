import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { fakeApi } from '../../../test/fake-api';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Only the clock's date is fixed: the lunar year comes from it. */
const at = (instant: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
};

const group = (name: string) => screen.getByRole('group', { name });
const tap = async (groupName: string, chip: string) => {
  await act(async () => {
    fireEvent.click(within(group(groupName)).getByRole('button', { name: chip }));
  });
};
const matches = () =>
  within(screen.getByRole('list', { name: '符合条件的号码' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-ball]')?.textContent);

describe('/game/{id}/analytic/lottery-helper', () => {
  it('filters the balls by colour, odd/even, zodiac, size and tail, and clears', async () => {
    at('2026-11-28T12:00:00+08:00');
    const api = fakeApi({});
    renderAccountRoute('/game/110/analytic/lottery-helper');

    expect(await screen.findByRole('heading', { level: 1, name: '彩票助手' })).toBeDefined();
    expect(screen.getByText('2026 马年')).toBeDefined();
    expect(matches()).toHaveLength(49);
    expect(screen.getByText('共 49 个')).toBeDefined();
    const clear = screen.getByRole('button', { name: '全部清除' }) as HTMLButtonElement;
    expect(clear.disabled).toBe(true);

    await tap('波色', '红波');
    await tap('单双', '单');
    expect(matches()).toEqual(['01', '07', '13', '19', '23', '29', '35', '45']);
    expect(screen.getByText('共 8 个')).toBeDefined();
    expect(
      within(group('波色')).getByRole('button', { name: '红波' }).getAttribute('aria-pressed'),
    ).toBe('true');

    // Two values of one attribute are alternatives: red or blue, and odd.
    await tap('波色', '蓝波');
    expect(matches()).toEqual([
      '01',
      '03',
      '07',
      '09',
      '13',
      '15',
      '19',
      '23',
      '25',
      '29',
      '31',
      '35',
      '37',
      '41',
      '45',
      '47',
    ]);

    await act(async () => {
      fireEvent.click(clear);
    });
    expect(matches()).toHaveLength(49);
    expect(clear.disabled).toBe(true);

    // 马 2026 is 01 13 25 37 49; 49 is neither big nor small.
    await tap('生肖', '马');
    expect(matches()).toEqual(['01', '13', '25', '37', '49']);
    await tap('大小', '大');
    expect(matches()).toEqual(['25', '37']);
    await tap('五行', '金');
    expect(matches()).toEqual(['37']);
    await tap('尾数', '0尾');
    expect(screen.getByText('暂无数据')).toBeDefined();
    expect(screen.getByText('共 0 个')).toBeDefined();
    // The rule runs here: nothing was asked of the server.
    expect(api.calls).toEqual([]);
  });

  it('uses the lunar year of the day: the eve of the 2026 new year is still 蛇', async () => {
    at('2026-02-16T20:00:00+08:00');
    fakeApi({});
    renderAccountRoute('/game/110/analytic/lottery-helper');

    expect(await screen.findByText('2025 蛇年')).toBeDefined();
    await tap('生肖', '蛇');
    expect(matches()).toEqual(['01', '13', '25', '37', '49']);
  });

  it('goes back to the game’s analytics', async () => {
    at('2026-11-28T12:00:00+08:00');
    fakeApi({});
    const { router } = renderAccountRoute('/game/110/analytic/lottery-helper');

    const back = await screen.findByRole('button', { name: '返回' });
    await act(async () => {
      fireEvent.click(back);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/110/analytic'));
  });
});
