import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDrawSocketClient, newConnectionId } from './draw-socket-client';
import type { DrawSocketClientOptions, DrawSocketStatus } from './draw-socket-client';
import { FakeWebSocket, fakeWebSocketImpl, pushOf } from './fake-web-socket';

const hosts = ['wss://ws1.example.com', 'wss://ws2.example.com', 'wss://ws3.example.com'];

/** random 0 takes the first host still in the list. */
const clientOf = (options: Partial<DrawSocketClientOptions> = {}) =>
  createDrawSocketClient({
    hosts,
    connectionId: 'conn1',
    WebSocketImpl: fakeWebSocketImpl,
    random: () => 0,
    ...options,
  });

const subscribeCommand = (gameId: number, type: string) => ({
  command: 'subscribe',
  content: { gameId, type },
});

const isPing = (sent: unknown) =>
  typeof sent === 'object' && sent !== null && 'command' in sent && sent.command === 'ping';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createDrawSocketClient', () => {
  it('connects on the first subscription to a random host at /ws-game/{id}', () => {
    const client = clientOf({ random: () => 0.5 });
    const statuses: DrawSocketStatus[] = [];
    client.onStatus((status) => statuses.push(status));
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(client.status()).toBe('CLOSED');

    client.subscribe(110, 'RESULT', () => undefined);

    expect(FakeWebSocket.instances.map((socket) => socket.url)).toEqual([
      'wss://ws2.example.com/ws-game/conn1',
    ]);
    expect(client.status()).toBe('CONNECTING');
    FakeWebSocket.last().open();
    expect(client.status()).toBe('OPEN');
    expect(FakeWebSocket.last().sent).toEqual([subscribeCommand(110, 'RESULT')]);
    FakeWebSocket.last().drop();
    expect(statuses).toEqual(['CONNECTING', 'OPEN', 'CLOSED']);
    client.close();
  });

  it('makes a connection id the server accepts', () => {
    const id = newConnectionId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(newConnectionId()).not.toBe(id);
  });

  it('subscribes once per game and type however many listeners share it', () => {
    const client = clientOf();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    client.subscribe(110, 'RESULT', first);
    client.subscribe(110, 'RESULT', second);
    FakeWebSocket.last().open();
    client.subscribe(110, 'VIDEO', other);
    const stopSecond = client.subscribe(110, 'RESULT', second);
    const socket = FakeWebSocket.last();
    expect(socket.sent).toEqual([subscribeCommand(110, 'RESULT'), subscribeCommand(110, 'VIDEO')]);

    socket.receive(pushOf(110, 'RESULT'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(pushOf(110, 'RESULT'));
    // Subscribed twice, so called twice.
    expect(second).toHaveBeenCalledTimes(2);
    expect(other).not.toHaveBeenCalled();

    socket.receive(pushOf(111, 'RESULT'));
    socket.receive(pushOf(110, 'VIDEO'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);

    // One listener leaving a shared subscription does not end it.
    stopSecond();
    stopSecond();
    socket.receive(pushOf(110, 'RESULT'));
    expect(second).toHaveBeenCalledTimes(3);
    expect(socket.sent).toHaveLength(2);
    client.close();
  });

  it('sends every active subscription again after a reconnect', () => {
    const client = clientOf();
    client.subscribe(110, 'RESULT', () => undefined);
    client.subscribe(110, 'RESULT', () => undefined);
    const stopVideo = client.subscribe(111, 'VIDEO', () => undefined);
    client.subscribe(112, 'LIVE_URL_HISTORY', () => undefined);
    FakeWebSocket.last().open();
    stopVideo();
    FakeWebSocket.last().drop();

    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.last().open();
    expect(FakeWebSocket.last().sent).toEqual([
      subscribeCommand(110, 'RESULT'),
      subscribeCommand(112, 'LIVE_URL_HISTORY'),
    ]);
    client.close();
  });

  it('drops a failed host and tries another after 1 s; after all failed, the list again after 5 s', () => {
    const client = clientOf();
    client.subscribe(110, 'RESULT', () => undefined);
    expect(FakeWebSocket.last().url).toBe('wss://ws1.example.com/ws-game/conn1');

    FakeWebSocket.last().fail();
    expect(client.status()).toBe('CLOSED');
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    // ws1 is out of the list (error then close count as one failure: ws2, not ws3).
    expect(FakeWebSocket.last().url).toBe('wss://ws2.example.com/ws-game/conn1');

    // A host that opened and later closed is dropped too.
    FakeWebSocket.last().open();
    FakeWebSocket.last().drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.last().url).toBe('wss://ws3.example.com/ws-game/conn1');

    FakeWebSocket.last().fail();
    vi.advanceTimersByTime(4_999);
    expect(FakeWebSocket.instances).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(4);
    expect(FakeWebSocket.last().url).toBe('wss://ws1.example.com/ws-game/conn1');
    expect(client.status()).toBe('CONNECTING');
    client.close();
  });

  it('waits 5 s between tries of a single host', () => {
    const client = clientOf({ hosts: ['ws://localhost:3000'] });
    client.subscribe(110, 'RESULT', () => undefined);
    FakeWebSocket.last().drop();
    vi.advanceTimersByTime(4_999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances.map((socket) => socket.url)).toEqual([
      'ws://localhost:3000/ws-game/conn1',
      'ws://localhost:3000/ws-game/conn1',
    ]);
    client.close();
  });

  it('fails over when a constructor refuses the url', () => {
    let made = 0;
    class Refusing extends FakeWebSocket {
      constructor(url: string) {
        made += 1;
        if (made === 1) throw new SyntaxError('bad url');
        super(url);
      }
    }
    const client = clientOf({ WebSocketImpl: Refusing as unknown as typeof WebSocket });
    client.subscribe(110, 'RESULT', () => undefined);
    expect(client.status()).toBe('CLOSED');
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.last().url).toBe('wss://ws2.example.com/ws-game/conn1');
    client.close();
  });

  it('pings every 15 s and fails over when no answer comes within 15 s', () => {
    const client = clientOf();
    client.subscribe(110, 'RESULT', () => undefined);
    const socket = FakeWebSocket.last();
    socket.open();
    const pings = () => socket.sent.filter(isPing).length;

    vi.advanceTimersByTime(14_999);
    expect(pings()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(pings()).toBe(1);
    socket.receive({ command: 'pong', serverTime: 1 });

    vi.advanceTimersByTime(15_000);
    expect(pings()).toBe(2);
    expect(socket.closedByClient).toBe(false);
    // No pong: at 15 s the socket is closed and its host dropped.
    vi.advanceTimersByTime(14_999);
    expect(socket.closedByClient).toBe(false);
    vi.advanceTimersByTime(1);
    expect(socket.closedByClient).toBe(true);
    expect(client.status()).toBe('CLOSED');
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.last().url).toBe('wss://ws2.example.com/ws-game/conn1');
    client.close();
  });

  it('takes any message as a sign of life', () => {
    const client = clientOf();
    client.subscribe(110, 'RESULT', () => undefined);
    const socket = FakeWebSocket.last();
    socket.open();
    vi.advanceTimersByTime(15_000);
    socket.receive(pushOf(110, 'RESULT'));
    vi.advanceTimersByTime(15_000);
    socket.receive('not json');
    vi.advanceTimersByTime(15_000);
    expect(socket.closedByClient).toBe(false);
    expect(FakeWebSocket.instances).toHaveLength(1);
    client.close();
  });

  it('ignores messages that are not valid replies', () => {
    const client = clientOf();
    const listener = vi.fn();
    client.subscribe(110, 'RESULT', listener);
    const socket = FakeWebSocket.last();
    socket.open();

    socket.receive('not json');
    socket.receive({ ...pushOf(110, 'RESULT'), gameId: '110' });
    socket.receive({ ...pushOf(110, 'RESULT'), type: 'OTHER' });
    socket.receive({ command: 'error', msg: '游戏不存在' });
    socket.receive({ command: 'pong', serverTime: 1 });
    socket.onmessage?.({ data: new ArrayBuffer(4) });
    expect(listener).not.toHaveBeenCalled();
    expect(client.status()).toBe('OPEN');

    socket.receive(pushOf(110, 'RESULT'));
    expect(listener).toHaveBeenCalledTimes(1);
    client.close();
  });

  it('sends unsubscribe for the last listener and closes once nothing is subscribed', () => {
    const client = clientOf();
    const stopResult = client.subscribe(110, 'RESULT', () => undefined);
    const stopVideo = client.subscribe(110, 'VIDEO', () => undefined);
    const socket = FakeWebSocket.last();
    socket.open();

    stopResult();
    expect(socket.sent.at(-1)).toEqual({
      command: 'unsubscribe',
      content: { gameId: 110, type: 'RESULT' },
    });
    expect(socket.closedByClient).toBe(false);
    stopVideo();
    expect(socket.sent.at(-1)).toEqual({
      command: 'unsubscribe',
      content: { gameId: 110, type: 'VIDEO' },
    });
    // A short grace, so a page switching games keeps its socket.
    vi.advanceTimersByTime(1_000);
    expect(socket.closedByClient).toBe(true);
    expect(client.status()).toBe('CLOSED');

    // Closed on purpose: no retry.
    vi.advanceTimersByTime(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('keeps the socket when a subscription follows the last one within the grace', () => {
    const client = clientOf();
    const stop = client.subscribe(110, 'RESULT', () => undefined);
    const socket = FakeWebSocket.last();
    socket.open();
    stop();
    vi.advanceTimersByTime(500);
    client.subscribe(111, 'RESULT', () => undefined);
    vi.advanceTimersByTime(10_000);
    expect(socket.closedByClient).toBe(false);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.sent.at(-1)).toEqual(subscribeCommand(111, 'RESULT'));
    client.close();
  });

  it('stops retrying when closed', () => {
    const client = clientOf();
    client.subscribe(110, 'RESULT', () => undefined);
    FakeWebSocket.last().drop();
    client.close();
    vi.advanceTimersByTime(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.status()).toBe('CLOSED');
  });

  it('refuses an empty host list and uses at most 40 hosts', () => {
    expect(() => clientOf({ hosts: [] })).toThrow();
    const many = Array.from({ length: 45 }, (_, index) => `wss://ws${index}.example.com`);
    const client = clientOf({ hosts: many, random: () => 0.9999 });
    client.subscribe(110, 'RESULT', () => undefined);
    expect(FakeWebSocket.last().url).toBe('wss://ws39.example.com/ws-game/conn1');
    client.close();
  });
});
