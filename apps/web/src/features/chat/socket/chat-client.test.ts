import { chatCommand } from '@lottery/contracts';
import type { ChatImage, ChatMessage, ChatUserInfo } from '@lottery/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, fakeWebSocketImpl } from '../../../lib/draws/socket/fake-web-socket';
import { chatSocketUrl, createChatClient, newClientId } from './chat-client';
import type { ChatClientOptions } from './chat-client';

const self: ChatUserInfo = {
  user_id: 7,
  nickname: '我',
  avatarId: 3,
  vipLevel: 2,
  chatLevel: 0,
  color: 1,
  isGuest: 0,
};
const other: ChatUserInfo = { ...self, user_id: 8, nickname: '别人' };

const messageOf = (seq: number, patch: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1000 + seq,
  seq,
  room_id: 1001,
  talk_type: 2,
  command: 4,
  content: { type: 'text', body: `第${seq}条`, userinfo: other },
  created_at: 1_700_000_000_000 + seq,
  client_id: null,
  ...patch,
});

let ids = 0;
const clientOf = (options: Partial<ChatClientOptions> = {}) => {
  const client = createChatClient({
    WebSocketImpl: fakeWebSocketImpl,
    socketUrl: (auth) => chatSocketUrl(auth, { protocol: 'https:', host: 'example.com' }),
    now: () => 1_700_000_100_000,
    newClientId: () => `client-id-${(ids += 1)}`,
    ...options,
  });
  client.setSelf(self);
  return client;
};

