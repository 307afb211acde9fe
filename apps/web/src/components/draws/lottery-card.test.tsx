import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DrawPush, LotteryInfo } from '@lottery/contracts';
import { apiError, fakeApi, file } from '../../test/fake-api';
import { setUpPageTests } from '../../test/toasts';
import { LotteryCard } from './lottery-card';

const pushes = vi.hoisted(() => ({
  listener: undefined as ((push: DrawPush) => void) | undefined,
}));
vi.mock('../../lib/draws/socket/use-draw-socket', () => ({
  useDrawPushes: (_gameId: number, onPush: (push: DrawPush) => void) => {
    pushes.listener = onPush;
  },
}));

setUpPageTests({ signedIn: false });

const start = Date.parse('2026-11-22T13:00:00Z');
/** 2026-11-22 is in the lunar year of the horse (2026): balls 1 and 49 are 马. */
const seven = '01,12,23,34,45,46,49';

const infoAt = (
  serverTime: number,
  pre: Partial<LotteryInfo['pre']>,
  cur: Partial<LotteryInfo['cur']> = {},
  planTime: number | null = start + 60_000,
): LotteryInfo => ({
  gameId: 71,
  gameName: '极速六合彩',
  serverTime,
  cur: {
    turnNum: '20261122-1261',
    closeTime: start + 30_000,
    liveUrl: '',
    commitment: 'c',
    ...cur,
  },
  pre: {
    turnNum: '20261122-1260',
    openNum: seven,
    isStreaming: 0,
    openTime: start - 60_000,
    liveUrl: '',
    revealTimes: [0, 1, 2, 3, 4, 5, 6].map((i) => start - 60_000 + i * 3000),
    ...pre,
  },
  plan: { turnNum: cur.turnNum ?? '20261122-1261', planTime },
});

const pushOf = (info: LotteryInfo): DrawPush => ({
  command: 'push',
  type: 'RESULT',
  gameId: info.gameId,
  turnNum: info.pre.turnNum,
  openNum: info.pre.openNum,
  liveUrl: info.pre.liveUrl,
  isStreaming: info.pre.isStreaming,
  pre: info.pre,
  cur: info.cur,
  plan: info.plan,
  serverTime: info.serverTime,
});

const renderCard = async (livestreamUrl = '', gameId = 71) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <LotteryCard gameId={gameId} gameName="极速六合彩" livestreamUrl={livestreamUrl} />
        ),
      },
      { path: '*', element: <h1>别处</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(10));
  return screen.getByRole('region', { name: '极速六合彩开奖' });
};

const ballTexts = (card: HTMLElement) =>
  [...card.querySelectorAll('[data-ball]')].map((ball) => ball.textContent);

