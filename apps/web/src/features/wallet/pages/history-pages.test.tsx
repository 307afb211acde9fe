import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RechargeOrder, WithdrawOrder } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { fakeApi } from '../../../test/fake-api';
import type { FakeCall } from '../../../test/fake-api';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';
import { orderOf, validWithdrawOf, withdrawalOf } from '../testing/wallet-fixtures';

setUpPageTests();
setUpInfiniteScrollTests();

/** A paged list on the fake server: page and size from the query, status filtering. */
const pagedList =
  <T extends { status: number }>(rows: T[]) =>
  ({ params }: FakeCall) => {
    const page = Number(params.get('page'));
    const size = Number(params.get('size'));
    const status = params.get('status');
    const matching = status === null ? rows : rows.filter((row) => row.status === Number(status));
    return {
      list: matching.slice((page - 1) * size, page * size),
      total: matching.length,
      page,
      size,
    };
  };

const rechargeOrders = (count: number): RechargeOrder[] =>
  Array.from({ length: count }, (_, index) =>
    orderOf({
      orderNo: `R2026030100${String(index + 1).padStart(4, '0')}`,
      status: index % 3 === 0 ? 2 : 0,
      amount: (index + 1) * 1000,
      createdAt: Date.UTC(2026, 2, 1, 12) - index * 60_000,
    }),
  );

const listOf = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('/recharge-history', () => {
  it('loads 20 a page, newest first, to 没有更多数据了', async () => {
    const api = fakeApi({ 'GET /app-api/api/recharge/order/list': pagedList(rechargeOrders(25)) });
    renderAccountRoute('/recharge-history');

    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    const rows = listOf('充值记录');
    expect(rows).toHaveLength(25);
    expect(rows[0]?.textContent).toContain('R20260301000001');
    expect(rows[0]?.textContent).toContain('充值成功');
    expect(rows[1]?.textContent).toContain('待支付');
    const pages = api
      .callsTo('GET /app-api/api/recharge/order/list')
      .map((call) => [call.params.get('page'), call.params.get('size'), call.params.get('status')]);
    expect(pages).toEqual([
      ['1', '20', null],
      ['2', '20', null],
    ]);
  });

  it('filters by status with the tabs', async () => {
    const api = fakeApi({ 'GET /app-api/api/recharge/order/list': pagedList(rechargeOrders(25)) });
    renderAccountRoute('/recharge-history');
    await screen.findByText('没有更多数据了');

    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '充值成功' }));
    });

    await waitFor(() => expect(listOf('充值记录')).toHaveLength(9));
    expect(api.callsTo('GET /app-api/api/recharge/order/list').at(-1)?.params.get('status')).toBe(
      '2',
    );
    expect(screen.getByRole('tab', { name: '充值成功' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('says 暂无数据 when there is none', async () => {
    fakeApi({ 'GET /app-api/api/recharge/order/list': pagedList([]) });
    renderAccountRoute('/recharge-history');
    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(screen.queryByText('没有更多数据了')).toBeNull();
  });

  it('opens an order by its number', async () => {
    const order = orderOf({ status: 3, reason: '支付超时未到账' });
    const api = fakeApi({
      'GET /app-api/api/recharge/order/list': pagedList([order]),
      'GET /app-api/api/recharge/order/detail': () => order,
    });
    const { router } = renderAccountRoute('/recharge-history');

    const link = await screen.findByRole('link', { name: /R20260301000001/ });
    await act(async () => {
      fireEvent.click(link);
    });

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/recharge-history/R20260301000001'),
    );
    expect(await screen.findByText('支付超时未到账')).toBeDefined();
    expect(screen.getByText('充值失败')).toBeDefined();
    expect(screen.getByText('在线支付（演示网关）（在线支付）')).toBeDefined();
    expect(api.callsTo('GET /app-api/api/recharge/order/detail')[0]?.params.get('orderNo')).toBe(
      'R20260301000001',
    );
  });
});

describe('/withdraw-history', () => {
  const withdrawals = (count: number): WithdrawOrder[] =>
    Array.from({ length: count }, (_, index) => withdrawalOf(index + 1, { status: index % 3 }));

  it('loads page by page to the end, and filters by status', async () => {
    const api = fakeApi({ 'GET /app-api/api/userWithdraw/list': pagedList(withdrawals(21)) });
    renderAccountRoute('/withdraw-history');

    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    expect(listOf('提现记录')).toHaveLength(21);
    expect(api.callsTo('GET /app-api/api/userWithdraw/list')).toHaveLength(2);

    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '已拒绝' }));
    });
    await waitFor(() => expect(listOf('提现记录')).toHaveLength(7));
  });

  it('opens a withdrawal by its numeric id with its state and reason', async () => {
    const rejected = withdrawalOf(7, { status: 2, reason: '收款信息有误' });
    const api = fakeApi({
      'GET /app-api/api/userWithdraw/list': pagedList([rejected]),
      'GET /app-api/api/userWithdraw/detail': () => rejected,
    });
    const { router } = renderAccountRoute('/withdraw-history');

    const link = await screen.findByRole('link', { name: /W20260301000007/ });
    await act(async () => {
      fireEvent.click(link);
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/withdraw-history/7'));
    expect(await screen.findByText('收款信息有误')).toBeDefined();
    expect(screen.getByText('已拒绝')).toBeDefined();
    expect(screen.getByText('6222****1234')).toBeDefined();
    expect(api.callsTo('GET /app-api/api/userWithdraw/detail')[0]?.params.get('id')).toBe('7');
  });
});

describe('/valid-withdraw', () => {
  it('shows what the turnover asks and counts, whether one may withdraw, and each deposit', async () => {
    fakeApi({ 'GET /app-api/api/userWithdraw/validWithdraw/queryAll': () => validWithdrawOf() });
    const { router } = renderAccountRoute('/valid-withdraw');

    expect(await screen.findByText('未满足提现条件')).toBeDefined();
    expect(screen.getByText('1,500.00')).toBeDefined();
    expect(screen.getByText('890.00')).toBeDefined();
    expect(listOf('存款稽核明细')).toHaveLength(2);

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: /存款金额 500\.00/ }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/valid-withdraw/12'));
    expect(await screen.findByText('ADJ-77')).toBeDefined();
  });

  it('says when the turnover is met', async () => {
    fakeApi({
      'GET /app-api/api/userWithdraw/validWithdraw/queryAll': () =>
        validWithdrawOf({ yetWithdraw: true, sumAllDeduct: 0, rows: [] }),
    });
    renderAccountRoute('/valid-withdraw');
    expect(await screen.findByText('已满足提现条件')).toBeDefined();
    expect(screen.getByText('暂无数据')).toBeDefined();
  });
});
