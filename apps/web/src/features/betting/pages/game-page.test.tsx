import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bettingPaths } from '@lottery/contracts';
import type { PlaceSlipBody } from '@lottery/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute, signOutForTest } from '../../../test/account-area';
import { apiError } from '../../../test/fake-api';
import { setUpPageTests } from '../../../test/toasts';
import { useSlipStore } from '../model/use-slip-store';
import { lastOpenNum, openTurnNum } from '../testing/betting-fixtures';
import { api, bettingServer } from '../testing/betting-server';

vi.mock('../../../lib/draws/socket/use-draw-socket', async () => {
  const { drawSocket } = await import('../testing/betting-server');
  return {
    useDrawPushes: (_gameId: number, onPush: (typeof drawSocket)['listener']) => {
      drawSocket.listener = onPush;
    },
  };
});

const { lastToast, toastShow } = setUpPageTests();

afterEach(() => {
  useSlipStore.setState({ slips: {} });
});

const place = `POST ${api(bettingPaths.place)}`;
const cancel = `POST ${api(bettingPaths.cancel)}`;

const optionGroup = (playName: string) => screen.getByRole('group', { name: `${playName}选项` });
const tap = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const pickIn = async (playName: string, ...labels: string[]) => {
  for (const label of labels) {
    await tap(within(optionGroup(playName)).getByRole('button', { name: label }));
  }
};
const count = () => screen.getByTestId('slip-count').textContent;
const total = () => screen.getByTestId('slip-total').textContent;
const slipSheet = () => screen.getByRole('dialog', { name: '投注单' });

/** Opens /game/110 and waits for the plays. */
const openGame = async (path = '/game/110') => {
  const view = renderAccountRoute(path);
  await screen.findByRole('group', { name: '特码选项' });
  return view;
};

const openSlipWith = async (amount: string) => {
  await tap(screen.getByRole('button', { name: '投注单' }));
  const sheet = slipSheet();
  fireEvent.change(within(sheet).getByRole('textbox', { name: '单注金额' }), {
    target: { value: amount },
  });
  return sheet;
};

const confirmSlip = async () => {
  await tap(within(slipSheet()).getByRole('button', { name: '确认下注' }));
};

const confirmDialog = () => screen.findByTestId('confirm-summary');

const confirmPlacing = async () => {
  const summary = await confirmDialog();
  const dialog = summary.closest('.adm-center-popup-wrap') as HTMLElement;
  await tap(within(dialog).getByRole('button', { name: '确认下注' }));
};

