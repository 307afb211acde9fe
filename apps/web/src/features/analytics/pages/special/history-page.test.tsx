import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../../test/account-area';
import { apiError, fakeApi } from '../../../../test/fake-api';
import { analyticsCall, answerOf, sixDraws } from './special-analytics.fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const historyRows = async () =>
  (await screen.findByRole('list', { name: '特码历史列表' })).querySelectorAll(':scope > li');

describe('/game/{id}/analytic/special', () => {
  it('opens on 特码历史: a row per draw, newest first, with balls, zodiacs, sides and the sum', async () => {
    const api = fakeApi({ [analyticsCall]: () => answerOf(sixDraws) });
    const { router } = renderAccountRoute('/game/110/analytic/special');

    const list = await historyRows();
    expect(router.state.location.pathname).toBe('/game/110/analytic/special/history');
    expect(screen.getByRole('heading', { level: 1, name: '特码分析' })).toBeDefined();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '特码历史',
      '特码大小',
      '特码两面',
      '特码尾数',
      '特码区间',
      '特码走势',
    ]);
    expect(screen.getByRole('tab', { name: '特码历史' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(list).toHaveLength(6);

    const newest = list[0] as HTMLElement;
    expect(newest.textContent).toContain('第2026106期');
    expect(newest.textContent).toContain('2026-03-06 21:32 星期五');
    const balls = within(within(newest).getByRole('list', { name: '开奖号码' })).getAllByRole(
      'listitem',
    );
    // Ball, zodiac: 马 2026 has 1 and 49 as 马, 2 蛇, 3 龙, 4 兔, 5 虎, 6 牛.
    expect(balls.map((ball) => ball.textContent)).toEqual([
      '01马',
      '02蛇',
      '03龙',
      '04兔',
      '05虎',
      '06牛',
      '49马',
    ]);
    // 49: 和 for big/small and odd/even, 绿波; 1 … 6 and 49 sum to 70.
    const facts = newest.querySelector('p')?.textContent;
    expect(facts).toBe('特码和和绿波总和 70总小总双');
    // 12: 小 双 红波; 10+20+30+40+41+42+12 = 195.
    expect((list[1] as HTMLElement).querySelector('p')?.textContent).toBe(
      '特码小双红波总和 195总大总单',
    );
    expect((list[5] as HTMLElement).textContent).toContain('第2026101期');
    expect(api.callsTo(analyticsCall)[0]?.params.get('gameId')).toBe('110');
    expect(api.callsTo(analyticsCall)[0]?.params.get('period')).toBe('30');
  });

  it('asks for another period in ?period= and keeps it across the tabs', async () => {
    const api = fakeApi({
      [analyticsCall]: (call) => {
        const period = call.params.get('period');
        return period === '100' ? answerOf(sixDraws, '100') : answerOf(sixDraws.slice(0, 2));
      },
    });
    const { router } = renderAccountRoute('/game/110/analytic/special/history');
    expect(await historyRows()).toHaveLength(2);
    const periods = screen.getByRole('radiogroup', { name: '统计期数' });
    expect(within(periods).getByRole('radio', { checked: true }).textContent).toBe('近30期');

    await act(async () => {
      fireEvent.click(within(periods).getByRole('radio', { name: '近100期' }));
    });
    expect(await historyRows()).toHaveLength(6);
    expect(router.state.location.search).toBe('?period=100');
    expect(api.callsTo(analyticsCall).map((call) => call.params.get('period'))).toEqual([
      '30',
      '100',
    ]);
    expect(within(periods).getByRole('radio', { checked: true }).textContent).toBe('近100期');

    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '特码尾数' }));
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/game/110/analytic/special/last-number'),
    );
    expect(router.state.location.search).toBe('?period=100');
    expect(await screen.findByRole('table', { name: '尾数遗漏' })).toBeDefined();
    // The same answer serves every tab: no new call.
    expect(api.callsTo(analyticsCall)).toHaveLength(2);
  });

  it('shows a skeleton while loading, 暂无数据 without draws, and a failure with 重新加载', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = fakeApi({
      [analyticsCall]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderAccountRoute('/game/110/analytic/special/history');
    expect(await screen.findByLabelText('数据加载中')).toBeDefined();
    await act(async () => {
      answer(answerOf([]));
    });
    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(screen.queryByLabelText('数据加载中')).toBeNull();

    api.route(analyticsCall, () => apiError(500, 'SYS/INTERNAL', '系统错误。请再试一次'));
    renderAccountRoute('/game/110/analytic/special/history');
    expect(await screen.findByText('系统错误。请再试一次')).toBeDefined();
    api.route(analyticsCall, () => answerOf(sixDraws));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    });
    expect(await historyRows()).toHaveLength(6);
  });
});
