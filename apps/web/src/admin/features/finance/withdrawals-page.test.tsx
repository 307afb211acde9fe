import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPaths, type AdminRole } from '@lottery/contracts';
import { adminSession } from '../../session/admin-session';
import { pageOf, withdrawal, withdrawalDetail } from './test-fixtures';
import {
  adminError,
  fakeAdminApi,
  rejectWithReason,
  renderPage,
  signInAs,
  spaced,
  stubScreenWidth,
} from './test-kit';
import { WithdrawalsPage } from './withdrawals-page';

const listCall = `GET ${adminPaths.withdrawals}`;
const payCall = `POST ${adminPaths.payWithdrawal}`;
const rejectCall = `POST ${adminPaths.rejectWithdrawal}`;

const openDrawer = async (role: AdminRole, routes = {}) => {
  signInAs(role);
  const api = fakeAdminApi({
    [listCall]: () => pageOf([withdrawal()]),
    [`GET ${adminPaths.withdrawal}`]: () => withdrawalDetail(),
    ...routes,
  });
  renderPage(<WithdrawalsPage />, { url: '/withdrawals', route: '/withdrawals' });
  fireEvent.click(await screen.findByText(spaced('查看')));
  await screen.findByText('最近资金明细');
  return api;
};

const drawer = () => screen.getByText('提现详情').closest<HTMLElement>('.ant-drawer')!;

beforeEach(() => stubScreenWidth(1280));
afterEach(() => {
  // Unmount while the stubs are still there: antd asks matchMedia as it goes.
  cleanup();
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('提现审核', () => {
  it('lists the withdrawals under review first, and shows one with its turnover', async () => {
    const api = await openDrawer('readonly');
    expect(api.callsTo(listCall)[0]?.params.get('status')).toBe('0');
    expect(api.callsTo(`GET ${adminPaths.withdrawal}`)[0]?.params.get('id')).toBe('31');
    expect(screen.getByText('打码量未达到提现要求')).toBeTruthy();
    expect(screen.getByText('已完成 200.00 / 要求 500.00')).toBeTruthy();
    expect(within(drawer()).queryByText(spaced('拒绝'))).toBeNull();
    expect(within(drawer()).queryByText('确认出款')).toBeNull();
  });

  it('pays the withdrawal after the operator confirms it', async () => {
    const api = await openDrawer('finance', {
      [payCall]: () => withdrawal({ status: 1, statusText: '已出款', decidedBy: 'finance01' }),
    });
    fireEvent.click(within(drawer()).getByText('确认出款'));
    const dialog = (
      await screen.findByText('确认已向 张三 出款 1,000.00 元？')
    ).closest<HTMLElement>('.ant-modal')!;
    expect(api.callsTo(payCall)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: '网银已转' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认出款' }));

    await screen.findByText('操作成功');
    expect(api.callsTo(payCall).map((call) => call.body)).toEqual([{ id: 31, reason: '网银已转' }]);
    // The list and the order are read again after the decision.
    await waitFor(() => expect(api.callsTo(`GET ${adminPaths.withdrawal}`).length).toBe(2));
    expect(api.callsTo(listCall).length).toBe(2);
  });

  it('rejects only with a reason', async () => {
    const api = await openDrawer('finance', {
      [rejectCall]: () => withdrawal({ status: 2, statusText: '已拒绝', reason: '账户名不符' }),
    });
    fireEvent.click(within(drawer()).getByText(spaced('拒绝')));
    await rejectWithReason(/将退回会员 member01 的余额/, '账户名不符', () =>
      api.callsTo(rejectCall),
    );
    expect(api.callsTo(rejectCall).map((call) => call.body)).toEqual([
      { id: 31, reason: '账户名不符' },
    ]);
  });

  it('shows why a decision was refused and reads the order again', async () => {
    const api = await openDrawer('finance', {
      [payCall]: () => adminError(409, 'WITHDRAW/STATE', '该提现已处理'),
    });
    fireEvent.click(within(drawer()).getByText('确认出款'));
    const dialog = (await screen.findByText(/确认已向 张三 出款/)).closest<HTMLElement>(
      '.ant-modal',
    )!;
    fireEvent.click(within(dialog).getByRole('button', { name: '确认出款' }));
    expect(await screen.findByText('该提现已处理')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(`GET ${adminPaths.withdrawal}`).length).toBe(2));
  });
});
