import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDaysTo } from '@lottery/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError } from '../../../test/fake-api';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';
import { useThemeStore } from '../../../themes/use-theme-store';
import {
  dayReportKey,
  gameReportKey,
  historyListKey,
  orderOf,
  recordsServer,
  today,
  todayListKey,
} from '../testing/records-server';

setUpPageTests();
setUpInfiniteScrollTests();

const initialTheme = useThemeStore.getState().name;
afterEach(() => {
  useThemeStore.setState({ name: initialTheme });
});

const tap = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const games = [
  {
    gameId: 110,
    gameName: '澳门六合彩',
    bettingMoney: 50_000,
    winOrcloseMoney: 438_000,
    betCount: 5,
  },
  {
    gameId: 70,
    gameName: '香港六合彩',
    bettingMoney: 20_000,
    winOrcloseMoney: -20_000,
    betCount: 2,
  },
];

describe('/lottery-record', () => {
  it('groups the last 7 days by game, with totals, each game opening its bet list', async () => {
    const server = recordsServer({ games, orders: [orderOf({ gameId: 70 })] });
    const { router } = renderAccountRoute('/lottery-record');

    const report = await screen.findByRole('region', { name: '彩种报表' });
    const links = within(report).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      '澳门六合彩，笔数5，投注金额50.00，输赢+438.00',
      '香港六合彩，笔数2，投注金额20.00，输赢-20.00',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/bet-list?gameId=110',
      '/bet-list?gameId=70',
    ]);
    const asked = server.callsTo(gameReportKey)[0]!.params;
    expect([asked.get('startDate'), asked.get('endDate')]).toEqual([
      addDaysTo(today(), -6),
      today(),
    ]);
    // The total: 7 orders, 70.00 staked, +418.00.
    expect(within(report).getByLabelText('合计，笔数7，投注金额70.00，输赢+418.00')).toBeDefined();

    await tap(links[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bet-list'));
    await waitFor(() => expect(server.callsTo(todayListKey)[0]?.params.get('gameId')).toBe('70'));
  });

  it('switches to today and to the last 31 days', async () => {
    const server = recordsServer({ games });
    renderAccountRoute('/lottery-record');
    await screen.findByRole('region', { name: '彩种报表' });

    await tap(screen.getByRole('tab', { name: '今天' }));
    await waitFor(() => expect(server.callsTo(gameReportKey)).toHaveLength(2));
    await tap(screen.getByRole('tab', { name: '近31天' }));
    await waitFor(() => expect(server.callsTo(gameReportKey)).toHaveLength(3));
    const ranges = server
      .callsTo(gameReportKey)
      .map((call) => [call.params.get('startDate'), call.params.get('endDate')]);
    expect(ranges.slice(1)).toEqual([
      [today(), today()],
      [addDaysTo(today(), -30), today()],
    ]);
  });

  it('says 暂无数据 without orders, and shows a failure with 重新加载', async () => {
    let fail = true;
    recordsServer({
      routes: {
        [gameReportKey]: () =>
          fail
            ? apiError(500, 'SYS/ERROR', '服务器繁忙')
            : { data: [], total: { bettingMoney: 0, winOrcloseMoney: 0, betCount: 0 } },
      },
    });
    renderAccountRoute('/lottery-record');
    expect(await screen.findByText('服务器繁忙')).toBeDefined();
    fail = false;
    await tap(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无数据')).toBeDefined();
  });

  it('lists the games without links on theme3, which has no bet list', async () => {
    useThemeStore.setState({ name: 'theme3' });
    recordsServer({ games });
    renderAccountRoute('/lottery-record');
    const report = await screen.findByRole('region', { name: '彩种报表' });
    expect(within(report).queryAllByRole('link')).toHaveLength(0);
    expect(within(report).getByText('香港六合彩')).toBeDefined();
  });
});

describe('/lottery-record-history', () => {
  it('lists the last 31 days; a day opens its orders and an order its detail', async () => {
    const day = addDaysTo(today(), -1);
    const server = recordsServer({
      days: [{ statTime: day, bettingMoney: 10_000, winOrcloseMoney: -10_000, betCount: 1 }],
      dayOrders: { [day]: [orderOf({ orderNo: 'H00000001', betInfo: '特码 44' })] },
    });
    renderAccountRoute('/lottery-record-history');

    expect(await screen.findByRole('heading', { level: 1, name: '历史购彩记录' })).toBeDefined();
    const dayRow = await screen.findByRole('button', { name: new RegExp(`^${day}`) });
    const asked = server.callsTo(dayReportKey)[0]!.params;
    expect([asked.get('startDate'), asked.get('endDate')]).toEqual([
      addDaysTo(today(), -30),
      today(),
    ]);

    await tap(dayRow);
    await screen.findByText('没有更多数据了');
    expect(server.callsTo(historyListKey)[0]?.params.get('date')).toBe(day);
    await tap(within(screen.getByRole('list', { name: day })).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: '注单详情' });
    expect(within(sheet).getByText('H00000001')).toBeDefined();
  });

  it('says 暂无数据 for a month without orders', async () => {
    recordsServer();
    renderAccountRoute('/lottery-record-history');
    expect(await screen.findByText('暂无数据')).toBeDefined();
  });
});
