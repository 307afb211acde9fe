import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import {
  chatCommand,
  chatSlowConsumerBytes,
  chatSocketTiming,
  type ChatServerFrame,
} from '@lottery/contracts';
import { createChatHub } from '../../../src/modules/chat/chat-hub';
import { createMemoryBus } from '../../../src/realtime/bus';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { chatMember, is, newRoom } from './chat-kit';
import { deliversAcrossApps, twoApps } from './two-apps';

/** A stand-in socket: keeps what it is sent and whether it was dropped. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: ChatServerFrame[] = [];
  terminated = false;
  send(bytes: Buffer | string) {
    this.sent.push(JSON.parse(bytes.toString()) as ChatServerFrame);
  }
  close() {
    this.terminate();
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
  frame(frame: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(frame)));
  }
}

/** A hub of its own on the test app's bus, chat service and change feed. */
const hubOf = (t: TestApp) =>
  createChatHub({ bus: t.app.bus, chat: t.app.services.chat, changes: t.app.changes });

/** Two members' sockets on the hub, once both are greeted. */
const twoConnected = async (
  hub: ReturnType<typeof hubOf>,
  tokens: [string, string],
): Promise<[FakeSocket, FakeSocket]> => {
  const sockets: [FakeSocket, FakeSocket] = [new FakeSocket(), new FakeSocket()];
  sockets.forEach((socket, i) =>
    hub.connect(socket as unknown as WebSocket, { token: tokens[i]! }),
  );
  for (const socket of sockets) {
    await expect.poll(() => socket.sent.some(is(chatCommand.hello))).toBe(true);
  }
  return sockets;
};

describe('the chat hub', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  }, 180_000);
  afterAll(() => t.close());

  it('drops a slow consumer instead of waiting for it; the others still get the message', async () => {
    const hub = hubOf(t);
    await hub.start();
    try {
      const room = await newRoom(t.app);
      const [a, b] = [await chatMember(t.app), await chatMember(t.app)];
      const [slow, fast] = await twoConnected(hub, [a.tokenChat, b.tokenChat]);
      for (const socket of [slow, fast]) {
        socket.frame({ command: chatCommand.join, content: { room_id: room.id } });
        await expect.poll(() => socket.sent.some(is(chatCommand.sync))).toBe(true);
      }
      slow.bufferedAmount = chatSlowConsumerBytes + 1;

      fast.frame({
        command: chatCommand.message,
        content: { room_id: room.id, type: 'text', body: '有人吗', client_id: 'slow-consumer-1' },
      });
      await expect.poll(() => fast.sent.some(is(chatCommand.message))).toBe(true);
      expect(slow.terminated).toBe(true);
      expect(slow.sent.some(is(chatCommand.message))).toBe(false);
      expect(hub.size()).toBe(1);
    } finally {
      await hub.close();
    }
  });

  it(`drops a socket that has sent nothing for ${chatSocketTiming.idleMs / 1000} s; one that pings every ${chatSocketTiming.pingMs / 1000} s stays`, async () => {
    // Only the sweeper's interval and its clock are faked: the database's own timers stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const hub = hubOf(t);
    try {
      await hub.start();
      const [a, b] = [await chatMember(t.app), await chatMember(t.app)];
      const [quiet, chatty] = await twoConnected(hub, [a.tokenChat, b.tokenChat]);
      const pings = chatSocketTiming.idleMs / chatSocketTiming.pingMs;
      for (let ping = 1; ping <= pings; ping += 1) {
        vi.advanceTimersByTime(chatSocketTiming.pingMs);
        chatty.frame({ command: chatCommand.ping });
        await expect.poll(() => chatty.sent.filter(is(chatCommand.pong)).length).toBe(ping);
        // Silent for exactly the idle time at the last ping: not yet over it.
        expect(quiet.terminated).toBe(false);
      }
      vi.advanceTimersByTime(chatSocketTiming.pingMs);

      expect(quiet.terminated).toBe(true);
      expect(chatty.terminated).toBe(false);
      expect(hub.size()).toBe(1);
    } finally {
      await hub.close();
      vi.useRealTimers();
    }
  });
});

describe(`two app instances sharing one bus (${testDriver()})`, () => {
  it('deliver a message sent to either to the sockets of both (memory bus)', async () => {
    const bus = createMemoryBus();
    const pair = await twoApps(async () => [bus, bus]);
    try {
      await deliversAcrossApps(pair.apps);
    } finally {
      await pair.close();
    }
  }, 180_000);
});
