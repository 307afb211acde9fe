import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDaysTo, betResult, betStatus, storageKeys } from '@lottery/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError } from '../../../test/fake-api';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';
import { useThemeStore } from '../../../themes/use-theme-store';
import { appStorage } from '../../../lib/storage';
import {
  cancelKey,
  dayReportKey,
  historyListKey,
  orderOf,
  recordsServer,
  today,
  todayListKey,
} from '../testing/records-server';

const { lastToast, toastShow } = setUpPageTests();
setUpInfiniteScrollTests();

const initialTheme = useThemeStore.getState().name;
afterEach(() => {
  appStorage.remove(storageKeys.betRecordSimpleModel);
  useThemeStore.setState({ name: initialTheme });
});

const tap = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const orderList = () => screen.getByRole('list', { name: '注单列表' });
const rows = () => within(orderList()).getAllByRole('listitem');
const statusesOf = (calls: { params: URLSearchParams }[]) =>
  calls.map((call) => call.params.get('status'));

/** Opens the page and waits for the whole list. */
const openList = async (path = '/bet-list') => {
  const view = renderAccountRoute(path);
  await screen.findByText('没有更多数据了');
  return view;
};

const pendingPair = () => [
  orderOf({ orderNo: 'A00000001', betInfo: '特码 01' }),
  orderOf({ orderNo: 'A00000002', betInfo: '特码 02' }),
];

