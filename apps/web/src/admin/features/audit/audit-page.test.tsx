import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAuditRow } from '@lottery/contracts';
import { fakeApi } from '../../../test/fake-api';
import { adminSession } from '../../session/admin-session';
import { stubScreenWidth } from '../../test/browser-stubs';
import { operatorOf, renderAdmin, signInAs } from '../../test/render-admin';

const row: AdminAuditRow = {
  id: 31,
  operatorId: 2,
  operatorAccount: 'support01',
  action: 'member.freeze',
  actionLabel: '冻结/解冻会员',
  target: 'member01',
  ip: '10.0.0.8',
  before: { status: 0 },
  after: { status: 1 },
  createdAt: Date.UTC(2025, 2, 1, 4, 5, 6),
};

afterEach(() => {
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('审计日志', () => {
  it('pages on the server, filters by operator, and shows before and after', async () => {
    stubScreenWidth(1280);
    signInAs('super');
    const api = fakeApi({
      'GET /app-api/admin/auth/me': () => operatorOf('super'),
      'GET /app-api/admin/audit': ({ params }) => ({
        list: [row],
        total: 45,
        page: Number(params.get('page')),
        size: Number(params.get('size')),
      }),
    });
    renderAdmin('/admin/audit');
    expect(await screen.findByText('冻结/解冻会员')).toBeTruthy();
    expect(screen.getByText('2025-03-01 12:05:06')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /展开行/ }));
    expect((await screen.findByText(/"status": 0/)).textContent).toContain('"status": 0');
    expect(screen.getByText(/"status": 1/)).toBeTruthy();

    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(api.callsTo('GET /app-api/admin/audit')).toHaveLength(2));
    expect(api.callsTo('GET /app-api/admin/audit')[1]?.params.get('page')).toBe('3');

    fireEvent.change(screen.getByLabelText('操作员'), { target: { value: ' support01 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(api.callsTo('GET /app-api/admin/audit')).toHaveLength(3));
    const search = api.callsTo('GET /app-api/admin/audit')[2]!.params;
    expect(search.get('operator')).toBe('support01');
    expect(search.get('page')).toBe('1');
    expect(search.get('size')).toBe('20');
  });
});
