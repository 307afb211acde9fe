import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminRole } from '@lottery/contracts';
import { fakeApi } from '../../test/fake-api';
import { adminSession } from '../session/admin-session';
import { stubScreenWidth } from '../test/browser-stubs';
import { operatorOf, renderAdmin, signInAs } from '../test/render-admin';

const dashboard = {
  startDate: '2025-03-01',
  endDate: '2025-03-01',
  registrations: 0,
  firstRecharges: 0,
  rechargeAmount: 0,
  rechargeCount: 0,
  withdrawAmount: 0,
  withdrawCount: 0,
  betAmount: 0,
  betCount: 0,
  payoutAmount: 0,
  games: [],
  onlineMembers: 0,
  pending: { withdrawals: 0, recharges: 0 },
};

const openAs = async (role: AdminRole) => {
  signInAs(role);
  fakeApi({
    'GET /app-api/admin/auth/me': () => operatorOf(role),
    'GET /app-api/admin/dashboard': () => dashboard,
  });
  renderAdmin('/admin');
  await screen.findByRole('heading', { name: '仪表盘' });
};

/** Every page a read-only operator sees, by area, in the menu's order. */
const everyoneSees = [
  '仪表盘',
  '会员管理',
  '代理管理',
  '提现审核',
  '充值订单',
  '财务报表',
  '公告管理',
  '广告与页面',
  '模板卡片',
  '图库',
  '优惠活动',
  '资料库',
  '开奖管理',
  '游戏管理',
  '聊天管理',
  '系统设置',
];

const menuItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

afterEach(() => {
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('the menu', () => {
  it('shows a read-only operator neither the operators nor the audit log', async () => {
    stubScreenWidth(1280);
    await openAs('readonly');
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(menuItems(menu)).toEqual([...everyoneSees]);
    expect(screen.getByText('只读')).toBeTruthy();
  });

  it('shows a super administrator every page', async () => {
    stubScreenWidth(1280);
    await openAs('super');
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(menuItems(menu)).toEqual([...everyoneSees, '审计日志', '操作员']);
    expect(within(menu).getByText('内容')).toBeTruthy();
  });

  it('opens from the header on a phone, with the finance role’s pages', async () => {
    stubScreenWidth(390);
    await openAs('finance');
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = await screen.findByRole('navigation', { name: '主菜单' });
    expect(menuItems(menu)).toContain('提现审核');
    expect(menuItems(menu)).not.toContain('操作员');
    expect(menuItems(menu)).not.toContain('审计日志');
    // The role's tag in the header (the menu's 财务 area has the same name).
    expect(screen.getAllByText('财务').some((el) => el.classList.contains('ant-tag'))).toBe(true);
  });

  it('signs out with 退出: the server is told, the session ends', async () => {
    stubScreenWidth(1280);
    signInAs('support');
    const api = fakeApi({
      'GET /app-api/admin/auth/me': () => operatorOf('support'),
      'GET /app-api/admin/dashboard': () => dashboard,
      'POST /app-api/admin/auth/logout': () => null,
    });
    renderAdmin('/admin');
    fireEvent.click(await screen.findByRole('button', { name: '退出' }));
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    const [logout] = api.callsTo('POST /app-api/admin/auth/logout');
    expect(logout?.headers['x-admin-token']).toBe('support-token');
    expect(adminSession.token()).toBeUndefined();
  });
});