describe('/game/:id, the betting page', () => {
  it('shows the game, the open turn counting down, the last result and the odds', async () => {
    bettingServer();
    await openGame();

    expect(screen.getByRole('heading', { level: 1, name: '澳门六合彩' })).toBeDefined();
    expect(screen.getByRole('link', { name: '我的注单' }).getAttribute('href')).toBe('/bet-list');
    const strip = screen.getByRole('region', { name: '本期信息' });
    expect(within(strip).getByText(`第${openTurnNum}期`)).toBeDefined();
    expect(within(strip).getByRole('timer').textContent).toMatch(/距封盘00:(09|10):\d\d/);
    const balls = [...strip.querySelectorAll('[data-ball]')].map((ball) => ball.textContent);
    expect(balls.join(',')).toBe(lastOpenNum);
    expect(await within(strip).findByTestId('game-balance')).toBeDefined();
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('1,234.56'));
    // 特码's balls each with its odds.
    const seven = within(optionGroup('特码')).getByRole('button', { name: '07' });
    expect(seven.textContent).toBe('0748.8');
    expect(seven.querySelector('[data-ball="7"]')?.className).toMatch(/red/);
  });

  it('turns picks into bets and counts them, a 连码 pick into its combinations', async () => {
    bettingServer();
    await openGame();

    await pickIn('特码', '07', '12');
    expect(count()).toBe('2');
    await tap(screen.getByRole('tab', { name: '连码' }));
    await tap(screen.getByRole('button', { name: '三中二' }));
    // Both odds of 三中二 on each ball, and in the legend.
    expect(within(optionGroup('三中二')).getByRole('button', { name: '03' }).textContent).toBe(
      '03100 / 20',
    );
    expect(within(screen.getByRole('list', { name: '赔率' })).getByText('中三')).toBeDefined();
    await pickIn('三中二', '03', '15', '22', '30');
    // C(4, 3) = 4 combinations, plus the two 特码 bets.
    expect(count()).toBe('6');

    const sheet = await openSlipWith('10');
    expect(total()).toBe('60');
    expect(within(sheet).getByText('4注')).toBeDefined();
    expect(within(sheet).getByRole('listitem', { name: '三中二 03,15,22' }).textContent).toBe(
      '03,15,22@100/20',
    );
    expect(within(sheet).getByRole('listitem', { name: '特码 07' }).textContent).toBe('07@48.8');
  });

  it('shows a zodiac with its numbers for the year', async () => {
    bettingServer();
    await openGame();

    await tap(screen.getByRole('tab', { name: '特肖' }));
    // 2026, the horse's year: 马 is 01 13 25 37 49 and pays the year's odds.
    const horse = within(optionGroup('特肖')).getByRole('button', { name: '马' });
    expect(horse.textContent).toBe('马01 13 25 37 499.5');
    expect(within(optionGroup('特肖')).getByRole('button', { name: '羊' }).textContent).toBe(
      '羊12 24 36 4811.8',
    );
  });

  it.each([
    ['', '请输入投注金额'],
    ['0', '投注金额必须大于0'],
    ['10.5', '投注金额必须是整数'],
    ['6000', '单注金额须在1至5000元之间'],
  ])('refuses the amount 「%s」 with 「%s」 and sends nothing', async (amount, message) => {
    const server = bettingServer();
    await openGame();
    await pickIn('特码', '07');

    await openSlipWith(amount);
    await confirmSlip();

    expect(lastToast()).toBe(message);
    expect(screen.queryByTestId('confirm-summary')).toBeNull();
    expect(server.callsTo(place)).toHaveLength(0);
  });

  it('says what an incomplete 连码 pick lacks', async () => {
    const server = bettingServer();
    await openGame();
    await tap(screen.getByRole('tab', { name: '连码' }));
    await tap(screen.getByRole('button', { name: '三中二' }));
    await pickIn('三中二', '03', '15');

    await openSlipWith('10');
    await confirmSlip();

    expect(lastToast()).toBe('三中二至少选择3个');
    expect(server.callsTo(place)).toHaveLength(0);
  });

  it('confirms the turn, bets and total, then places; the balance drops and the slip clears', async () => {
    const server = bettingServer();
    await openGame();
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('1,234.56'));
    await pickIn('特码', '07', '12');
    await openSlipWith('10');
    await tap(within(slipSheet()).getByRole('switch', { name: '追号' }));
    await tap(within(slipSheet()).getByRole('button', { name: /增加|increase/i }));
    expect(total()).toBe('60');

    await confirmSlip();
    const summary = await confirmDialog();
    expect(summary.textContent).toContain(`第${openTurnNum}期`);
    expect(summary.textContent).toContain('3期（中奖后停止追号）');
    expect(summary.textContent).toContain('特码 07@48.8');
    expect(summary.textContent).toContain('合计60元');
    expect(server.callsTo(place)).toHaveLength(0);

    await confirmPlacing();

    await waitFor(() => expect(server.callsTo(place)).toHaveLength(1));
    const body = server.callsTo(place)[0]?.json as PlaceSlipBody;
    expect(body).toEqual({
      gameId: 110,
      turnNum: openTurnNum,
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as string,
      bets: [
        { playCode: 'tm', content: '07', amount: 10 },
        { playCode: 'tm', content: '12', amount: 10 },
      ],
      chase: { turns: 3, stopOnWin: true },
    });
    await waitFor(() => expect(lastToast()).toBe('下注成功'));
    // 1,000 − 60 main, plus 234.56 live.
    expect(screen.getByTestId('game-balance').textContent).toBe('1,174.56');
    expect(count()).toBe('0');
    const orders = await screen.findByRole('list', { name: '本期注单' });
    expect(within(orders).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps the slip when the server says the turn has closed, and reads the turn again', async () => {
    const server = bettingServer({
      routes: {
        [place]: () => apiError(400, 'BET/TURN_CLOSED', '本期已封盘，请等待下一期'),
      },
    });
    await openGame();
    await pickIn('特码', '07');
    await openSlipWith('10');
    const infoReads = server.callsTo('GET /sys-upload/data/json/lottery/openInfo_110.json').length;

    await confirmSlip();
    await confirmPlacing();

    await waitFor(() => expect(lastToast()).toBe('本期已封盘，请等待下一期'));
    expect(screen.queryByTestId('confirm-summary')).toBeNull();
    expect(count()).toBe('1');
    expect(within(slipSheet()).getByRole('listitem', { name: '特码 07' })).toBeDefined();
    await waitFor(() =>
      expect(
        server.callsTo('GET /sys-upload/data/json/lottery/openInfo_110.json').length,
      ).toBeGreaterThan(infoReads),
    );
  });

  it('offers 去充值 when the balance is short', async () => {
    bettingServer({ money: 5_000 });
    const { router } = await openGame();
    await pickIn('特码', '07');
    await openSlipWith('10');
    await confirmSlip();
    await confirmPlacing();

    const go = await screen.findByRole('button', { name: '去充值' });
    expect(screen.getByText('余额不足')).toBeDefined();
    await tap(go);

    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge'));
  });

  it('shows the server message of a frozen account', async () => {
    bettingServer({
      routes: {
        [place]: () => apiError(400, 'UC/ACCOUNT_STATE_ERROR', '账户状态异常，请联系客服'),
      },
    });
    await openGame();
    await pickIn('特码', '07');
    await openSlipWith('10');
    await confirmSlip();
    await confirmPlacing();

    await waitFor(() => expect(lastToast()).toBe('账户状态异常，请联系客服'));
    expect(count()).toBe('1');
  });

  it('sends the same key again when the member retries after a lost answer', async () => {
    let answered = 0;
    const server = bettingServer();
    server.route(place, () => {
      answered += 1;
      // The first answer is lost on the way (the connection dropped).
      if (answered === 1) throw new TypeError('Failed to fetch');
      return { orders: [], money: 990_000 };
    });
    await openGame();
    await pickIn('特码', '07');
    await openSlipWith('10');
    await confirmSlip();

    await confirmPlacing();
    await waitFor(() => expect(lastToast()).toBe('网络连接失败，请检查网络后再试'));
    // The sheet stays: confirming again is the same confirmation.
    await confirmPlacing();

    await waitFor(() => expect(lastToast()).toBe('下注成功'));
    const keys = server.callsTo(place).map((call) => (call.json as PlaceSlipBody).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('a visitor on the betting page', () => {
  it('sees the odds and the countdown; tapping an option goes to sign in', async () => {
    signOutForTest();
    const server = bettingServer();
    const { router } = await openGame();

    expect(screen.getByRole('timer').textContent).toContain('距封盘');
    expect(server.callsTo(`GET ${api(bettingPaths.turnOrders)}`)).toHaveLength(0);
    await pickIn('特码', '07');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.state).toEqual({ from: '/game/110' });
    expect(toastShow()).not.toHaveBeenCalled();
  });
});

describe('本期注单', () => {
  it('cancels a pending order: refunded, 撤销成功', async () => {
    const { orderOf } = await import('../testing/betting-fixtures');
    const order = orderOf();
    const server = bettingServer({ orders: [order], money: 990_000 });
    await openGame();
    const list = await screen.findByRole('list', { name: '本期注单' });
    expect(within(list).getByText('可撤销')).toBeDefined();

    await tap(within(list).getByRole('button', { name: '撤单 特码 07' }));
    expect(await screen.findByText('即将撤销1笔注单')).toBeDefined();
    await tap(screen.getByRole('button', { name: '确定' }));

    await waitFor(() => expect(lastToast()).toBe('撤销成功'));
    expect(server.callsTo(cancel)[0]?.form?.get('orderNo')).toBe(order.orderNo);
    await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe('1,234.56'));
    await waitFor(() => expect(within(list).getByText('已撤单')).toBeDefined());
  });

  it('shows the server message when the cancel is refused, for 3 s', async () => {
    const { orderOf } = await import('../testing/betting-fixtures');
    bettingServer({
      orders: [orderOf()],
      routes: { [cancel]: () => apiError(400, 'BET/CANNOT_CANCEL', '该记录不能撤销！') },
    });
    await openGame();
    const list = await screen.findByRole('list', { name: '本期注单' });

    await tap(within(list).getByRole('button', { name: '撤单 特码 07' }));
    await tap(await screen.findByRole('button', { name: '确定' }));

    await waitFor(() => expect(lastToast()).toBe('该记录不能撤销！'));
    expect(toastShow().mock.lastCall?.[0]).toMatchObject({ duration: 3000 });
  });

  it('has no 撤单 when cancelling is off: 未开奖', async () => {
    const { orderOf } = await import('../testing/betting-fixtures');
    bettingServer({ orders: [orderOf()], hyIsCancel: '0' });
    await openGame();
    const list = await screen.findByRole('list', { name: '本期注单' });

    expect(within(list).getByText('未开奖')).toBeDefined();
    expect(within(list).queryByRole('button', { name: /撤单/ })).toBeNull();
  });

  it('says 暂无数据 for a turn without orders', async () => {
    bettingServer();
    await openGame();

    const card = (await screen.findByText('本期注单')).closest('.adm-card') as HTMLElement;
    expect(await within(card).findByText('暂无数据')).toBeDefined();
  });
});