describe('the result card', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
    pushes.listener = undefined;
  });

  it('shows the last result with colours and zodiacs, and counts down to the next draw', async () => {
    const api = fakeApi({
      'GET /sys-upload/data/json/lottery/openInfo_71.json': () => file(infoAt(start, {})),
      'GET /app-api/lottery/openInfo': () => infoAt(Date.now(), {}),
    });
    const card = await renderCard();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(ballTexts(card)).toEqual(['01', '12', '23', '34', '45', '46', '49']);
    expect(card.querySelector('[data-ball="1"]')?.className).toMatch(/red/);
    expect(card.querySelector('[data-ball="49"]')?.className).toMatch(/green/);
    expect(within(card).getAllByText('马')).toHaveLength(2);
    expect(within(card).getByText('第20261122-1260期')).toBeDefined();
    expect(within(card).getByRole('status').textContent).toBe('第20261122-1261期 距开奖 00:01:00');

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(within(card).getByRole('status').textContent).toBe('第20261122-1261期 距开奖 00:00:45');
    expect(within(card).getByRole('button', { name: '开奖回放' })).toBeDefined();
    expect(within(card).getByRole('link', { name: '开奖记录' }).getAttribute('href')).toBe(
      '/lottery-history/71',
    );
    expect(within(card).getByRole('link', { name: '历史开奖' }).getAttribute('href')).toBe(
      '/lottery-history/71?type=live-lottery',
    );
    expect(within(card).getByRole('link', { name: '进入游戏' }).getAttribute('href')).toBe(
      '/game/71',
    );
    expect(within(card).getByRole('link', { name: '数据分析' }).getAttribute('href')).toBe(
      '/game/71/analytic',
    );
    // Counting down, the card leaves the rest to the socket: one read of the file.
    expect(api.callsTo('GET /sys-upload/data/json/lottery/openInfo_71.json')).toHaveLength(1);
  });

  it('counts on the server clock, resynced every 60 s', async () => {
    // The server is 10 s ahead of the phone.
    const api = fakeApi({
      'GET /sys-upload/data/json/lottery/openInfo_71.json': () => file(infoAt(start, {})),
      'GET /app-api/lottery/openInfo': () => infoAt(Date.now() + 10_000, {}),
    });
    const card = await renderCard();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(card).getByRole('status').textContent).toBe('第20261122-1261期 距开奖 00:00:49');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.callsTo('GET /app-api/lottery/openInfo')).toHaveLength(2);
  });

  it('streams a draw pushed by the socket, polls every 3 s, then shows the result and the next turn', async () => {
    let served = infoAt(start, {});
    const api = fakeApi({
      'GET /sys-upload/data/json/lottery/openInfo_71.json': () => file(served),
      'GET /app-api/lottery/openInfo': () => infoAt(Date.now(), {}),
    });
    const card = await renderCard();
    await act(() => vi.advanceTimersByTimeAsync(10));
    const fileReads = () =>
      api.callsTo('GET /sys-upload/data/json/lottery/openInfo_71.json').length;

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const streaming = infoAt(
      Date.now(),
      {
        turnNum: '20261122-1261',
        openNum: '07,18',
        isStreaming: 1,
        openTime: start + 60_000,
        revealTimes: [start + 60_000, start + 63_000],
      },
      { turnNum: '20261122-1262', closeTime: null, commitment: null },
      start + 120_000,
    );
    served = streaming;
    await act(async () => {
      pushes.listener?.(pushOf(streaming));
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(card.dataset.phase).toBe('streaming');
    expect(within(card).getByText('开奖中，号码陆续揭晓…')).toBeDefined();
    expect(ballTexts(card)).toEqual(['07', '18']);
    expect(within(card).getAllByText('?')).toHaveLength(5);
    expect(within(card).getByRole('button', { name: '观看开奖' })).toBeDefined();

    const before = fileReads();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(fileReads()).toBe(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(fileReads()).toBe(before + 2);

    // The poll brings the final result; the next turn is not open yet.
    served = infoAt(
      Date.now(),
      { turnNum: '20261122-1261', openNum: seven, openTime: start + 60_000 },
      { turnNum: '20261122-1262', closeTime: null, commitment: null },
      start + 120_000,
    );
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(card.dataset.phase).toBe('waiting');
    expect(ballTexts(card)).toHaveLength(7);
    expect(within(card).getByRole('status').textContent).toBe('开奖完成，等待下一期开盘');

    // Still polling for the new turn; it opens.
    served = infoAt(
      Date.now(),
      { turnNum: '20261122-1261', openNum: seven, openTime: start + 60_000 },
      { turnNum: '20261122-1262', closeTime: start + 90_000 },
      start + 120_000,
    );
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(card.dataset.phase).toBe('countdown');
    expect(within(card).getByRole('status').textContent).toMatch(
      /^第20261122-1262期 距开奖 00:00:/,
    );
    const settled = fileReads();
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(fileReads()).toBe(settled);
  });

  it('stops waiting for a new turn after 300 s', async () => {
    const waiting = infoAt(
      start,
      {},
      { turnNum: '20261122-1261', closeTime: null, commitment: null },
      start + 3_600_000,
    );
    const api = fakeApi({
      'GET /sys-upload/data/json/lottery/openInfo_71.json': () => file(waiting),
      'GET /app-api/lottery/openInfo': () => ({ ...waiting, serverTime: Date.now() }),
    });
    await renderCard();
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    const reads = api.callsTo('GET /sys-upload/data/json/lottery/openInfo_71.json').length;
    expect(reads).toBeGreaterThanOrEqual(99);
    expect(reads).toBeLessThanOrEqual(102);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.callsTo('GET /sys-upload/data/json/lottery/openInfo_71.json')).toHaveLength(reads);
  });

  it('ignores an older answer that crosses a newer push', async () => {
    fakeApi({
      'GET /sys-upload/data/json/lottery/openInfo_71.json': () => file(infoAt(start, {})),
      'GET /app-api/lottery/openInfo': () => infoAt(Date.now(), {}),
    });
    const card = await renderCard();
    await act(() => vi.advanceTimersByTimeAsync(10));
    const newer = infoAt(start + 5000, {
      turnNum: '20261122-1260',
      openNum: '02,03,04,05,06,07,08',
    });
    await act(async () => {
      pushes.listener?.(pushOf(newer));
      await vi.advanceTimersByTimeAsync(1);
    });
    window.dispatchEvent(new Event('online'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(ballTexts(card)[0]).toBe('02');
  });

  it('says 暂无数据 and 暂无视频，请稍候 when the draw cannot be read', async () => {
    fakeApi({
      'GET /sys-upload/data/json/lottery/openInfo_71.json': () =>
        apiError(500, 'SYS/INTERNAL', '系统繁忙'),
      'GET /app-api/lottery/openInfo': () => apiError(500, 'SYS/INTERNAL', '系统繁忙'),
    });
    const card = await renderCard();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(card).getByText('暂无数据')).toBeDefined();
    expect(within(card).getByText('暂无视频，请稍候')).toBeDefined();
  });

  it('offers game 110 its live stream at 20:30', async () => {
    fakeApi({
      'GET /sys-upload/data/json/lottery/openInfo_110.json': () =>
        file({ ...infoAt(start, {}), gameId: 110 }),
      'GET /app-api/lottery/openInfo': () => ({ ...infoAt(Date.now(), {}), gameId: 110 }),
    });
    const card = await renderCard('https://live.example/macau', 110);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(within(card).getByRole('button', { name: '开奖直播 20:30' })).toBeDefined();
  });
});