describe('/bet-list', () => {
  it('asks todayList by tab: all without status, 未开奖 0, 已开奖 1, 已撤单 2; 历史 the days', async () => {
    const server = recordsServer({ orders: [orderOf()] });
    await openList();
    expect(screen.getByRole('heading', { level: 1, name: '投注记录' })).toBeDefined();

    for (const name of ['未开奖', '已开奖', '已撤单']) {
      await tap(screen.getByRole('tab', { name }));
      await waitFor(() =>
        expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true'),
      );
    }
    await waitFor(() => expect(server.callsTo(todayListKey)).toHaveLength(4));
    expect(statusesOf(server.callsTo(todayListKey))).toEqual([null, '0', '1', '2']);
    const first = server.callsTo(todayListKey)[0]!;
    expect([first.params.get('page'), first.params.get('rows')]).toEqual(['1', '20']);

    await tap(screen.getByRole('tab', { name: '历史' }));
    await waitFor(() => expect(server.callsTo(dayReportKey)).toHaveLength(1));
    expect(server.callsTo(todayListKey)).toHaveLength(4);
  });

  it('pages 20 at a time to 没有更多数据了, showing an order once when pages overlap', async () => {
    const orders = Array.from({ length: 25 }, (_, index) =>
      orderOf({ orderNo: `P${String(index + 1).padStart(8, '0')}` }),
    );
    // A new order arrived between the pages: page 2 starts with page 1's last one again.
    recordsServer({
      orders,
      routes: {
        [todayListKey]: ({ params }) => {
          const page = Number(params.get('page'));
          const data = page === 1 ? orders.slice(0, 20) : orders.slice(19, 25);
          return { data, totalCount: 26 };
        },
      },
    });
    await openList();

    expect(rows()).toHaveLength(25);
    const numbers = rows().map((row) =>
      row.querySelector('[data-order-no]')?.getAttribute('data-order-no'),
    );
    expect(new Set(numbers).size).toBe(25);
  });

  it('says 暂无数据 for no orders, and shows a failed page with 重新加载', async () => {
    let fail = true;
    recordsServer({
      routes: {
        [todayListKey]: () =>
          fail ? apiError(500, 'SYS/ERROR', '服务器繁忙') : { data: [], totalCount: 0 },
      },
    });
    renderAccountRoute('/bet-list');

    expect(await screen.findByText('服务器繁忙')).toBeDefined();
    fail = false;
    await tap(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(screen.queryByText('没有更多数据了')).toBeNull();
  });

  it('shows each status as the spec words it', async () => {
    const past = Date.now() - 60_000;
    recordsServer({
      orders: [
        orderOf({ betInfo: 'a' }),
        orderOf({ betInfo: 'b', trackOrderNo: 'T1' }),
        orderOf({ betInfo: 'c', betEndTime: past }),
        orderOf({ betInfo: 'd', status: betStatus.settled, result: betResult.lost }),
        orderOf({
          betInfo: 'e',
          status: betStatus.settled,
          result: betResult.won,
          reward: 488_000,
          openNum: '07,12,23,34,45,01,19',
        }),
        orderOf({ betInfo: 'f', status: betStatus.settled, result: betResult.tie, reward: 10_000 }),
        orderOf({ betInfo: 'g', status: betStatus.cancelled }),
        orderOf({ betInfo: 'h', status: betStatus.deleted }),
        orderOf({ betInfo: 'i', status: betStatus.chaseStopped }),
        orderOf({ betInfo: 'j', status: 9 }),
      ],
    });
    await openList();

    const statuses = rows().map(
      (row) => row.querySelector('[data-order-no] > span > span > span:last-child')?.textContent,
    );
    expect(statuses).toEqual([
      '可撤销',
      '可撤销[追]',
      '未开奖',
      '未中奖',
      '已派奖',
      '和局',
      '已撤单',
      '删除',
      '追号停止',
      '-',
    ]);
    // The win: payout and +win in red.
    const won = rows()[4]!;
    expect(won.textContent).toContain('488.00');
    expect(within(won).getByText('+478.00').className).toMatch(/gain/);
    expect(within(rows()[3]!).getByText('-10.00').className).toMatch(/loss/);
  });

  it('says 未开奖 rather than 可撤销 when cancelling is off (hy_is_cancel 0), and offers no 撤单', async () => {
    recordsServer({ orders: [orderOf()], hyIsCancel: '0' });
    await openList();
    await waitFor(() => expect(orderList().textContent).toContain('未开奖'));
    expect(screen.queryByRole('button', { name: '撤单' })).toBeNull();
  });

  it('filters by game from the drawer and reads ?gameId', async () => {
    const server = recordsServer({
      orders: [orderOf({ gameId: 110 }), orderOf({ gameId: 70, gameInfo: '香港六合彩' })],
    });
    const { router } = await openList();
    expect(rows()).toHaveLength(2);

    await tap(screen.getByRole('button', { name: '筛选' }));
    const drawer = await screen.findByRole('dialog', { name: '筛选' });
    expect(within(drawer).queryByText('捕鱼达人')).toBeNull();
    await tap(await within(drawer).findByText('香港六合彩'));
    await tap(within(drawer).getByRole('button', { name: '搜索' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(server.callsTo(todayListKey).at(-1)?.params.get('gameId')).toBe('70');
    expect(router.state.location.search).toBe('?gameId=70');
    expect(screen.getByRole('button', { name: '彩种：香港六合彩' })).toBeDefined();
  });

  it('opens on the game of ?gameId (a game of 购彩记录)', async () => {
    const server = recordsServer({ orders: [orderOf({ gameId: 70 })] });
    await openList('/bet-list?gameId=70');
    expect(server.callsTo(todayListKey)[0]?.params.get('gameId')).toBe('70');
    expect(await screen.findByRole('button', { name: '彩种：香港六合彩' })).toBeDefined();
  });

  it('keeps the simple mode under bet_record_simple_model and opens in it next time', async () => {
    recordsServer({ orders: [orderOf()] });
    const first = await openList();
    expect(orderList().textContent).toContain('投注金额');

    await tap(screen.getByRole('button', { name: '筛选' }));
    const drawer = await screen.findByRole('dialog', { name: '筛选' });
    await tap(within(drawer).getByRole('switch', { name: '简易模式' }));
    await tap(within(drawer).getByRole('button', { name: '搜索' }));

    await waitFor(() => expect(orderList().textContent).not.toContain('投注金额'));
    expect(appStorage.get(storageKeys.betRecordSimpleModel)).toBe(true);
    expect(window.localStorage.getItem(`lc:${storageKeys.betRecordSimpleModel}`)).toContain('true');
    first.unmount();

    await openList();
    expect(orderList().textContent).not.toContain('投注金额');
    expect(orderList().textContent).toContain('特码 07');
  });

  it('cancels the selected orders: none does nothing, 全选, 即将撤销2笔注单, 撤销成功', async () => {
    const settled = orderOf({ status: betStatus.settled, result: betResult.lost });
    const server = recordsServer({ orders: [...pendingPair(), settled] });
    const { queryClient } = await openList();

    await tap(screen.getByRole('button', { name: '撤单' }));
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(screen.getByText('已选0笔')).toBeDefined();

    await tap(screen.getByRole('button', { name: '确定撤单' }));
    expect(screen.queryByText('确定撤单吗?')).toBeNull();
    expect(server.callsTo(cancelKey)).toHaveLength(0);

    await tap(boxes[0]!);
    expect(screen.getByText('已选1笔')).toBeDefined();
    await tap(screen.getByRole('button', { name: '全选' }));
    expect(screen.getByText('已选2笔')).toBeDefined();
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-checked'))).toEqual([
      'true',
      'true',
    ]);

    queryClient.setQueryData(['balance'], { money: 0, liveMoney: 5_000 });
    const listCalls = server.callsTo(todayListKey).length;
    await tap(screen.getByRole('button', { name: '确定撤单' }));
    expect(await screen.findByText('确定撤单吗?')).toBeDefined();
    expect(screen.getByText('即将撤销2笔注单')).toBeDefined();
    await tap(screen.getByRole('button', { name: '确定' }));

    await waitFor(() => expect(lastToast()).toBe('撤销成功'));
    expect(server.callsTo(cancelKey)[0]?.form?.get('orderNo')).toBe('A00000001,A00000002');
    await waitFor(() => expect(server.callsTo(todayListKey).length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.queryAllByRole('checkbox')).toHaveLength(0));
    await waitFor(() => expect(orderList().textContent).not.toContain('可撤销'));
    // The refunds reach the balance at once, and it is read again.
    expect(queryClient.getQueryData(['balance'])).toEqual({ money: 1_020_000, liveMoney: 5_000 });
    expect(queryClient.getQueryState(['balance'])?.isInvalidated).toBe(true);
  });

  it('shows the server refusal of a cancel for 3 s', async () => {
    recordsServer({
      orders: pendingPair(),
      routes: { [cancelKey]: () => apiError(400, 'BET/CANNOT_CANCEL', '该记录不能撤销！') },
    });
    await openList();

    await tap(screen.getByRole('button', { name: '撤单' }));
    await tap(screen.getByRole('button', { name: '全选' }));
    await tap(screen.getByRole('button', { name: '确定撤单' }));
    await tap(await screen.findByRole('button', { name: '确定' }));

    await waitFor(() => expect(lastToast()).toBe('该记录不能撤销！'));
    expect(toastShow().mock.lastCall?.[0]).toMatchObject({ duration: 3000 });
    // Still in the cancel mode, the selection kept for another try.
    expect(screen.getByText('已选2笔')).toBeDefined();
  });

  it('opens an order in a sheet over the list, and cancels it from there', async () => {
    const server = recordsServer({
      orders: [
        orderOf({ orderNo: 'D00000001', odds2: 20_000, odds: 100_000, betInfo: '三中二 03,15,22' }),
        orderOf({
          orderNo: 'D00000002',
          status: betStatus.settled,
          result: betResult.won,
          reward: 488_000,
          openNum: '07,12,23,34,45,01,19',
        }),
      ],
    });
    await openList();

    await tap(within(rows()[1]!).getByRole('button'));
    let sheet = await screen.findByRole('dialog', { name: '注单详情' });
    expect(within(sheet).getByText('D00000002')).toBeDefined();
    expect(within(sheet).getByText('48.8')).toBeDefined();
    expect(within(sheet).getByText('488.00')).toBeDefined();
    expect(within(sheet).getByText('2026-03-01 12:05:06')).toBeDefined();
    expect(within(sheet).getByRole('list', { name: '开奖号码' })).toBeDefined();
    expect(within(sheet).queryByRole('button', { name: '撤单' })).toBeNull();
    await tap(within(sheet).getByRole('button', { name: '关闭' }));

    await tap(within(rows()[0]!).getByRole('button'));
    sheet = await screen.findByRole('dialog', { name: '注单详情' });
    expect(within(sheet).getByText('100/20')).toBeDefined();
    expect(within(sheet).getByText('未开奖')).toBeDefined();
    await tap(within(sheet).getByRole('button', { name: '撤单' }));
    expect(await screen.findByText('即将撤销1笔注单')).toBeDefined();
    await tap(screen.getByRole('button', { name: '确定' }));

    await waitFor(() => expect(lastToast()).toBe('撤销成功'));
    expect(server.callsTo(cancelKey)[0]?.form?.get('orderNo')).toBe('D00000001');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '注单详情' })).toBeNull());
  });

  it('lists the last 31 days under 历史, and a day opens its orders in place', async () => {
    const day = addDaysTo(today(), -2);
    const server = recordsServer({
      days: [
        { statTime: day, bettingMoney: 30_000, winOrcloseMoney: 12_500, betCount: 3 },
        {
          statTime: addDaysTo(today(), -3),
          bettingMoney: 10_000,
          winOrcloseMoney: -10_000,
          betCount: 1,
        },
      ],
      dayOrders: { [day]: [orderOf({ betInfo: '特码 33' })] },
    });
    renderAccountRoute('/bet-list?tab=history');

    const dayRow = await screen.findByRole('button', { name: new RegExp(`^${day}`) });
    expect(dayRow.getAttribute('aria-label')).toBe(`${day}，笔数3，投注金额30.00，输赢+12.50`);
    const asked = server.callsTo(dayReportKey)[0]!.params;
    expect([asked.get('startDate'), asked.get('endDate')]).toEqual([
      addDaysTo(today(), -30),
      today(),
    ]);
    expect(screen.getByText('-10.00').className).toMatch(/loss/);
    expect(screen.getByText('40.00')).toBeDefined();

    await tap(dayRow);
    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    expect(screen.getByRole('list', { name: day }).textContent).toContain('特码 33');
    expect(server.callsTo(historyListKey)[0]?.params.get('date')).toBe(day);

    await tap(screen.getByRole('button', { name: '返回每日报表' }));
    expect(await screen.findByRole('button', { name: new RegExp(`^${day}`) })).toBeDefined();
    expect(server.callsTo(todayListKey)).toHaveLength(0);
  });

  it('sends a visitor to sign in, remembering the list', async () => {
    const { signOutForTest } = await import('../../../test/session');
    signOutForTest();
    recordsServer();
    const { router } = renderAccountRoute('/bet-list?tab=pending');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.state).toEqual({ from: '/bet-list?tab=pending' });
  });
});

describe('theme2 /report/bet-list', () => {
  it('shows the report tabs over the bet list', async () => {
    useThemeStore.setState({ name: 'theme2' });
    recordsServer({ orders: [orderOf()] });
    await openList('/report/bet-list');

    const tabs = screen.getByRole('navigation', { name: '报表' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['投注记录', '/report/bet-list'],
      ['娱乐场明细', '/report/live-betting'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('heading', { level: 1, name: '投注记录' })).toBeNull();
    expect(rows()).toHaveLength(1);
  });
});
