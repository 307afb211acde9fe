import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatOpenNum } from '@lottery/contracts';
import type { HistoryGroups, HistoryRow, LotteryInfo } from '@lottery/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError, fakeApi } from '../../../test/fake-api';
import type { FakeCall } from '../../../test/fake-api';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';

const { toastShow } = setUpPageTests({ signedIn: false });

setUpInfiniteScrollTests();

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const dayMs = 86_400_000;
/** 2026-11-22 21:32 in Shanghai (a Sunday; lunar year 2026, 马). */
const newest = Date.UTC(2026, 10, 22, 13, 32);

/** One draw a day going back from `newest`; the first two have the numbers the tests look at. */
const drawsOf = (count: number, from = newest, firstTurn = 327): HistoryRow[] =>
  Array.from({ length: count }, (_, index) => ({
    gameId: 110,
    turnNum: `2026${String(firstTurn - index).padStart(3, '0')}`,
    openNum: formatOpenNum(
      index === 0
        ? [3, 8, 11, 24, 36, 42, 27]
        : index === 1
          ? [2, 3, 4, 5, 7, 8, 49]
          : [2, 3, 4, 5, 7, 8, (index % 40) + 9],
    ),
    openTime: from - index * dayMs,
    source: 'generator',
  }));

const openInfo = (gameName: string): LotteryInfo => ({
  gameId: 110,
  gameName,
  serverTime: newest,
  cur: { turnNum: '2026328', closeTime: newest + dayMs, liveUrl: '', commitment: null },
  pre: {
    turnNum: '2026327',
    openNum: '01,12,23,34,45,06,49',
    isStreaming: 0,
    openTime: newest,
    liveUrl: '',
    revealTimes: [],
  },
  plan: { turnNum: '2026328', planTime: newest + dayMs },
});

const groups: HistoryGroups = [
  { year: 2026, count: 25, months: [{ month: 11, count: 25 }] },
  { year: 2025, count: 3, months: [{ month: 12, count: 3 }] },
];

/** The lottery calls on the fake server: `byYear` holds each year's draws, newest first. */
const lottery = (byYear: Record<number, HistoryRow[]>) => {
  const history = ({ params }: FakeCall) => {
    const year = params.get('year');
    const rows = year
      ? (byYear[Number(year)] ?? [])
      : Object.keys(byYear)
          .sort()
          .reverse()
          .flatMap((key) => byYear[Number(key)]!);
    const page = Number(params.get('page'));
    const size = Number(params.get('rows'));
    return { data: rows.slice((page - 1) * size, page * size), totalCount: rows.length };
  };
  return fakeApi({
    'GET /app-api/lottery/openInfo': () => openInfo('新澳门六合彩'),
    'GET /app-api/lottery/history': history,
    'GET /app-api/lottery/history/group': () => groups,
  });
};

/** The rows of the list (each has its own list of balls inside). */
const drawRows = () =>
  [...screen.getByRole('list', { name: '开奖记录列表' }).children] as HTMLElement[];
const ballsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('listitem')
    .map((slot) => slot.textContent);
const historyCalls = (api: ReturnType<typeof fakeApi>) =>
  api
    .callsTo('GET /app-api/lottery/history')
    .map((call) => Object.fromEntries(call.params.entries()));

