import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chatCommand, storageKeys } from '@lottery/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../lib/draws/socket/fake-web-socket';
import { useSession } from '../../../lib/session';
import { appStorage } from '../../../lib/storage';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError } from '../../../test/fake-api';
import { setUpPageTests } from '../../../test/toasts';
import {
  chatServer,
  classGroupsCall,
  companyOf,
  deleteCall,
  framesSent,
  groupsOf,
  guestIdCall,
  manager,
  me,
  messageOf,
  recordsCall,
  roomOf,
  setUpChatTests,
} from '../testing/chat-server';

const { lastToast } = setUpPageTests();
setUpChatTests();

afterEach(() => {
  vi.useRealTimers();
});

const rows = () => screen.getAllByTestId('chat-message');
const rowOf = (id: number | string) =>
  screen.getAllByTestId('chat-message').find((row) => row.dataset.id === String(id));

const openSocket = async () => {
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeWebSocket.last();
  act(() => socket.open());
  return socket;
};

describe('/chat-rooms/{room_id}', () => {
  it('shows the room, its history with avatars, coloured nicknames, badges and times', async () => {
    const fake = chatServer();
    renderAccountRoute('/chat-rooms/1001');

    expect(await screen.findByRole('heading', { name: '澳门六合彩交流群' })).toBeDefined();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows();
    expect(within(first!).getByText('房管阿强')).toBeDefined();
    expect(within(first!).getByText('房管')).toBeDefined();
    expect(within(first!).getByText('欢迎来到聊天室')).toBeDefined();
    expect(within(first!).getByRole('img', { name: '头像9' })).toBeDefined();
    expect(first!.dataset.mine).toBeUndefined();
    expect(second!.dataset.mine).toBe('1');
    expect(within(second!).getByText('VIP3')).toBeDefined();
    await waitFor(() =>
      expect(within(second!).getByText('会员小明').getAttribute('style')).toContain(
        'color: rgb(200, 22, 29)',
      ),
    );
    expect(second!.querySelector('time')?.textContent).toMatch(/^\d\d:\d\d$/);
    const records = fake.callsTo(recordsCall)[0]!;
    expect(Object.fromEntries(records.params)).toEqual({
      room_id: '1001',
      talk_type: '2',
      limit: '150',
    });
    expect(records.headers.Authorization).toBe('Bearer chat-token');
  });

  it('says 暂无数据 for an empty room', async () => {
    chatServer({ rows: [] });
    renderAccountRoute('/chat-rooms/1001');
    expect(await screen.findByText('暂无数据')).toBeDefined();
  });

  it('shows a script payload as text, and links live only where the room allows them', async () => {
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)> https://example.com/a';
    chatServer({ rows: [messageOf(1, manager, payload)] });
    const { container, unmount } = renderAccountRoute('/chat-rooms/1001');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain(payload);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(within(rows()[0]!).queryByRole('link')).toBeNull();
    unmount();

    chatServer({
      groups: groupsOf({
        list: [{ id: 1, name: '彩票大厅', sort_order: 1, chatroom: [roomOf({ allow_links: 1 })] }],
      }),
      rows: [messageOf(1, manager, payload)],
    });
    renderAccountRoute('/chat-rooms/1001');
    const link = await screen.findByRole('link', { name: 'https://example.com/a' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('sends over the socket: sending until the ack, then stored; a live message arrives once', async () => {
    chatServer();
    renderAccountRoute('/chat-rooms/1001');
    const socket = await openSocket();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(framesSent(socket, chatCommand.join)).toEqual([
      { command: chatCommand.join, content: { room_id: 1001, after: 2 } },
    ]);

    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '今晚开什么？' } });
    fireEvent.click(screen.getByTestId('chat-send'));

    const [sent] = framesSent(socket, chatCommand.message);
    const clientId = sent!.content.client_id as string;
    expect(sent!.content).toEqual({
      room_id: 1001,
      talk_type: 2,
      type: 'text',
      body: '今晚开什么？',
      client_id: clientId,
    });
    expect((screen.getByTestId('chat-input') as HTMLInputElement).value).toBe('');
    expect(rowOf(clientId)?.dataset.state).toBe('sending');
    expect(within(rowOf(clientId)!).getByText('发送中')).toBeDefined();

    act(() =>
      socket.receive({
        command: chatCommand.ack,
        content: { client_id: clientId, id: 7003, seq: 3, room_id: 1001 },
      }),
    );
    expect(rowOf(clientId)).toBeUndefined();
    expect(rowOf(7003)?.dataset.state).toBe('stored');
    expect(rowOf(7003)?.dataset.mine).toBe('1');

    act(() => {
      socket.receive({
        command: chatCommand.message,
        content: messageOf(3, me, '今晚开什么？', { client_id: clientId }),
      });
      socket.receive({ command: chatCommand.message, content: messageOf(4, manager, '看走势') });
    });
    expect(rows().map((row) => row.dataset.id)).toEqual(['7001', '7002', '7003', '7004']);
  });

  it('marks a message failed when the socket goes, and 重发 sends it with the same client id', async () => {
    // The clock is ours (it still runs, so the page's waits work): the 3 s reconnect is stepped.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    chatServer();
    renderAccountRoute('/chat-rooms/1001');
    const socket = await openSocket();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '在吗' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    const clientId = framesSent(socket, chatCommand.message)[0]!.content.client_id as string;

    act(() => socket.drop());
    expect(rowOf(clientId)?.dataset.state).toBe('failed');
    expect(screen.getByText('连接已断开，正在重新连接...')).toBeDefined();

    act(() => vi.advanceTimersByTime(2_999));
    expect(FakeWebSocket.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeWebSocket.instances).toHaveLength(2);
    const again = FakeWebSocket.last();
    act(() => again.open());
    expect(framesSent(again, chatCommand.join)).toEqual([
      { command: chatCommand.join, content: { room_id: 1001, after: 2 } },
    ]);
    fireEvent.click(within(rowOf(clientId)!).getByRole('button', { name: '重发' }));
    expect(framesSent(again, chatCommand.message)[0]!.content.client_id).toBe(clientId);
    expect(rowOf(clientId)?.dataset.state).toBe('sending');
    vi.useRealTimers();
  });

  it('says the refusal of a message (error frame) and marks it failed', async () => {
    chatServer();
    renderAccountRoute('/chat-rooms/1001');
    const socket = await openSocket();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '刷屏' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    const clientId = framesSent(socket, chatCommand.message)[0]!.content.client_id as string;
    act(() =>
      socket.receive({
        command: chatCommand.error,
        content: { client_id: clientId, room_id: 1001, code: 'CHAT/MUTED', msg: '您已被禁言' },
      }),
    );
    expect(rowOf(clientId)?.dataset.state).toBe('failed');
    expect(lastToast()).toBe('您已被禁言');
  });

  it('deletes an own message on a long press: 操作成功!, and 系统错误。请再试一次 when it fails', async () => {
    const fake = chatServer();
    renderAccountRoute('/chat-rooms/1001');
    await waitFor(() => expect(rows()).toHaveLength(2));

    // Others' messages offer nothing.
    fireEvent.contextMenu(rowOf(7001)!.querySelector('div')!);
    expect(screen.queryByText('删除')).toBeNull();

    fireEvent.contextMenu(rowOf(7002)!.querySelector('div')!);
    fireEvent.click(await screen.findByText('删除'));
    await waitFor(() => expect(lastToast()).toBe('操作成功!'));
    expect(fake.callsTo(deleteCall)[0]?.json).toEqual({ id: 7002 });
    expect(rowOf(7002)).toBeUndefined();

    fake.route(deleteCall, () => apiError(500, 'SYS/INTERNAL', '系统繁忙'));
    const socket = FakeWebSocket.last();
    act(() => {
      socket.open();
      socket.receive({ command: chatCommand.message, content: messageOf(3, me, '再来一条') });
    });
    fireEvent.contextMenu(rowOf(7003)!.querySelector('div')!);
    fireEvent.click(await screen.findByText('删除'));
    await waitFor(() => expect(lastToast()).toBe('系统错误。请再试一次'));
    expect(rowOf(7003)).toBeDefined();
  });

  it('drops a message when its delete frame comes', async () => {
    chatServer();
    renderAccountRoute('/chat-rooms/1001');
    const socket = await openSocket();
    await waitFor(() => expect(rows()).toHaveLength(2));
    act(() =>
      socket.receive({ command: chatCommand.delete, content: { id: 7001, room_id: 1001, seq: 1 } }),
    );
    expect(rows().map((row) => row.dataset.id)).toEqual(['7002']);
  });

  it('closes the composer with the reason when the viewer may not speak, and while muted', async () => {
    chatServer({
      groups: groupsOf({
        list: [
          { id: 1, name: '彩票大厅', sort_order: 1, chatroom: [roomOf({ min_vip_level: 5 })] },
        ],
      }),
    });
    const { unmount } = renderAccountRoute('/chat-rooms/1001');
    expect((await screen.findByTestId('chat-blocked')).textContent).toBe(
      '您的VIP等级不足，暂不能发言',
    );
    expect(screen.queryByTestId('chat-input')).toBeNull();
    unmount();

    chatServer({ groups: groupsOf({ muted: { '1001': 90 } }) });
    renderAccountRoute('/chat-rooms/1001');
    expect((await screen.findByTestId('chat-blocked')).textContent).toMatch(
      /^您已被禁言，剩余 01:(29|30|31)$/,
    );
  });

  it('counts down slow mode after a message is stored', async () => {
    chatServer({
      groups: groupsOf({
        list: [
          { id: 1, name: '彩票大厅', sort_order: 1, chatroom: [roomOf({ sec_per_mess: 10 })] },
        ],
      }),
    });
    renderAccountRoute('/chat-rooms/1001');
    const socket = await openSocket();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('本房间每10秒可发言一次')).toBeDefined();
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '一' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    const clientId = framesSent(socket, chatCommand.message)[0]!.content.client_id as string;
    act(() =>
      socket.receive({
        command: chatCommand.ack,
        content: { client_id: clientId, id: 7003, seq: 3, room_id: 1001 },
      }),
    );
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '二' } });
    await waitFor(() => expect(screen.getByTestId('chat-send').textContent).toMatch(/^\d+s$/));
    expect(screen.getByTestId('chat-send').hasAttribute('disabled')).toBe(true);
  });

  it('offers 红包 to members, leading to the create page', async () => {
    chatServer();
    const { router } = renderAccountRoute('/chat-rooms/1001');
    fireEvent.click(await screen.findByTestId('chat-hongbao'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-rooms/1001/hong-bao'));
  });

  it('403 on the class groups: the tokens go, and so does the visitor, to login', async () => {
    chatServer({
      routes: { [classGroupsCall]: () => apiError(403, 'CHAT/TOKEN_INVALID', '聊天登录已失效') },
    });
    const { router } = renderAccountRoute('/chat-rooms/1001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(useSession.getState().token).toBeNull();
    expect(appStorage.get(storageKeys.accessToken)).toBeUndefined();
    expect(useSession.getState().chatToken).toBeNull();
  });

  it('405: home, with 聊天室目前不可用', async () => {
    chatServer({
      routes: { [classGroupsCall]: () => apiError(405, 'CHAT/UNAVAILABLE', '聊天室目前不可用') },
    });
    const { router } = renderAccountRoute('/chat-rooms/1001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(lastToast()).toBe('聊天室目前不可用');
  });

  it('loads older messages from the top, 100 before the oldest', async () => {
    const newest = Array.from({ length: 10 }, (_, index) =>
      messageOf(index + 11, manager, `消息${index + 11}`),
    );
    const older = Array.from({ length: 10 }, (_, index) =>
      messageOf(index + 1, manager, `消息${index + 1}`),
    );
    const fake = chatServer({
      rows: newest,
      routes: {
        [recordsCall]: (call) => ({
          room_id: 1001,
          rows: call.params.get('before') ? older : newest,
          total: 20,
          last_seq: 20,
        }),
      },
    });
    renderAccountRoute('/chat-rooms/1001');
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: '查看更早的消息' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    const more = fake.callsTo(recordsCall)[1]!;
    expect(more.params.get('before')).toBe('11');
    expect(more.params.get('limit')).toBe('100');
    expect(screen.queryByRole('button', { name: '查看更早的消息' })).toBeNull();
  });
});

describe('a guest in chat', () => {
  it('gets a guest identity, stores it, and chats with its hash id', async () => {
    useSession.getState().signOut();
    const fake = chatServer({
      groups: groupsOf({
        default_chatroom: 1003,
        userinfo: { ...me, user_id: 3001, nickname: '游客3001', isGuest: 1 },
        userId: 3001,
      }),
      routes: {
        [guestIdCall]: () => ({
          guest_id: 3001,
          nickname: '游客3001',
          avatarId: 2,
          hash_id: 'g-hash-1',
        }),
      },
    });
    const { router } = renderAccountRoute('/chat-rooms');

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-rooms/1003'));
    expect(appStorage.get(storageKeys.guestId)).toBe(3001);
    expect(appStorage.get(storageKeys.guestName)).toBe('游客3001');
    expect(appStorage.get(storageKeys.guestHashId)).toBe('g-hash-1');
    expect(fake.callsTo(classGroupsCall)[0]?.headers.Authorization).toBe('Bearer g-hash-1');
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    expect(FakeWebSocket.last().url).toMatch(/\/api-messen\/ws\?token=g-hash-1&isGuest=1$/);
    expect(await screen.findByTestId('chat-input')).toBeDefined();
    expect(screen.queryByTestId('chat-hongbao')).toBeNull();
    expect(fake.callsTo(guestIdCall)).toHaveLength(1);
  });
});

describe('/chat-rooms', () => {
  it('lands in the default room', async () => {
    chatServer();
    const { router } = renderAccountRoute('/chat-rooms');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-rooms/1001'));
  });

  it('lists the class groups and rooms with their members from the room list entry', async () => {
    chatServer();
    const { router } = renderAccountRoute('/chat-rooms/1001');
    fireEvent.click(await screen.findByRole('button', { name: '房间列表' }));
    const lobby = await screen.findByRole('region', { name: '彩票大厅' });
    const rooms = within(lobby).getAllByTestId('chat-room');
    expect(rooms.map((room) => room.textContent)).toEqual([
      '澳门六合彩交流群128人',
      '香港六合彩64人',
    ]);
    expect(screen.getByRole('region', { name: '游客专区' })).toBeDefined();
    fireEvent.click(rooms[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-rooms/1002'));
  });

  it('offers the WeChat contact when company info says so: 复制微信号 copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    chatServer({
      routes: {
        'GET /app-api/company/get': () =>
          companyOf({
            showWechatPopup: 1,
            companyDetailList: [
              { type: 1, content: 'lottery-kefu-01', httpImageUrl: '', wechatUrl: '' },
            ],
          }),
      },
    });
    renderAccountRoute('/chat-rooms/1001');
    fireEvent.click(await screen.findByRole('button', { name: '房间列表' }));
    fireEvent.click(await screen.findByRole('button', { name: '微信客服' }));
    const popup = await screen.findByRole('dialog', { name: '微信客服' });
    expect(within(popup).getByText('微信号：lottery-kefu-01')).toBeDefined();
    fireEvent.click(within(popup).getByRole('button', { name: '复制微信号' }));
    await waitFor(() => expect(lastToast()).toBe('复制成功'));
    expect(writeText).toHaveBeenCalledWith('lottery-kefu-01');
    expect(within(popup).getByRole('button', { name: '打开微信' })).toBeDefined();
  });
});
