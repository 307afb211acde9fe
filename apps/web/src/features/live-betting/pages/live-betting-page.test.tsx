import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultTheme, liveReportPaths } from '@lottery/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { useThemeStore } from '../../../themes/use-theme-store';
import { apiError } from '../../../test/fake-api';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';
import { api, liveReportServer, roundOf } from '../testing/live-report-server';

setUpPageTests();
setUpInfiniteScrollTests();

const reportCall = `GET ${api(liveReportPaths.gameReportList)}`;
const roundsCall = `GET ${api(liveReportPaths.br)}`;

/** 2026-03-10 17:30 UTC: 2026-03-11 01:30 in UTC+8, so "today" is the 11th. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 2, 10, 17, 30));
});

afterEach(() => {
  vi.useRealTimers();
});

const tableRows = async () => {
  const table = await screen.findByRole('table', { name: '娱乐场报表' });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
};

describe('/live-betting', () => {
  it('asks for every platform over the last 7 days, zeros included, with a 合计 row', async () => {
    const fake = liveReportServer({
      report: [
        { gameCode: 'AG', gameName: 'AG视讯', betAmount: 300_000, winAmount: -50_000, betCount: 3 },
        {
          gameCode: 'HLDZ',
          gameName: '欢乐电子',
          betAmount: 20_500,
          winAmount: 1_250,
          betCount: 2,
        },
      ],
    });
    renderAccountRoute('/live-betting');

    expect(await tableRows()).toEqual([
      ['游戏', '投注金额', '输赢'],
      ['AG视讯', '300.00', '-50.00'],
      ['XG真人', '0.00', '0.00'],
      ['欢乐电子', '20.50', '+1.25'],
      ['合计', '320.50', '-48.75'],
    ]);
    const [call] = fake.callsTo(reportCall);
    expect(Object.fromEntries(call!.params)).toEqual({
      gameCodes: 'AG,XGLIVE,HLDZ',
      startDate: '2026-03-05',
      endDate: '2026-03-11',
    });
  });

  it('does not search without platforms', async () => {
    const fake = liveReportServer({ games: [] });
    renderAccountRoute('/live-betting');

    expect(await screen.findByText('暂无数据')).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    });
    expect(fake.callsTo(reportCall)).toHaveLength(0);
  });

  it('searches again with 搜索', async () => {
    const fake = liveReportServer();
    renderAccountRoute('/live-betting');
    await screen.findByRole('table', { name: '娱乐场报表' });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    });
    await waitFor(() => expect(fake.callsTo(reportCall)).toHaveLength(2));
  });

  it('opens the rounds of a row with bets, and not of a row of zeros', async () => {
    const fake = liveReportServer({
      report: [
        { gameCode: 'AG', gameName: 'AG视讯', betAmount: 0, winAmount: 95_000, betCount: 1 },
      ],
      rounds: [roundOf(1), roundOf(2, { status: 'open', payoutAmount: 0, winAmount: 0 })],
    });
    const { router } = renderAccountRoute('/live-betting');
    const table = await screen.findByRole('table', { name: '娱乐场报表' });

    expect(within(table).queryByRole('link', { name: /XG真人/ })).toBeNull();
    expect(within(table).queryByRole('link', { name: /合计/ })).toBeNull();
    await act(async () => {
      fireEvent.click(within(table).getByRole('link', { name: /AG视讯/ }));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/live-betting-detail'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      gameCode: 'AG',
      startDate: '2026-03-05',
      endDate: '2026-03-11',
    });
    expect(await screen.findByRole('heading', { name: 'AG视讯' })).toBeDefined();
    expect(screen.getByText('2026-03-05 至 2026-03-11')).toBeDefined();
    expect(fake.callsTo(roundsCall)[0]?.params.get('gameCode')).toBe('AG');
  });

  it("shows the report's error on the page", async () => {
    liveReportServer({
      routes: {
        [reportCall]: () => apiError(400, 'REPORT/RANGE_TOO_LONG', '查询范围不能超过31天'),
      },
    });
    renderAccountRoute('/live-betting');
    expect((await screen.findByRole('alert')).textContent).toContain('查询范围不能超过31天');
  });

  it("shows the platforms' error on the page, and loads again", async () => {
    let fail = true;
    const fake = liveReportServer({
      routes: {
        [`GET ${api(liveReportPaths.allLiveGames)}`]: () =>
          fail ? apiError(503, 'LIVE/maintenance', '游戏维护中') : [{ code: 'AG', name: 'AG视讯' }],
      },
    });
    renderAccountRoute('/live-betting');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('游戏维护中');
    expect(fake.callsTo(reportCall)).toHaveLength(0);

    fail = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    });
    expect(await tableRows()).toContainEqual(['AG视讯', '0.00', '0.00']);
  });
});

describe('/live-betting-detail', () => {
  const detail = '/live-betting-detail?gameCode=AG&startDate=2026-03-01&endDate=2026-03-07';

  it('reads the platform and the range from the query, 20 rounds a page', async () => {
    const fake = liveReportServer({
      rounds: [
        roundOf(1, { status: 'open', payoutAmount: 0, winAmount: 0, gameName: '龙虎斗' }),
        ...Array.from({ length: 24 }, (_, index) => roundOf(index + 2)),
      ],
    });
    renderAccountRoute(detail);

    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'AG视讯' })).toBeDefined();
    expect(screen.getByText('2026-03-01 至 2026-03-07')).toBeDefined();
    const calls = fake.callsTo(roundsCall).map((call) => Object.fromEntries(call.params));
    expect(calls).toEqual([
      { gameCode: 'AG', startDate: '2026-03-01', endDate: '2026-03-07', page: '1', rows: '20' },
      { gameCode: 'AG', startDate: '2026-03-01', endDate: '2026-03-07', page: '2', rows: '20' },
    ]);
    const rounds = within(screen.getByRole('list', { name: '注单明细' })).getAllByRole('listitem');
    expect(rounds).toHaveLength(25);
    expect(rounds[0]?.textContent).toContain('龙虎斗');
    expect(rounds[0]?.textContent).toContain('未结算');
    expect(rounds[0]?.textContent).toContain('2026-03-08 11:59:00');
    expect(rounds[1]?.textContent).toContain('已结算');
    expect(rounds[1]?.textContent).toContain('195.00');
    expect(rounds[1]?.textContent).toContain('+95.00');
  });

  it('says 暂无数据 for a platform without rounds', async () => {
    liveReportServer();
    renderAccountRoute(detail);
    expect(await screen.findByText('暂无数据')).toBeDefined();
  });

  it.each([
    ['/live-betting-detail', '缺少游戏平台或查询日期，请从娱乐场明细重新进入'],
    ['/live-betting-detail?gameCode=AG', '缺少游戏平台或查询日期，请从娱乐场明细重新进入'],
    [
      '/live-betting-detail?gameCode=AG&startDate=2026-03-07&endDate=2026-03-01',
      '结束日期不能早于开始日期',
    ],
    ['/live-betting-detail?gameCode=AG&startDate=2026-02-30&endDate=2026-03-01', '日期不存在'],
    [
      '/live-betting-detail?gameCode=A%20G&startDate=2026-03-01&endDate=2026-03-02',
      '游戏平台不存在',
    ],
  ])('explains a bad link %s without calling', async (path, message) => {
    const fake = liveReportServer();
    renderAccountRoute(path);
    expect(await screen.findByText('链接参数有误')).toBeDefined();
    expect(screen.getByText(message)).toBeDefined();
    expect(fake.callsTo(roundsCall)).toHaveLength(0);
  });

  it("shows the rounds' error on the page", async () => {
    liveReportServer({
      routes: { [roundsCall]: () => apiError(400, 'REPORT/DATE_FUTURE', '日期不能晚于今天') },
    });
    renderAccountRoute(detail);
    expect((await screen.findByRole('alert')).textContent).toContain('日期不能晚于今天');
  });
});

describe('/report/live-betting (theme2)', () => {
  afterEach(() => {
    useThemeStore.setState({ name: defaultTheme });
  });

  it('shows the report under the report tabs', async () => {
    useThemeStore.setState({ name: 'theme2' });
    liveReportServer();
    renderAccountRoute('/report/live-betting');

    const tabs = await screen.findByRole('navigation', { name: '报表' });
    expect(within(tabs).getByRole('link', { name: '娱乐场明细' }).className).toMatch(/active/);
    expect(within(tabs).getByRole('link', { name: '投注记录' })).toBeDefined();
    expect(await screen.findByRole('table', { name: '娱乐场报表' })).toBeDefined();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });
});