describe('/lottery-history/:gameId', () => {
  it('lists the draws with time, colours, zodiacs and the special number’s facts', async () => {
    lottery({ 2026: drawsOf(3) });
    renderAccountRoute('/lottery-history/110');

    expect(await screen.findByRole('heading', { name: '新澳门六合彩开奖记录' })).toBeDefined();
    await screen.findByText('没有更多数据了');
    const [first, second] = drawRows();
    const row = within(first!);
    expect(row.getByText('第2026327期')).toBeDefined();
    expect(row.getByText('2026-11-22 21:32 星期日')).toBeDefined();
    // Lunar year 2026 is 马: ball 1, 13, 25, 37 and 49 are 马, the rest count backwards from it.
    expect(ballsOf(first!)).toEqual(['03龙', '08猪', '11猴', '24羊', '36羊', '42牛', '27龙']);
    const colorOf = (n: number) => first!.querySelector(`[data-ball="${n}"]`)!.className;
    expect([3, 8, 11, 27].map(colorOf)).toEqual([
      expect.stringMatching(/blue/),
      expect.stringMatching(/red/),
      expect.stringMatching(/green/),
      expect.stringMatching(/green/),
    ]);
    // 特码 27: big, odd, green; 3 + 8 + 11 + 24 + 36 + 42 + 27 = 151.
    expect(first!.querySelector('p')?.textContent).toBe('特码大单绿波总和 151');
    expect(row.getByText('绿波').className).toMatch(/green/);
    expect(row.getByText('总和 151')).toBeDefined();
    // 特码 49 is 和 for big/small and odd/even.
    expect(within(second!).getByText('2026-11-21 21:32 星期六')).toBeDefined();
    expect(second!.querySelector('p')?.textContent).toBe('特码和和绿波总和 78');
  });

  it('names the zodiacs by the lunar year of the draw date, not of today', async () => {
    // 2026-01-10 is before the lunar new year (17 February 2026): still 2025, 蛇.
    lottery({ 2026: drawsOf(1, Date.UTC(2026, 0, 10, 13, 32)) });
    renderAccountRoute('/lottery-history/110');

    await screen.findByText('没有更多数据了');
    // In 蛇 2025 ball 3 is 兔 (in 马 2026 it would be 龙).
    expect(ballsOf(drawRows()[0]!)[0]).toBe('03兔');
  });

  it('loads 20 a page, asks for the next page, and ends with 没有更多数据了', async () => {
    const api = lottery({ 2026: drawsOf(25) });
    renderAccountRoute('/lottery-history/110');

    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    expect(drawRows()).toHaveLength(25);
    expect(historyCalls(api)).toEqual([
      { gameId: '110', page: '1', rows: '20' },
      { gameId: '110', page: '2', rows: '20' },
    ]);
  });

  it('filters by year: 全部 then each year, and the chosen year goes to the server', async () => {
    const api = lottery({
      2026: drawsOf(4),
      2025: drawsOf(3, Date.UTC(2025, 11, 30, 13, 32), 365).map((draw) => ({
        ...draw,
        turnNum: draw.turnNum.replace(/^2026/, '2025'),
      })),
    });
    renderAccountRoute('/lottery-history/110');
    const filter = await screen.findByRole('group', { name: '年份筛选' });
    await within(filter).findByRole('button', { name: '2025年' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['全部', '2026年', '2025年']);
    expect(within(filter).getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() => expect(drawRows()).toHaveLength(7));

    await act(async () => {
      fireEvent.click(within(filter).getByRole('button', { name: '2025年' }));
    });

    await waitFor(() => expect(drawRows()).toHaveLength(3));
    expect(within(drawRows()[0]!).getByText('第2025365期')).toBeDefined();
    expect(historyCalls(api).at(-1)).toEqual({
      gameId: '110',
      page: '1',
      rows: '20',
      year: '2025',
    });
    expect(
      within(filter).getByRole('button', { name: '2025年' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('says 暂无数据 when the game has no draws', async () => {
    lottery({});
    renderAccountRoute('/lottery-history/110');

    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(screen.queryByText('没有更多数据了')).toBeNull();
  });

  it('only logs a failed lottery call: 暂无数据, the plain title, no toast', async () => {
    fakeApi({
      'GET /app-api/lottery/openInfo': () => apiError(500, 'SYS/INTERNAL', '服务器错误'),
      'GET /app-api/lottery/history': () => apiError(500, 'SYS/INTERNAL', '服务器错误'),
      'GET /app-api/lottery/history/group': () => apiError(500, 'SYS/INTERNAL', '服务器错误'),
    });
    renderAccountRoute('/lottery-history/110');

    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(screen.getByRole('heading', { name: '开奖记录' })).toBeDefined();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(3));
    expect(toastShow()).not.toHaveBeenCalled();
  });

  it('shows a skeleton while the first page loads, titled 开奖记录 until the game is known', async () => {
    fakeApi({
      'GET /app-api/lottery/openInfo': () => new Promise(() => undefined),
      'GET /app-api/lottery/history': () => new Promise(() => undefined),
      'GET /app-api/lottery/history/group': () => new Promise(() => undefined),
    });
    renderAccountRoute('/lottery-history/110');

    expect(await screen.findByTestId('lottery-history-skeleton')).toBeDefined();
    expect(screen.getByRole('heading', { name: '开奖记录' })).toBeDefined();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('titles ?type=live-lottery 历史开奖, with the same list', async () => {
    lottery({ 2026: drawsOf(2) });
    renderAccountRoute('/lottery-history/110?type=live-lottery');

    expect(await screen.findByRole('heading', { name: '新澳门六合彩历史开奖' })).toBeDefined();
    await screen.findByText('没有更多数据了');
    expect(drawRows()).toHaveLength(2);
  });
});
