import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminChatMessage, AdminChatRoom, AdminRole } from '@lottery/contracts';
import { fakeApi } from '../../../test/fake-api';
import { adminSession } from '../../session/admin-session';
import { stubScreenWidth } from '../../test/browser-stubs';
import { operatorOf, renderAdmin, signInAs } from '../../test/render-admin';

const room: AdminChatRoom = {
  id: 3,
  name: '香港六合彩聊天室',
  classGroupId: 1,
  classGroupName: '彩票聊天室',
  gameId: 1,
  enableChat: 1,
  secPerMess: 0,
  minVipLevel: 0,
  isGuest: 0,
  maintenance: 0,
  totalPeople: 8,
  lastSeq: 40,
};

const messageOf = (overrides: Partial<AdminChatMessage>): AdminChatMessage => ({
  id: 501,
  seq: 40,
  roomId: room.id,
  type: 'text',
  body: '<b>加我微信</b>',
  deleted: false,
  senderId: 12,
  senderAccount: 'chat_lucky88',
  senderName: '好运连连',
  createdAt: Date.UTC(2025, 0, 20, 2),
  ...overrides,
});

const serve = (role: AdminRole) => {
  signInAs(role);
  return fakeApi({
    'GET /app-api/admin/auth/me': () => operatorOf(role),
    'GET /app-api/admin/chat/rooms': () => [room],
    'GET /app-api/admin/chat/switch': () => ({ enableChat: true, maintenance: false }),
    'GET /app-api/admin/chat/messages': () => ({ list: [messageOf({})], hasMore: false }),
    'POST /app-api/admin/chat/messages/delete': () => null,
    'POST /app-api/admin/chat/mute': () => null,
    'POST /app-api/admin/chat/switch/save': () => ({ enableChat: true, maintenance: true }),
  });
};

const openMessages = async () => {
  renderAdmin('/admin/chat');
  fireEvent.click(await screen.findByRole('button', { name: '查看消息' }));
  return screen.findByRole('dialog', { name: /最新消息/ });
};

beforeEach(() => stubScreenWidth(1280));
afterEach(() => {
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('聊天管理', () => {
  it('shows a read-only operator rooms and messages without 编辑, 删除 or 禁言', async () => {
    serve('readonly');
    const drawer = await openMessages();
    expect(await within(drawer).findByText('好运连连')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '禁言' })).toBeNull();
    expect(screen.getByRole('switch', { name: '聊天总开关' }).hasAttribute('disabled')).toBe(true);
  });

  it('renders a message as text, never as HTML', async () => {
    serve('readonly');
    const drawer = await openMessages();
    expect(await within(drawer).findByText('<b>加我微信</b>')).toBeTruthy();
    expect(drawer.querySelector('b')).toBeNull();
  });

  it('deletes a message by its id after the operator confirms', async () => {
    const api = serve('support');
    const drawer = await openMessages();
    fireEvent.click(await within(drawer).findByRole('button', { name: '删除' }));
    expect(api.callsTo('POST /app-api/admin/chat/messages/delete')).toHaveLength(0);
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(api.callsTo('POST /app-api/admin/chat/messages/delete')).toHaveLength(1),
    );
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/messages/delete'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: 501 });
  });

  it('mutes a sender for the chosen minutes with a reason', async () => {
    const api = serve('support');
    const drawer = await openMessages();
    fireEvent.click(await within(drawer).findByRole('button', { name: '禁言' }));
    // Drawer and modal share the test id that names a dialog: find the form by its fields.
    const dialog = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => d.textContent?.includes('时长'));
      if (!found) throw new Error('no mute dialog');
      return found;
    });
    fireEvent.click(within(dialog).getByLabelText('1小时'));
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '发广告' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.callsTo('POST /app-api/admin/chat/mute')).toHaveLength(1));
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/chat/mute'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      chatUserId: 12,
      roomId: 3,
      minutes: 60,
      reason: '发广告',
    });
  });

  it('puts the chat under maintenance only after the operator confirms', async () => {
    const api = serve('support');
    renderAdmin('/admin/chat');
    await screen.findByText('香港六合彩聊天室');
    const toggle = await screen.findByRole('switch', { name: '聊天维护' });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    fireEvent.click(toggle);
    const confirm = await screen.findByText('确定将聊天室设为维护中吗？会员将看到维护提示。');
    expect(api.callsTo('POST /app-api/admin/chat/switch/save')).toHaveLength(0);
    const box = confirm.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(box).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(api.callsTo('POST /app-api/admin/chat/switch/save')).toHaveLength(1),
    );
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/switch/save'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      enableChat: true,
      maintenance: true,
    });
  });
});
