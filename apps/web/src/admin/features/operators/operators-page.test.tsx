import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { adminSession } from '../../session/admin-session';
import { stubScreenWidth } from '../../test/browser-stubs';
import { operatorOf, renderAdmin, signInAs } from '../../test/render-admin';

const otpauthUrl =
  'otpauth://totp/%E8%BF%90%E8%90%A5%E5%90%8E%E5%8F%B0:finance02?secret=JBSWY3DPEHPK3PXP';

beforeEach(() => stubScreenWidth(1280));
afterEach(() => {
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('操作员', () => {
  it('adds an operator and shows the new authenticator secret once, as a QR code', async () => {
    signInAs('super');
    const created = operatorOf('finance', { id: 9, account: 'finance02', name: '李会计' });
    const api = fakeApi({
      'GET /app-api/admin/auth/me': () => operatorOf('super'),
      'GET /app-api/admin/operators': () => [operatorOf('super')],
      'POST /app-api/admin/operators/save': () => ({
        operator: created,
        totp: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl },
      }),
    });
    renderAdmin('/admin/operators');
    expect(await screen.findByText('super01')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('账号'), { target: { value: 'finance02' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '李会计' } });
    fireEvent.change(within(dialog).getByLabelText('密码'), { target: { value: 'Abcdefgh12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    const qr = await screen.findByRole('img', { name: '动态码二维码' });
    expect(qr.getAttribute('data-qr-text')).toBe(otpauthUrl);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.getByText(/仅显示一次/)).toBeTruthy();
    const save = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/operators/save'));
    expect(JSON.parse(String(save?.[1]?.body))).toEqual({
      account: 'finance02',
      name: '李会计',
      role: 'readonly',
      disabled: false,
      password: 'Abcdefgh12',
    });

    fireEvent.click(screen.getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: '动态码二维码' })).toBeNull());
  });

  it('refuses a weak password for a new operator before calling the server', async () => {
    signInAs('super');
    const api = fakeApi({
      'GET /app-api/admin/auth/me': () => operatorOf('super'),
      'GET /app-api/admin/operators': () => [operatorOf('super')],
    });
    renderAdmin('/admin/operators');
    fireEvent.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('账号'), { target: { value: 'finance02' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '李会计' } });
    fireEvent.change(within(dialog).getByLabelText('密码'), { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('密码至少10位')).toBeTruthy();
    expect(api.callsTo('POST /app-api/admin/operators/save')).toHaveLength(0);
  });

  it('is closed to a role that may not manage operators', async () => {
    signInAs('operations');
    fakeApi({ 'GET /app-api/admin/auth/me': () => operatorOf('operations') });
    renderAdmin('/admin/operators');
    expect(await screen.findByText('当前角色无权访问该页面')).toBeTruthy();
  });
});
