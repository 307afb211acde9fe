import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminNotice, AdminRole } from '@lottery/contracts';
import { fakeApi } from '../../../test/fake-api';
import { adminSession } from '../../session/admin-session';
import { stubScreenWidth } from '../../test/browser-stubs';
import { operatorOf, renderAdmin, signInAs } from '../../test/render-admin';

const noticeOf = (overrides: Partial<AdminNotice>): AdminNotice => ({
  id: 1,
  noticeType: 0,
  title: '春节活动',
  content: '全场加奖',
  redirectUrl: '',
  imageUrl: '',
  sort: 1,
  enabled: true,
  rolls: false,
  createdAt: Date.UTC(2025, 0, 20, 2),
  ...overrides,
});

const serve = (role: AdminRole) => {
  signInAs(role);
  return fakeApi({
    'GET /app-api/admin/auth/me': () => operatorOf(role),
    'GET /app-api/admin/notices': ({ params }) =>
      params.get('noticeType') === '1'
        ? [noticeOf({ id: 2, noticeType: 1, title: '官方公告', content: '<b>维护</b>' })]
        : [noticeOf({})],
    'POST /app-api/admin/notices/save': () => noticeOf({}),
  });
};

beforeEach(() => stubScreenWidth(1280));
afterEach(() => {
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('公告管理', () => {
  it('shows a read-only operator the notices without 新增, 编辑 or 删除', async () => {
    serve('readonly');
    renderAdmin('/admin/notices');
    expect(await screen.findByText('春节活动')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('reads each kind of notice by its type', async () => {
    const api = serve('readonly');
    renderAdmin('/admin/notices');
    await screen.findByText('春节活动');
    fireEvent.click(screen.getByText('首页公告'));
    expect(await screen.findByText('官方公告')).toBeTruthy();
    expect(
      api.callsTo('GET /app-api/admin/notices').map((call) => call.params.get('noticeType')),
    ).toEqual(['0', '1']);
  });

  it('lets an operations operator add a notice of the shown kind', async () => {
    const api = serve('operations');
    renderAdmin('/admin/notices');
    fireEvent.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增公告' });
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '新年快乐' } });
    fireEvent.change(within(dialog).getByLabelText('内容'), { target: { value: '祝大家好运' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(api.callsTo('POST /app-api/admin/notices/save')).toHaveLength(1));
    const save = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/notices/save'));
    expect(JSON.parse(String(save?.[1]?.body))).toEqual({
      noticeType: 0,
      title: '新年快乐',
      content: '祝大家好运',
      redirectUrl: '',
      imageUrl: '',
      sort: 0,
      enabled: true,
      rolls: false,
    });
    expect(await screen.findByText('已保存')).toBeTruthy();
  });

  it('previews an index notice as the member sees it: sanitized HTML', async () => {
    serve('super');
    renderAdmin('/admin/notices');
    await screen.findByText('春节活动');
    fireEvent.click(screen.getByText('首页公告'));
    await screen.findByText('官方公告');
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑公告' });
    fireEvent.change(within(dialog).getByLabelText('内容'), {
      target: { value: '<b>维护</b><img src=x onerror="alert(1)"><script>alert(2)</script>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '预览' }));
    // Under test antd gives every dialog the same title id: the preview is the second dialog.
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const preview = screen.getAllByRole('dialog')[1]!;
    expect(within(preview).getByText('维护').tagName).toBe('B');
    expect(preview.innerHTML).not.toContain('onerror');
    expect(preview.innerHTML).not.toContain('<script');
  });
});
