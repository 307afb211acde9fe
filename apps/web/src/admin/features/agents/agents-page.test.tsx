import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminAgentPaths,
  type AdminAgentDetail,
  type AdminAgentNode,
  type AdminAgentTeam,
  type AdminBonusRates,
} from '@lottery/contracts';
import { adminSession } from '../../session/admin-session';
import { pageOf } from '../finance/test-fixtures';
import {
  adminError,
  fakeAdminApi,
  renderPage,
  signInAs,
  stubScreenWidth,
} from '../finance/test-kit';
import { AgentsPage } from './agents-page';

const node = (overrides: Partial<AdminAgentNode> = {}): AdminAgentNode => ({
  id: 11,
  account: 'agent01',
  nickname: '',
  isAgent: true,
  rebate: 8,
  status: 0,
  directCount: 4,
  teamCount: 7,
  ...overrides,
});

const agent02: AdminAgentDetail = {
  ...node({ id: 12, account: 'agent02', rebate: 7, directCount: 3, teamCount: 3 }),
  parentId: 11,
  path: [{ id: 11, account: 'agent01' }],
  rebateRange: [5, 8],
  teamBalance: 1_500_000,
  createdAt: Date.UTC(2025, 0, 1),
};

const team: AdminAgentTeam = {
  startDate: '2025-06-01',
  endDate: '2025-06-01',
  teamCount: 3,
  registered: 1,
  firstRecharges: 1,
  rechargeCount: 2,
  rechargeUsers: 1,
  rechargeAmount: 300_000,
  withdrawAmount: 0,
  betAmount: 120_000,
  winAmount: 50_000,
  shareAmount: 2_400,
  liveBetAmount: 0,
  liveWinAmount: 0,
  agentRebate: 0,
  rechargeDiscount: 0,
  otherDiscount: 0,
  balance: 1_500_000,
};

const rates: AdminBonusRates = {
  levels: Array.from({ length: 10 }, (_, vipLevel) => ({
    vipLevel,
    rates: { lottery: 30 + vipLevel * 5, live: 50 },
  })),
  maxRate: 300,
};

const routes = {
  [`GET ${adminAgentPaths.tree}`]: (call: { params: URLSearchParams }) =>
    call.params.get('parentId') === '11' ? pageOf([node(agent02)]) : pageOf([node()]),
  [`GET ${adminAgentPaths.detail}`]: () => agent02,
  [`GET ${adminAgentPaths.team}`]: () => team,
  [`GET ${adminAgentPaths.members}`]: () => ({
    ...pageOf([
      {
        id: 21,
        account: 'team0201',
        nickname: '',
        isAgent: false,
        rebate: 5,
        depth: 1,
        balance: 500_000,
        online: false,
        createdAt: Date.UTC(2025, 0, 2),
        lastLoginAt: null,
      },
    ]),
    totalBalance: 500_000,
  }),
  [`GET ${adminAgentPaths.links}`]: () => ({ ...pageOf([]), totalUsed: 0 }),
  [`GET ${adminAgentPaths.bonusRates}`]: () => rates,
};

afterEach(() => {
  cleanup();
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('代理管理', () => {
  it('browses the tree level by level and shows the team, without actions for 只读', async () => {
    stubScreenWidth(1280);
    signInAs('readonly');
    const api = fakeAdminApi(routes);
    renderPage(<AgentsPage />, { url: '/agents', route: '/agents' });

    expect(await screen.findByText('agent01（返点 8 · 团队 7）')).toBeTruthy();
    fireEvent.click(screen.getByRole('img', { name: 'caret-down' }).closest('span')!);
    const child = await screen.findByText('agent02（返点 7 · 团队 3）');
    expect(api.callsTo(`GET ${adminAgentPaths.tree}`)[1]!.params.get('parentId')).toBe('11');
    fireEvent.click(child);

    expect(await screen.findByText('¥300.00 / 1')).toBeTruthy();
    expect(api.callsTo(`GET ${adminAgentPaths.detail}`)[0]!.params.get('id')).toBe('12');
    expect(screen.getByRole('link', { name: 'agent02' }).getAttribute('href')).toBe('/members/12');
    expect(screen.getByText('（可设 5 ~ 8）')).toBeTruthy();
    expect(screen.queryByText('修改返点')).toBeNull();
    expect(await screen.findByText('0.30%')).toBeTruthy();
    expect(screen.queryByText('修改')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '下级会员' }));
    const member = await screen.findByRole('link', { name: 'team0201' });
    expect(member.getAttribute('href')).toBe('/members/21');
  });

  it('changes a rebate within its range on a phone', async () => {
    stubScreenWidth(390);
    signInAs('support');
    const api = fakeAdminApi({
      ...routes,
      [`POST ${adminAgentPaths.setRebate}`]: () => ({ ...agent02, rebate: 6.5 }),
    });
    renderPage(<AgentsPage />, { url: '/agents?id=12', route: '/agents' });

    fireEvent.click(await screen.findByText('修改返点'));
    const dialog = (await screen.findByText('修改返点：agent02')).closest<HTMLElement>(
      '.ant-modal',
    )!;
    const input = within(dialog).getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '4.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(dialog).findByText('返点范围为 5 ~ 8')).toBeTruthy();
    expect(api.callsTo(`POST ${adminAgentPaths.setRebate}`)).toHaveLength(0);

    fireEvent.change(input, { target: { value: '6.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await screen.findByText('操作成功');
    expect(api.callsTo(`POST ${adminAgentPaths.setRebate}`).map((call) => call.body)).toEqual([
      { id: 12, rebate: 6.5 },
    ]);
  });

  it('saves a 洗码 rate in percent as 1/10,000', async () => {
    stubScreenWidth(1280);
    signInAs('super');
    const api = fakeAdminApi({ ...routes, [`POST ${adminAgentPaths.saveBonusRate}`]: () => rates });
    renderPage(<AgentsPage />, { url: '/agents', route: '/agents' });

    fireEvent.click(await screen.findByRole('button', { name: '修改 VIP3 彩票' }));
    const dialog = (await screen.findByText('修改洗码比例：VIP3 彩票')).closest<HTMLElement>(
      '.ant-modal',
    )!;
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '0.55' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await screen.findByText('操作成功');
    expect(api.callsTo(`POST ${adminAgentPaths.saveBonusRate}`).map((call) => call.body)).toEqual([
      { vipLevel: 3, category: 'lottery', rate: 55 },
    ]);
  });

  it('finds an account, and toasts what the server refused', async () => {
    stubScreenWidth(1280);
    signInAs('readonly');
    const api = fakeAdminApi({
      ...routes,
      [`GET ${adminAgentPaths.detail}`]: (call) =>
        call.params.get('account') === 'nobody'
          ? adminError(404, 'ADMIN/NOT_FOUND', '记录不存在')
          : agent02,
    });
    renderPage(<AgentsPage />, { url: '/agents', route: '/agents' });
    const search = await screen.findByRole('searchbox', { name: '查找账号' });

    fireEvent.change(search, { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*找/ }));
    expect(await screen.findByText('记录不存在')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'agent02' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*找/ }));
    expect(await screen.findByText('（可设 5 ~ 8）')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo(`GET ${adminAgentPaths.detail}`).map((c) => c.params.get('id'))).toContain(
        '12',
      ),
    );
  });
});
