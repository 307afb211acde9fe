import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../test/fake-api';
import { adminSession } from '../../session/admin-session';
import { stubScreenWidth } from '../../test/browser-stubs';
import { operatorOf, renderAdmin } from '../../test/render-admin';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => stubScreenWidth(390));
afterEach(() => {
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('the sign-in page', () => {
  it('signs in with account, password and code, stores the session and goes on', async () => {
    const operator = operatorOf('operations');
    const api = fakeApi({
      'POST /app-api/admin/auth/login': () => ({ token: 'fresh-token', operator }),
      'GET /app-api/admin/auth/me': () => operator,
      'GET /app-api/admin/notices': () => [],
    });
    const { router } = renderAdmin('/admin/login?redirect=%2Fnotices');
    await screen.findByRole('button', { name: '登录' });
    expect(screen.getByLabelText('动态码').getAttribute('inputmode')).toBe('numeric');
    fill('账号', ' operations01 ');
    fill('密码', 'Secret12345');
    fill('动态码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('heading', { name: '公告管理' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/notices');
    const [login] = api.callsTo('POST /app-api/admin/auth/login');
    expect(JSON.parse(String(api.fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      account: 'operations01',
      password: 'Secret12345',
      code: '123456',
    });
    expect(login?.headers['x-admin-token']).toBeUndefined();
    expect(JSON.parse(sessionStorage.getItem('admin-session') ?? 'null')).toEqual({
      token: 'fresh-token',
      operator,
    });
  });

  it('asks for six digits before calling the server', async () => {
    const api = fakeApi({});
    renderAdmin('/admin/login');
    await screen.findByRole('button', { name: '登录' });
    fill('账号', 'finance01');
    fill('密码', 'Secret12345');
    fill('动态码', '12a');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入6位动态码')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server’s refusal and stays signed out', async () => {
    fakeApi({
      'POST /app-api/admin/auth/login': () =>
        apiError(400, 'ADMIN/LOGIN_FAILED', '账号、密码或动态码错误'),
    });
    renderAdmin('/admin/login');
    await screen.findByRole('button', { name: '登录' });
    fill('账号', 'finance01');
    fill('密码', 'wrong-password');
    fill('动态码', '000000');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('账号、密码或动态码错误')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('动态码')).toHaveProperty('value', ''));
    expect(adminSession.token()).toBeUndefined();
  });
});
