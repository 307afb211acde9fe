import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chinaDateOf, type AdminDashboard } from '@lottery/contracts';
import { fakeApi } from '../../../test/fake-api';
import { adminSession } from '../../session/admin-session';
import { stubScreenWidth } from '../../test/browser-stubs';
import { operatorOf, renderAdmin, signInAs } from '../../test/render-admin';

const figures: AdminDashboard = {
  startDate: '2025-03-01',
  endDate: '2025-03-01',
  registrations: 12,
  firstRecharges: 5,
  rechargeAmount: 1_234_500,
  rechargeCount: 8,
  withdrawAmount: 300_000,
  withdrawCount: 2,
  betAmount: 2_000_000,
  betCount: 40,
  payoutAmount: 1_500_000,
  games: [
    {
      gameId: 110,
      gameName: '香港六合彩',
      betAmount: 1_200_000,
      payoutAmount: 900_000,
      houseResult: 300_000,
    },
    {
      gameId: 120,
      gameName: '极速赛车',
      betAmount: 800_000,
      payoutAmount: 950_000,
      houseResult: -150_000,
    },
  ],
  onlineMembers: 33,
  pending: { withdrawals: 4, recharges: 6 },
};

const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

afterEach(() => {
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('仪表盘', () => {
  it.each([1280, 390])('shows the figures of today at %i px', async (width) => {
    stubScreenWidth(width);
    signInAs('readonly');
    const api = fakeApi({
      'GET /app-api/admin/auth/me': () => operatorOf('readonly'),
      'GET /app-api/admin/dashboard': () => figures,
    });
    renderAdmin('/admin');

    expect(await screen.findByText('香港六合彩')).toBeTruthy();
    expect(within(card('注册人数')).getByText('12')).toBeTruthy();
    expect(within(card('充值金额/笔数')).getByText('¥1,234.50 / 8')).toBeTruthy();
    expect(within(card('投注金额/笔数')).getByText('¥2,000.00 / 40')).toBeTruthy();
    expect(within(card('在线会员')).getByText('33')).toBeTruthy();
    expect(within(card('待审核提现')).getByText('4')).toBeTruthy();
    expect(screen.getByRole('link', { name: '待审核提现' }).getAttribute('href')).toBe(
      '/admin/withdrawals?status=0',
    );
    expect(screen.getByRole('link', { name: '待确认充值' }).getAttribute('href')).toBe(
      '/admin/recharges',
    );
    const row = screen.getByText('极速赛车').closest('tr') as HTMLElement;
    expect(within(row).getByText('-¥150.00')).toBeTruthy();
    expect(
      within(screen.getByText('香港六合彩').closest('tr') as HTMLElement).getByText('+¥300.00'),
    ).toBeTruthy();

    const [call] = api.callsTo('GET /app-api/admin/dashboard');
    const today = chinaDateOf(Date.now());
    expect(call?.params.get('startDate')).toBe(today);
    expect(call?.params.get('endDate')).toBe(today);
    expect(call?.headers['x-admin-token']).toBe('readonly-token');
  });

  it('says 暂无数据 when no game was played', async () => {
    stubScreenWidth(1280);
    signInAs('finance');
    fakeApi({
      'GET /app-api/admin/auth/me': () => operatorOf('finance'),
      'GET /app-api/admin/dashboard': () => ({ ...figures, games: [] }),
    });
    renderAdmin('/admin');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});
