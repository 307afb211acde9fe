import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { adminSession } from '../session/admin-session';
import { operatorOf, renderAdmin, signInAs } from '../test/render-admin';
import { stubScreenWidth } from '../test/browser-stubs';

beforeEach(() => stubScreenWidth(1280));
afterEach(() => {
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('the sign-in guard', () => {
  it('sends a signed-out visitor to the sign-in page, keeping where they were going', async () => {
    fakeApi({});
    const { router } = renderAdmin('/admin/notices');
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '运营后台' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe('?redirect=%2Fnotices');
  });

  it('sends a signed-in operator from the sign-in page to the dashboard', async () => {
    signInAs('readonly');
    fakeApi({ 'GET /app-api/admin/auth/me': () => operatorOf('readonly') });
    const { router } = renderAdmin('/admin/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: '仪表盘' })).toBeTruthy();
  });

  it('ends the console when the server says the session ended', async () => {
    signInAs('finance');
    fakeApi({
      'GET /app-api/admin/auth/me': () =>
        Response.json(
          { code: 'ADMIN/SESSION_ENDED', msg: '登录已失效，请重新登录' },
          { status: 401 },
        ),
    });
    const { router } = renderAdmin('/admin/recharges');
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Frecharges');
    expect(adminSession.token()).toBeUndefined();
  });
});
