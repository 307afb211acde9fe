import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { chatCommand, storageKeys } from '@lottery/contracts';
import type { ChatServerFrame } from '@lottery/contracts';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FakeWebSocket } from '../../../lib/draws/socket/fake-web-socket';
import { useSession } from '../../../lib/session';
import { appStorage } from '../../../lib/storage';
import { setUpPageTests } from '../../../test/toasts';
import { useChatIdentity } from '../api/chat-identity';
import { classGroupsKey } from '../api/get-class-groups';
import {
  refreshTokenCall,
  chatServer,
  groupsOf,
  me,
  messageOf,
  service,
  setUpChatTests,
} from '../testing/chat-server';
import { chatClient } from '../socket/chat-connection';
import ChatHost from './chat-host';
import { promptRouteName } from './prompt-route';

const { lastToast } = setUpPageTests();
setUpChatTests();

const renderHost = (path: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (name: string) => ({ element: <h1>{name}</h1> });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <ChatHost />
          </>
        ),
        children: [
          { index: true, ...page('首页') },
          { path: 'profile', ...page('我的') },
          { path: 'game/:id', ...page('游戏') },
          { path: 'chat-rooms/:roomId', ...page('聊天室') },
          { path: 'chat-rooms/:roomId/friends/:friendId', ...page('私聊') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
};

const connected = async () => {
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeWebSocket.last();
  act(() => {
    socket.open();
    socket.receive({
      command: chatCommand.hello,
      content: { conection_id: 'c1', userId: me.user_id },
    });
  });
  return socket;
};

const privateFrom = (id: number, sender = service): ChatServerFrame => ({
  command: chatCommand.privateMessage,
  content: messageOf(1, sender, '您好，有什么可以帮您？', {
    id,
    room_id: 5001,
    talk_type: 1,
    command: 5,
    content: { type: 'text', body: '您好', userinfo: sender, reciveId: me.user_id },
  }),
});

const invite = (roomId: number, id = 1): ChatServerFrame => ({
  command: chatCommand.invite,
  content: { id, content: { room_id: roomId, name: '香港六合彩', nickname: '客服小美' } },
});

describe('promptRouteName', () => {
  it('names the chat routes and the quiet game routes', () => {
    expect(promptRouteName('/profile')).toBeNull();
    expect(promptRouteName('/game-center')).toBe('game-center');
    expect(promptRouteName('/game/110')).toBe('game');
    expect(promptRouteName('/game/95/heat-map')).toBe('game');
    expect(promptRouteName('/game/95/lucky-niu-niu')).toBe('lucky-niu-niu');
    expect(promptRouteName('/game/95/chat')).toBe('game-chat');
    expect(promptRouteName('/chat-rooms/1001')).toBe('room-chat');
    expect(promptRouteName('/chat-rooms/1001/friends/9')).toBe('individual-chat');
  });
});

describe('the app-wide chat', () => {
  it('connects a member with their chat token', async () => {
    renderHost('/profile');
    await connected();
    expect(FakeWebSocket.last().url).toMatch(/\/api-messen\/ws\?token=chat-token$/);
  });

  it('prompts a private message from service on /profile; 立即查看 opens the private chat', async () => {
    const { router } = renderHost('/profile');
    const socket = await connected();
    act(() => socket.receive(privateFrom(81)));

    expect((await screen.findByTestId('chat-prompt')).textContent).toBe(
      '您有一条新消息！ 是否立即查看？',
    );
    expect(appStorage.get(storageKeys.accessMessageId)).toBe(81);
    fireEvent.click(screen.getByRole('button', { name: '立即查看' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/chat-rooms/5001/friends/${service.user_id}`),
    );
    expect(router.state.location.search).toBe(`?nickname=${encodeURIComponent(service.nickname)}`);
    await waitFor(() => expect(screen.queryByTestId('chat-prompt')).toBeNull());

    // The same message (another tab, a reload) is not prompted again.
    act(() => socket.receive(privateFrom(81)));
    expect(screen.queryByTestId('chat-prompt')).toBeNull();
  });

  it('stays quiet on a game page and in that same private chat, and for a member sender', async () => {
    const { router } = renderHost('/game/110');
    const socket = await connected();
    act(() => socket.receive(privateFrom(82)));
    await act(() => router.navigate(`/chat-rooms/1001/friends/${service.user_id}`));
    act(() => socket.receive(privateFrom(83)));
    await act(() => router.navigate('/profile'));
    act(() => socket.receive(privateFrom(84, { ...service, chatLevel: 0 })));
    expect(screen.queryByTestId('chat-prompt')).toBeNull();
  });

  it('shows one prompt at a time: the next after the first is answered', async () => {
    renderHost('/profile');
    const socket = await connected();
    act(() => {
      socket.receive(privateFrom(85));
      socket.receive(invite(1002));
    });
    expect(await screen.findAllByTestId('chat-prompt')).toHaveLength(1);
    expect(screen.getByTestId('chat-prompt').textContent).toBe('您有一条新消息！ 是否立即查看？');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() =>
      expect(screen.getByTestId('chat-prompt').textContent).toBe('邀请您加入香港六合彩'),
    );
    expect(screen.getAllByTestId('chat-prompt')).toHaveLength(1);
  });

  it('invites only into another room than the one open, and 立即加入 goes there', async () => {
    const { router } = renderHost('/chat-rooms/1002');
    const socket = await connected();
    act(() => socket.receive(invite(1002, 1)));
    expect(screen.queryByTestId('chat-prompt')).toBeNull();
    act(() => socket.receive(invite(1003, 2)));
    await screen.findByTestId('chat-prompt');
    fireEvent.click(screen.getByRole('button', { name: '立即加入' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-rooms/1003'));
  });

  it('shows the award popup on room-chat only, when the class groups allow it', async () => {
    const { router, queryClient } = renderHost('/profile');
    const identity = { kind: 'member', auth: { token: 'chat-token', isGuest: false } } as const;
    queryClient.setQueryData(classGroupsKey(identity), groupsOf());
    const socket = await connected();
    const award: ChatServerFrame = {
      command: chatCommand.award,
      content: {
        nickname: '一位非常幸运的会员朋友',
        userName: 'x',
        gameId: 110,
        gameName: '澳门六合彩',
        reward: 88_888_000,
      },
    };
    act(() => socket.receive(award));
    expect(screen.queryByTestId('chat-prompt')).toBeNull();

    await act(() => router.navigate('/chat-rooms/1001'));
    act(() => socket.receive(award));
    expect((await screen.findByTestId('chat-prompt')).textContent).toBe(
      '恭喜一位非常幸运的会...在澳门六合彩投注，蠃得88,888.00元',
    );
  });

  it('the enable command 1 leaves chat pages for home and drops the chat token', async () => {
    const { router } = renderHost('/chat-rooms/1001');
    const socket = await connected();
    act(() => socket.receive({ command: chatCommand.enable, content: { disabled: 1 } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSession.getState().chatToken).toBeNull();
    expect(useChatIdentity.getState().disabled).toBe(true);
    expect(socket.closedByClient).toBe(true);
  });

  it('the enable command 0 gets a new chat token', async () => {
    const fake = chatServer({
      routes: { [refreshTokenCall]: () => ({ tokenChat: 'chat-token-2' }) },
    });
    renderHost('/profile');
    const socket = await connected();
    act(() => socket.receive({ command: chatCommand.enable, content: { disabled: 0 } }));
    await waitFor(() => expect(useSession.getState().chatToken).toBe('chat-token-2'));
    expect(fake.callsTo(refreshTokenCall)).toHaveLength(1);
    expect(appStorage.get(storageKeys.chatToken)).toBe('chat-token-2');
    // The socket follows the new token.
    await waitFor(() =>
      expect(FakeWebSocket.last().url).toMatch(/\/api-messen\/ws\?token=chat-token-2$/),
    );
  });

  it('a socket closed for chat being off (4405) sends a chat page home; 4403 drops the chat token', async () => {
    const { router } = renderHost('/chat-rooms/1001');
    const socket = await connected();
    act(() => socket.onclose?.(new CloseEvent('close', { code: 4405 })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(lastToast()).toBe('聊天室目前不可用');

    chatClient.reset();
    FakeWebSocket.reset();
    act(() => chatClient.setAuth({ token: 'chat-token', isGuest: false }));
    act(() => void chatClient.hold());
    const again = FakeWebSocket.last();
    act(() => again.onclose?.(new CloseEvent('close', { code: 4403 })));
    await waitFor(() => expect(useSession.getState().chatToken).toBeNull());
    expect(useSession.getState().token).not.toBeNull();
  });
});
