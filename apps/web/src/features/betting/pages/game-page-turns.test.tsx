import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { betResult, betStatus, bettingPaths } from '@lottery/contracts';
import type { PlaceSlipBody } from '@lottery/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { setUpPageTests } from '../../../test/toasts';
import { useSlipStore } from '../model/use-slip-store';
import { lotteryInfoAt, openTurnNum, orderOf } from '../testing/betting-fixtures';
import { api, bettingServer, pushInfo } from '../testing/betting-server';

vi.mock('../../../lib/draws/socket/use-draw-socket', async () => {
  const { drawSocket } = await import('../testing/betting-server');
  return {
    useDrawPushes: (_gameId: number, onPush: (typeof drawSocket)['listener']) => {
      drawSocket.listener = onPush;
    },
  };
});

const { lastToast } = setUpPageTests();

// The page's clock and polls run on fake timers that the tests move; they also pass on their
// own (shouldAdvanceTime), so the testing library's waits still work.
beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});

afterEach(() => {
  vi.useRealTimers();
  useSlipStore.setState({ slips: {} });
});

const place = `POST ${api(bettingPaths.place)}`;
const turnOrders = `GET ${api(bettingPaths.turnOrders)}`;
const moneyCheck = 'GET /app-api/api/user/money/check';

const tap = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const strip = () => screen.getByRole('region', { name: '本期信息' });
const slipSheet = () => screen.getByRole('dialog', { name: '投注单' });

const openWithPick = async () => {
  renderAccountRoute('/game/110');
  const group = await screen.findByRole('group', { name: '特码选项' });
  await tap(within(group).getByRole('button', { name: '07' }));
  await tap(screen.getByRole('button', { name: '投注单' }));
  fireEvent.change(within(slipSheet()).getByRole('textbox', { name: '单注金额' }), {
    target: { value: '10' },
  });
};

describe('the turn closing while the slip is open', () => {
  it('says 本期已封盘，请等待下一期, keeps the slip, and places on the next turn once it opens', async () => {
    const server = bettingServer({ info: lotteryInfoAt(Date.now(), { closeIn: 30_000 }) });
    await openWithPick();

    await advance(31_000);

    expect(lastToast()).toBe('本期已封盘，请等待下一期');
    expect(within(slipSheet()).getByRole('alert').textContent).toBe('本期已封盘，请等待下一期');
    const closed = within(slipSheet()).getByRole('button', { name: '已封盘' });
    expect(closed.hasAttribute('disabled')).toBe(true);
    expect(within(strip()).getByText('已封盘')).toBeDefined();
    expect(within(slipSheet()).getByRole('listitem', { name: '特码 07' })).toBeDefined();

    // The draw, then the next turn opens (the socket's push).
    const next = lotteryInfoAt(Date.now(), {
      cur: { turnNum: '2026101' },
      pre: { turnNum: openTurnNum, openNum: '03,15,22,30,41,44,07' },
    });
    server.state.info = next;
    await act(async () => pushInfo(next));

    await tap(within(slipSheet()).getByRole('button', { name: '确认下注' }));
    const summary = await screen.findByTestId('confirm-summary');
    expect(summary.textContent).toContain('第2026101期');
    const dialog = summary.closest('.adm-center-popup-wrap') as HTMLElement;
    await tap(within(dialog).getByRole('button', { name: '确认下注' }));

    await waitFor(() => expect(server.callsTo(place)).toHaveLength(1));
    expect((server.callsTo(place)[0]?.json as PlaceSlipBody).turnNum).toBe('2026101');
  });

  it('closes the confirmation when its turn closes', async () => {
    bettingServer({ info: lotteryInfoAt(Date.now(), { closeIn: 20_000 }) });
    await openWithPick();
    await tap(within(slipSheet()).getByRole('button', { name: '确认下注' }));
    expect(await screen.findByTestId('confirm-summary')).toBeDefined();

    await advance(21_000);

    expect(screen.queryByTestId('confirm-summary')).toBeNull();
    expect(lastToast()).toBe('本期已封盘，请等待下一期');
  });
});

describe('after the draw of a turn the member bet on', () => {
  it('streams the balls in, then reads the balance and polls the orders until paid', async () => {
    const info = lotteryInfoAt(Date.now(), { closeIn: 5_000 });
    const closeTime = info.cur.closeTime ?? 0;
    const order = orderOf({ turnNum: openTurnNum, betEndTime: closeTime });
    const server = bettingServer({ info, orders: [order], money: 990_000 });
    renderAccountRoute('/game/110');
    const list = await screen.findByRole('list', { name: '本期注单' });
    expect(within(list).getByText('可撤销')).toBeDefined();
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('1,224.56'));
    await advance(6_000);
    expect(within(list).getByText('未开奖')).toBeDefined();

    // The draw streams in ball by ball.
    await act(async () =>
      pushInfo(
        lotteryInfoAt(Date.now(), {
          cur: { closeTime },
          pre: { turnNum: openTurnNum, openNum: '07,12', isStreaming: 1 },
        }),
      ),
    );
    await waitFor(() => expect(within(strip()).getByText('开奖中')).toBeDefined());
    expect([...strip().querySelectorAll('[data-ball]')].map((ball) => ball.textContent)).toEqual([
      '07',
      '12',
    ]);
    const balanceReads = server.callsTo(moneyCheck).length;

    // The final result, and the next turn; settlement has not reached the order yet.
    const drawn = lotteryInfoAt(Date.now(), {
      cur: { turnNum: '2026101' },
      pre: { turnNum: openTurnNum, openNum: '03,15,22,30,41,44,07' },
    });
    server.state.info = drawn;
    await act(async () => pushInfo(drawn));

    const last = await screen.findByRole('list', { name: '上期注单' });
    await waitFor(() => expect(server.callsTo(moneyCheck).length).toBe(balanceReads + 1));
    expect(within(last).getByText('未开奖')).toBeDefined();

    // Settled: 10 yuan on 07 at 48.8 won.
    const reads = server.callsTo(turnOrders).length;
    Object.assign(order, { status: betStatus.settled, result: betResult.won, reward: 488_000 });
    server.state.money += 488_000;
    await advance(2_000);

    await waitFor(() => expect(within(last).getByText('已派奖')).toBeDefined());
    expect(within(last).getByText('+488.00')).toBeDefined();
    expect(server.callsTo(turnOrders).length).toBeGreaterThan(reads);
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('1,712.56'));

    // Settled: no more polls.
    const settledReads = server.callsTo(turnOrders).length;
    await advance(6_000);
    expect(server.callsTo(turnOrders).length).toBe(settledReads);
  });

  it('stops polling after 60 s when the orders stay pending', async () => {
    const order = orderOf({ turnNum: openTurnNum });
    const server = bettingServer({ orders: [order] });
    renderAccountRoute('/game/110');
    await screen.findByRole('list', { name: '本期注单' });
    const drawn = lotteryInfoAt(Date.now(), {
      cur: { turnNum: '2026101' },
      pre: { turnNum: openTurnNum, openNum: '03,15,22,30,41,44,07' },
    });
    server.state.info = drawn;
    await act(async () => pushInfo(drawn));
    await screen.findByRole('list', { name: '上期注单' });

    await advance(62_000);
    const reads = server.callsTo(turnOrders).length;
    await advance(10_000);

    expect(server.callsTo(turnOrders).length).toBe(reads);
  });
});