const member = { token: 'chat-token', isGuest: false };
const sentOf = (socket: FakeWebSocket, command: number) =>
  socket.sent.filter(
    (frame): frame is { command: number; content: Record<string, unknown> } =>
      (frame as { command: number }).command === command,
  );

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  ids = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('chat socket client', () => {
  it('makes client ids the server accepts', () => {
    const id = newClientId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientId()).not.toBe(id);
  });

  it('opens /api-messen/ws with the token, and isGuest=1 for a guest, only while held', () => {
    const client = clientOf();
    client.setAuth(member);
    expect(FakeWebSocket.instances).toHaveLength(0);
    const release = client.hold();
    expect(FakeWebSocket.last().url).toBe('wss://example.com/api-messen/ws?token=chat-token');
    release();
    expect(FakeWebSocket.last().closedByClient).toBe(true);

    client.setAuth({ token: 'guest hash', isGuest: true });
    client.hold();
    expect(FakeWebSocket.last().url).toBe(
      'wss://example.com/api-messen/ws?token=guest%20hash&isGuest=1',
    );
    client.reset();
  });

  it('pings every 15 s and reconnects 3 s after an unwanted close, joining after the last seq it holds', () => {
    const client = clientOf();
    client.setAuth(member);
    client.hold();
    const stop = client.openRoom(1001, 2);
    const first = FakeWebSocket.last();
    first.open();
    expect(sentOf(first, chatCommand.join)).toEqual([
      { command: chatCommand.join, content: { room_id: 1001 } },
    ]);
    client.addHistory(1001, { rows: [messageOf(1), messageOf(2), messageOf(3)], last_seq: 3 });
    first.receive({ command: chatCommand.message, content: messageOf(4) });

    vi.advanceTimersByTime(15_000);
    expect(sentOf(first, chatCommand.ping)).toHaveLength(1);

    first.drop();
    expect(client.status()).toBe('CLOSED');
    vi.advanceTimersByTime(2_999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = FakeWebSocket.last();
    expect(second).not.toBe(first);
    second.open();
    expect(sentOf(second, chatCommand.join)).toEqual([
      { command: chatCommand.join, content: { room_id: 1001, after: 4 } },
    ]);
    // What was missed arrives (with one already held): no gap, no duplicate.
    second.receive({
      command: chatCommand.message,
      content: messageOf(4),
    });
    second.receive({ command: chatCommand.message, content: messageOf(5) });
    const seqs = client.room(1001).messages.map((message) => message.seq);
    expect(seqs).toEqual([1, 2, 3, 4, 5]);

    stop();
    expect(sentOf(second, chatCommand.leave)).toEqual([
      { command: chatCommand.leave, content: { room_id: 1001 } },
    ]);
    client.reset();
  });

  it('keeps one row per id when history and live messages overlap, and drops deleted ones', () => {
    const client = clientOf();
    client.setAuth(member);
    client.hold();
    client.openRoom(1001, 2);
    const socket = FakeWebSocket.last();
    socket.open();
    socket.receive({ command: chatCommand.message, content: messageOf(3) });
    client.addHistory(1001, { rows: [messageOf(1), messageOf(2), messageOf(3)], last_seq: 3 });
    socket.receive({ command: chatCommand.message, content: messageOf(3) });
    expect(client.room(1001).messages.map((message) => message.id)).toEqual([1001, 1002, 1003]);

    socket.receive({ command: chatCommand.delete, content: { id: 1002, room_id: 1001, seq: 2 } });
    expect(client.room(1001).messages.map((message) => message.id)).toEqual([1001, 1003]);
    client.reset();
  });

  it('asks for a sync when a seq is skipped, and once only until it answers', () => {
    const client = clientOf();
    client.setAuth(member);
    client.hold();
    client.openRoom(1001, 2);
    const socket = FakeWebSocket.last();
    socket.open();
    client.addHistory(1001, { rows: [messageOf(1), messageOf(2)], last_seq: 2 });
    socket.receive({ command: chatCommand.message, content: messageOf(5) });
    socket.receive({ command: chatCommand.message, content: messageOf(6) });
    expect(sentOf(socket, chatCommand.sync)).toEqual([
      { command: chatCommand.sync, content: { room_id: 1001, after: 2 } },
    ]);
    socket.receive({
      command: chatCommand.sync,
      content: { room_id: 1001, rows: [messageOf(3), messageOf(4)], last_seq: 6 },
    });
    expect(client.room(1001).messages.map((message) => message.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sentOf(socket, chatCommand.sync)).toHaveLength(1);
    client.reset();
  });

  it('shows an outgoing message as sending until its ack, then as stored', () => {
    const client = clientOf();
    client.setAuth(member);
    client.hold();
    client.openRoom(1001, 2);
    const socket = FakeWebSocket.last();
    socket.open();
    client.addHistory(1001, { rows: [messageOf(1)], last_seq: 1 });

    const clientId = client.send(1001, 2, 'text', '你好');
    expect(sentOf(socket, chatCommand.message)).toEqual([
      {
        command: chatCommand.message,
        content: { room_id: 1001, talk_type: 2, type: 'text', body: '你好', client_id: clientId },
      },
    ]);
    expect(client.room(1001).outgoing).toMatchObject([
      { body: '你好', sending: true, failed: false },
    ]);

    socket.receive({
      command: chatCommand.ack,
      content: { client_id: clientId, id: 1002, seq: 2, room_id: 1001 },
    });
    expect(client.room(1001).outgoing).toEqual([]);
    const stored = client.room(1001).messages.at(-1);
    expect(stored).toMatchObject({ id: 1002, seq: 2, client_id: clientId });
    expect(stored?.content?.userinfo.user_id).toBe(7);
    expect(client.room(1001).lastSentAt).toBe(1_700_000_100_000);

    // The room's copy of the same message replaces it, not doubles it.
    socket.receive({
      command: chatCommand.message,
      content: messageOf(2, {
        client_id: clientId,
        content: { type: 'text', body: '你好', userinfo: self },
      }),
    });
    expect(client.room(1001).messages.map((message) => message.seq)).toEqual([1, 2]);
    client.reset();
  });

  it('fails messages on socket loss and resends them with the same client id, at most twice', () => {
    const client = clientOf();
    client.setAuth(member);
    client.hold();
    client.openRoom(1001, 2);
    FakeWebSocket.last().open();
    const clientId = client.send(1001, 2, 'text', '在吗');
    FakeWebSocket.last().drop();
    expect(client.room(1001).outgoing).toMatchObject([{ client_id: clientId, failed: true }]);

    vi.advanceTimersByTime(3_000);
    const socket = FakeWebSocket.last();
    socket.open();
    // A failed one waits for the user's resend.
    expect(sentOf(socket, chatCommand.message)).toHaveLength(0);
    client.resend(clientId);
    expect(sentOf(socket, chatCommand.message).map((frame) => frame.content.client_id)).toEqual([
      clientId,
    ]);
    expect(client.room(1001).outgoing).toMatchObject([{ retry: 1, failed: false, sending: true }]);

    socket.receive({
      command: chatCommand.error,
      content: { client_id: clientId, code: 'CHAT/SLOW_MODE', msg: '发言太频繁，请稍后再试' },
    });
    expect(client.room(1001).outgoing).toMatchObject([
      { failed: true, error: '发言太频繁，请稍后再试' },
    ]);
    client.resend(clientId);
    socket.receive({
      command: chatCommand.error,
      content: { client_id: clientId, code: 'CHAT/SLOW_MODE', msg: '发言太频繁，请稍后再试' },
    });
    client.resend(clientId);
    // retry reached 2: no third resend.
    expect(sentOf(socket, chatCommand.message)).toHaveLength(2);
    client.reset();
  });

  it('sends a message typed while connecting once the socket opens', () => {
    const client = clientOf();
    client.setAuth(member);
    client.hold();
    client.openRoom(1001, 2);
    const clientId = client.send(1001, 2, 'text', '早');
    expect(client.room(1001).outgoing).toMatchObject([{ failed: false }]);
    FakeWebSocket.last().open();
    expect(sentOf(FakeWebSocket.last(), chatCommand.message)[0]?.content.client_id).toBe(clientId);
    client.reset();
  });

  it('closes the socket while another tab is open and while chat is switched off', () => {
    const client = clientOf();
    client.setAuth(member);
    client.hold();
    const first = FakeWebSocket.last();
    first.open();

    client.setTabLimited(true);
    expect(first.closedByClient).toBe(true);
    expect(client.status()).toBe('CLOSED');
    vi.advanceTimersByTime(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    client.setTabLimited(false);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.last().open();

    client.setDisabled(true);
    expect(FakeWebSocket.last().closedByClient).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    client.setDisabled(false);
    expect(FakeWebSocket.instances).toHaveLength(3);
    client.reset();
  });

  it('uploads an image with progress, then sends its url; a failed upload is uploaded again on resend', async () => {
    let attempt = 0;
    const uploadImage = vi.fn(async (_file: Blob, onProgress: (fraction: number) => void) => {
      attempt += 1;
      onProgress(0.5);
      if (attempt === 1) throw new Error('offline');
      return { url: '/img-messen/chat/a.png', width: 10, height: 10 } satisfies ChatImage;
    });
    const client = clientOf({ uploadImage, previewUrl: () => 'blob:preview' });
    client.setAuth(member);
    client.hold();
    client.openRoom(1001, 2);
    const socket = FakeWebSocket.last();
    socket.open();

    const clientId = client.sendImage(1001, 2, new Blob(['x'], { type: 'image/png' }));
    expect(client.room(1001).outgoing).toMatchObject([
      { uploading: true, body: 'blob:preview', progress: 0.5 },
    ]);
    await vi.waitFor(() => expect(client.room(1001).outgoing[0]?.failed).toBe(true));
    expect(sentOf(socket, chatCommand.message)).toHaveLength(0);

    client.resend(clientId);
    await vi.waitFor(() => expect(sentOf(socket, chatCommand.message)).toHaveLength(1));
    expect(sentOf(socket, chatCommand.message)[0]?.content).toMatchObject({
      type: 'image',
      body: '/img-messen/chat/a.png',
      client_id: clientId,
    });
    client.reset();
  });

  it('keeps mutes and red-packet states current, and passes every frame on', () => {
    const client = clientOf();
    const frames: number[] = [];
    client.onFrame((frame) => frames.push(frame.command));
    client.setAuth(member);
    client.hold();
    client.openRoom(1001, 2);
    const socket = FakeWebSocket.last();
    socket.open();
    const packet = messageOf(1, {
      content: {
        type: 'hongbao',
        body: '恭喜发财',
        userinfo: other,
        hongbao: { id: 9, count: 3, remaining_count: 3, status: 0 },
      },
    });
    client.addHistory(1001, { rows: [packet], last_seq: 1 });
    socket.receive({
      command: chatCommand.hongbao,
      content: { room_id: 1001, hongbao_id: 9, remaining_count: 0, status: 1 },
    });
    expect(client.room(1001).messages[0]?.content?.hongbao).toEqual({
      id: 9,
      count: 3,
      remaining_count: 0,
      status: 1,
    });
    socket.receive({ command: chatCommand.mute, content: { room_id: 1001, seconds: 60 } });
    expect(client.room(1001).mutedUntil).toBe(1_700_000_160_000);
    socket.receive({ command: chatCommand.hello, content: { conection_id: 'c1', userId: 7 } });
    expect(client.selfId()).toBe(7);
    expect(frames).toEqual([chatCommand.hongbao, chatCommand.mute, chatCommand.hello]);
    client.reset();
  });

  it('does not reconnect with a token the server refused (4403, 4405), only with a new one', () => {
    const client = clientOf();
    const refusals: string[] = [];
    client.onRefused((refusal) => refusals.push(refusal));
    client.setAuth(member);
    client.hold();
    const socket = FakeWebSocket.last();
    socket.open();
    socket.onclose?.(new CloseEvent('close', { code: 4403 }));
    expect(refusals).toEqual(['token-invalid']);
    vi.advanceTimersByTime(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    client.setAuth({ token: 'chat-token-2', isGuest: false });
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.last().onclose?.(new CloseEvent('close', { code: 4405 }));
    expect(refusals).toEqual(['token-invalid', 'unavailable']);
    client.reset();
  });
});
