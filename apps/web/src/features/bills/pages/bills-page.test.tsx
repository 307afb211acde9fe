import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError } from '../../../test/fake-api';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';
import { billOf, billsServer } from '../testing/bills-server';

setUpPageTests();
setUpInfiniteScrollTests();

const listCall = 'GET /app-api/api/user/bills';

/** 2026-03-10 17:30 UTC: 2026-03-11 01:30 in UTC+8, so "today" is the 11th. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 2, 10, 17, 30));
});

afterEach(() => {
  vi.useRealTimers();
});

const rows = () =>
  within(screen.getByRole('list', { name: '资金明细列表' })).getAllByRole('listitem');

const filterOf = (call: { params: URLSearchParams } | undefined) =>
  call && {
    startDate: call.params.get('startDate'),
    endDate: call.params.get('endDate'),
    type: call.params.get('type'),
    wallet: call.params.get('wallet'),
    page: call.params.get('page'),
    rows: call.params.get('rows'),
  };

/**
 * antd-mobile's picker view reports a wheel's selection to the picker on a zero-delay timer
 * (ahooks' debounce): a timer queued after it runs after it, so 确定 then confirms the new value.
 */
const pickerReported = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('/bills', () => {
  it('opens on the last 7 days to today (UTC+8) with signed amounts, balances and times', async () => {
    const api = billsServer([
      billOf(1, {
        type: 2,
        typeName: '在线支付',
        amount: 1_000_000,
        balanceAfter: 2_000_000,
        remark: '',
        createdAt: Date.UTC(2026, 2, 10, 16, 5),
      }),
      billOf(2, { amount: -12_345, balanceAfter: 987_655, remark: '注单 B2' }),
      billOf(3, { type: 38, typeName: '游戏派彩', wallet: 'live', amount: 5_500 }),
    ]);
    renderAccountRoute('/bills');

    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    expect(filterOf(api.callsTo(listCall)[0])).toEqual({
      startDate: '2026-03-05',
      endDate: '2026-03-11',
      type: null,
      wallet: null,
      page: '1',
      rows: '20',
    });
    expect(screen.getByRole('button', { name: '开始日期 2026-03-05' })).toBeDefined();
    expect(screen.getByRole('button', { name: '结束日期 2026-03-11' })).toBeDefined();

    const [recharge, bet, live] = rows();
    expect(recharge?.textContent).toContain('在线支付');
    expect(recharge?.textContent).toContain('+1,000.00');
    expect(recharge?.textContent).toContain('余额 2,000.00');
    expect(recharge?.textContent).toContain('2026-03-11 00:05:00');
    expect(within(recharge!).getByText('+1,000.00').className).toMatch(/gain/);
    expect(bet?.textContent).toContain('-12.345');
    expect(within(bet!).getByText('-12.345').className).toMatch(/loss/);
    expect(bet?.textContent).toContain('余额 987.655');
    expect(bet?.textContent).toContain('注单 B2');
    expect(within(live!).getByText('游戏钱包')).toBeDefined();
    expect(within(bet!).queryByText('游戏钱包')).toBeNull();
  });

  it('shows the 流水号 and the whole remark of a tapped row', async () => {
    billsServer([billOf(41, { remark: '第20260310001期 特码' })]);
    renderAccountRoute('/bills');

    await screen.findByText('没有更多数据了');
    const row = within(rows()[0]!).getByRole('button');
    expect(row.getAttribute('aria-expanded')).toBe('false');
    expect(within(row).queryByText('流水号')).toBeNull();
    fireEvent.click(row);
    expect(row.getAttribute('aria-expanded')).toBe('true');
    expect(within(row).getByText('流水号').nextSibling?.textContent).toBe('41');
    expect(within(row).getByText('主钱包')).toBeDefined();
    expect(within(row).getByText('第20260310001期 特码')).toBeDefined();
  });

  it('loads 20 a page to 没有更多数据了', async () => {
    const api = billsServer(Array.from({ length: 25 }, (_, index) => billOf(index + 1)));
    renderAccountRoute('/bills');

    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    expect(rows()).toHaveLength(25);
    expect(api.callsTo(listCall).map((call) => call.params.get('page'))).toEqual(['1', '2']);
  });

  it('sends the type chosen on the chips, and the wallet and type of the sheet', async () => {
    const api = billsServer([
      billOf(1),
      billOf(2, { type: 4, typeName: '派奖', amount: 19_800 }),
      billOf(3, { type: 38, typeName: '游戏派彩', wallet: 'live', amount: 5_500 }),
    ]);
    renderAccountRoute('/bills');
    await screen.findByText('没有更多数据了');

    const chips = screen.getByRole('group', { name: '交易类型' });
    await act(async () => {
      fireEvent.click(within(chips).getByRole('button', { name: '派奖' }));
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(filterOf(api.callsTo(listCall).at(-1))).toMatchObject({ type: '4', wallet: null });
    expect(within(chips).getByRole('button', { name: '派奖' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: '筛选' }));
    const sheet = await screen.findByRole('dialog', { name: '筛选资金明细' });
    fireEvent.click(
      within(within(sheet).getByRole('group', { name: '钱包' })).getByText('游戏钱包'),
    );
    fireEvent.click(
      within(within(sheet).getByRole('group', { name: '娱乐场' })).getByText('游戏派彩'),
    );
    await act(async () => {
      fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    });

    await waitFor(() =>
      expect(filterOf(api.callsTo(listCall).at(-1))).toMatchObject({ type: '38', wallet: 'live' }),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain('游戏派彩');
    expect(
      within(chips).getByRole('button', { name: '游戏派彩' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await act(async () => {
      fireEvent.click(within(chips).getByRole('button', { name: '全部' }));
    });
    await waitFor(() =>
      expect(filterOf(api.callsTo(listCall).at(-1))).toMatchObject({ type: null, wallet: 'live' }),
    );
  });

  it('searches the range chosen on the pickers', async () => {
    const api = billsServer([billOf(1)]);
    renderAccountRoute('/bills');
    await screen.findByText('没有更多数据了');

    fireEvent.click(screen.getByRole('button', { name: '开始日期 2026-03-05' }));
    const picker = document.querySelector<HTMLElement>('.adm-popup-body .adm-picker')!;
    const days = picker.querySelectorAll<HTMLElement>('.adm-picker-view-column')[2]!;
    await act(async () => {
      fireEvent.click(within(days).getByRole('button', { name: '选择上一项：4日' }));
    });
    await pickerReported();
    await act(async () => {
      fireEvent.click(within(picker).getByText('确定'));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    });

    await waitFor(() =>
      expect(filterOf(api.callsTo(listCall).at(-1))).toMatchObject({
        startDate: '2026-03-04',
        endDate: '2026-03-11',
      }),
    );
  });

  it('says 暂无数据 when there is none', async () => {
    billsServer([]);
    renderAccountRoute('/bills');
    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(screen.queryByText('没有更多数据了')).toBeNull();
  });

  it("shows the server's message when the list fails", async () => {
    billsServer([], {
      [listCall]: () => apiError(400, 'REPORT/RANGE_TOO_LONG', '查询范围不能超过31天'),
    });
    renderAccountRoute('/bills');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('查询范围不能超过31天');
    expect(within(alert).getByRole('button', { name: '重新加载' })).toBeDefined();
  });
});
