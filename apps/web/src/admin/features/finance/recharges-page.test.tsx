import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPaths } from '@lottery/contracts';
import { adminSession } from '../../session/admin-session';
import { RechargesPage } from './recharges-page';
import { pageOf, recharge } from './test-fixtures';
import {
  fakeAdminApi,
  rejectWithReason,
  renderPage,
  signInAs,
  spaced,
  stubScreenWidth,
} from './test-kit';

const listCall = `GET ${adminPaths.recharges}`;
const confirmCall = `POST ${adminPaths.confirmRecharge}`;
const rejectCall = `POST ${adminPaths.rejectRecharge}`;

const orders = [
  recharge(),
  recharge({ orderNo: 'R20250601000008', channelType: 30, channelName: '在线支付', status: 0 }),
  recharge({ orderNo: 'R20250601000009', status: 2, statusText: '充值成功' }),
];

beforeEach(() => stubScreenWidth(1280));
afterEach(() => {
  cleanup();
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('充值订单', () => {
  it('keeps the filters in the address and asks the server with them', async () => {
    signInAs('readonly');
    const api = fakeAdminApi({ [listCall]: () => pageOf(orders) });
    renderPage(<RechargesPage />, {
      url: '/recharges?status=1&account=member01&startDate=2025-06-01&endDate=2025-06-02',
      route: '/recharges',
    });
    await screen.findByText('R20250601000007');
    expect(Object.fromEntries(api.callsTo(listCall)[0]!.params)).toEqual({
      status: '1',
      account: 'member01',
      startDate: '2025-06-01',
      endDate: '2025-06-02',
      page: '1',
      size: '20',
    });
    expect(screen.queryByText('确认到账')).toBeNull();
  });

  it('confirms a transfer after the operator says so, and offers nothing for a gateway order', async () => {
    signInAs('finance');
    const api = fakeAdminApi({
      [listCall]: () => pageOf(orders),
      [confirmCall]: () => recharge({ status: 2, statusText: '充值成功' }),
    });
    renderPage(<RechargesPage />, { url: '/recharges', route: '/recharges' });
    await screen.findByText('R20250601000007');
    // Only the bank transfer under way: the online order is the gateway's, the third is done.
    expect(screen.getAllByText('确认到账')).toHaveLength(1);

    fireEvent.click(screen.getByText('确认到账'));
    const dialog = (
      await screen.findByText(/确认订单 R20250601000007 已收到 300.00 元/)
    ).closest<HTMLElement>('.ant-modal')!;
    expect(api.callsTo(confirmCall)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认到账' }));
    await screen.findByText('操作成功');
    expect(api.callsTo(confirmCall).map((call) => call.body)).toEqual([
      { orderNo: 'R20250601000007' },
    ]);
    await waitFor(() => expect(api.callsTo(listCall)).toHaveLength(2));
  });

  it('rejects only with a reason', async () => {
    signInAs('finance');
    const api = fakeAdminApi({
      [listCall]: () => pageOf(orders),
      [rejectCall]: () => recharge({ status: 3, statusText: '充值失败' }),
    });
    renderPage(<RechargesPage />, { url: '/recharges', route: '/recharges' });
    await screen.findByText('R20250601000007');
    fireEvent.click(screen.getByText(spaced('拒绝')));
    await rejectWithReason(/将标记为充值失败/, '未收到款项', () => api.callsTo(rejectCall));
    expect(api.callsTo(rejectCall).map((call) => call.body)).toEqual([
      { orderNo: 'R20250601000007', reason: '未收到款项' },
    ]);
  });
});
