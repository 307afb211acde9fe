import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { chatCommand, storageKeys } from '@lottery/contracts';
import type { ChatContact } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { FakeWebSocket } from '../../../lib/draws/socket/fake-web-socket';
import { useSession } from '../../../lib/session';
import { appStorage } from '../../../lib/storage';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError } from '../../../test/fake-api';
import { setUpPageTests } from '../../../test/toasts';
import {
  chatServer,
  contactDetailCall,
  framesSent,
  guestIdCall,
  guestInitRoomCall,
  me,
  messageOf,
  recordsCall,
  refreshTokenCall,
  service,
  setUpChatTests,
} from '../testing/chat-server';

setUpPageTests();
setUpChatTests();

const contact: ChatContact = {
  room_id: 5001,
  friend_id: service.user_id,
  nickname: service.nickname,
  avatarId: service.avatarId,
  chatLevel: 2,
  last_message: null,
  unread: 0,
};

const privateRows = [
  messageOf(1, service, '您好，请问有什么可以帮您？', {
    id: 9001,
    room_id: 5001,
    talk_type: 1,
    command: 5,
  }),
];

describe('/chat-rooms/{room_id}/friends/{friend_id}', () => {
  it('opens the conversation with the friend, and sends and receives privately', async () => {
    const fake = chatServer({
      rows: privateRows,
      routes: { [contactDetailCall]: () => contact },
    });
    renderAccountRoute(`/chat-rooms/1001/friends/${service.user_id}?nickname=${service.nickname}`);

    expect(await screen.findByRole('heading', { name: '客服小美' })).toBeDefined();
    expect(await screen.findByText('您好，请问有什么可以帮您？')).toBeDefined();
    expect(fake.callsTo(contactDetailCall)[0]?.params.get('friend_id')).toBe('900');
    expect(Object.fromEntries(fake.callsTo(recordsCall)[0]!.params)).toEqual({
      friend_id: '900',
      talk_type: '1',
      limit: '150',
    });
    expect(screen.queryByTestId('chat-hongbao')).toBeNull();

    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.last();
    act(() => socket.open());
    // A private conversation is not joined: its messages come to the member's own channel.
    expect(framesSent(socket, chatCommand.join)).toEqual([]);
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '我要充值' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(framesSent(socket, chatCommand.message)[0]?.content).toMatchObject({
      room_id: 5001,
      talk_type: 1,
      body: '我要充值',
    });

    act(() =>
      socket.receive({
        command: chatCommand.privateMessage,
        content: messageOf(2, service, '好的，请稍等', {
          id: 9002,
          room_id: 5001,
          talk_type: 1,
          command: 5,
          content: { type: 'text', body: '好的，请稍等', userinfo: service, reciveId: me.user_id },
        }),
      }),
    );
    expect(screen.getByText('好的，请稍等')).toBeDefined();
  });

  it('a failed chat-token refresh goes to the room list (which lands in the default room)', async () => {
    useSession.setState({ chatToken: null });
    appStorage.remove(storageKeys.chatToken);
    let refreshes = 0;
    const fake = chatServer({
      routes: {
        // The first refresh fails; the room list's own succeeds.
        [refreshTokenCall]: () =>
          (refreshes += 1) === 1
            ? apiError(500, 'SYS/INTERNAL', '系统繁忙')
            : { tokenChat: 'chat-token-3' },
      },
    });
    const { router } = renderAccountRoute(`/chat-rooms/1001/friends/${service.user_id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-rooms/1001'));
    expect(fake.callsTo(refreshTokenCall)).toHaveLength(2);
    expect(useSession.getState().chatToken).toBe('chat-token-3');
  });
});

describe('/talk/{app_id}/{identity}/{customer_id}', () => {
  it('opens a guest private room with the service member', async () => {
    useSession.getState().signOut();
    const fake = chatServer({
      rows: privateRows,
      routes: {
        [guestIdCall]: () => ({
          guest_id: 3002,
          nickname: '游客3002',
          avatarId: 4,
          hash_id: 'g-hash-2',
        }),
        [guestInitRoomCall]: () => ({
          guest_id: 3002,
          nickname: '游客3002',
          avatarId: 4,
          room_id: 5001,
        }),
      },
    });
    renderAccountRoute(`/talk/app1/web/${service.user_id}`);
    expect(await screen.findByRole('heading', { name: '在线客服' })).toBeDefined();
    expect(await screen.findByText('您好，请问有什么可以帮您？')).toBeDefined();
    const init = fake.callsTo(guestInitRoomCall)[0]!;
    expect(init.form?.get('friend_id')).toBe('900');
    expect(init.headers.Authorization).toBe('Bearer g-hash-2');
    expect(await screen.findByTestId('chat-input')).toBeDefined();
  });
});
