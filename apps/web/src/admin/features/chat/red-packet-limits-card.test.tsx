import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRole } from '@lottery/contracts';
import { fakeApi } from '../../../test/fake-api';
import { adminSession } from '../../session/admin-session';
import { stubScreenWidth } from '../../test/browser-stubs';
import { operatorOf, renderAdmin, signInAs } from '../../test/render-admin';

const serve = (role: AdminRole) => {
  signInAs(role);
  return fakeApi({
    'GET /app-api/admin/auth/me': () => operatorOf(role),
    'GET /app-api/admin/chat/rooms': () => [],
    'GET /app-api/admin/chat/switch': () => ({ enableChat: true, maintenance: false }),
    'GET /app-api/admin/chat/red-packet-limits': () => ({
      minAmount: 1_000,
      maxAmount: 20_000_000,
      maxCount: 100,
    }),
    'POST /app-api/admin/chat/red-packet-limits/save': (call) => call.json,
  });
};

const card = async () => {
  renderAdmin('/admin/chat');
  const title = await screen.findByText('红包限额');
  const box = title.closest('.ant-card') as HTMLElement;
  await waitFor(() =>
    expect((within(box).getByLabelText('最大金额（元）') as HTMLInputElement).value).toBe(
      '20000.00',
    ),
  );
  return box;
};

beforeEach(() => stubScreenWidth(390));
afterEach(() => {
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('红包限额', () => {
  it('shows a read-only operator the limits in yuan, without 保存', async () => {
    serve('readonly');
    const box = await card();
    expect((within(box).getByLabelText('最小金额（元）') as HTMLInputElement).value).toBe('1.00');
    expect(within(box).queryByRole('button', { name: '保存' })).toBeNull();
    expect(within(box).getByLabelText('最多个数').hasAttribute('disabled')).toBe(true);
  });

  it('saves new limits in thousandths', async () => {
    const api = serve('support');
    const box = await card();
    fireEvent.change(within(box).getByLabelText('最大金额（元）'), { target: { value: '50' } });
    fireEvent.change(within(box).getByLabelText('最多个数'), { target: { value: '20' } });
    fireEvent.click(within(box).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.callsTo('POST /app-api/admin/chat/red-packet-limits/save')).toHaveLength(1),
    );
    const call = api.fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/red-packet-limits/save'),
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      minAmount: 1_000,
      maxAmount: 50_000,
      maxCount: 20,
    });
  });

  it('refuses a maximum below the minimum by the contract’s rule, sending nothing', async () => {
    const api = serve('support');
    const box = await card();
    fireEvent.change(within(box).getByLabelText('最小金额（元）'), { target: { value: '60' } });
    fireEvent.change(within(box).getByLabelText('最大金额（元）'), { target: { value: '50' } });
    fireEvent.click(within(box).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('最大金额不能小于最小金额')).toBeTruthy();
    expect(api.callsTo('POST /app-api/admin/chat/red-packet-limits/save')).toHaveLength(0);
  });
});
