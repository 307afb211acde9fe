import { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { chatCommand, chatSlowConsumerBytes, type ChatServerFrame } from '@lottery/contracts';
import { buildApp } from '../../../src/app';
import { memoryDataDir, openDatabase } from '../../../src/db/client';
import { createChatHub } from '../../../src/modules/chat/chat-hub';
import { createMemoryBus, createRedisBus, type Bus } from '../../../src/realtime/bus';
import { createTestApp, testConfig, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { chatMember, is, join, newRoom, openChat, say } from './chat-kit';

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

describe('the chat hub', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  }, 180_000);
  afterAll(() => t.close());

  it('drops a slow consumer instead of waiting for it; the others still get the message', async () => {
    const hub = createChatHub({
      bus: t.app.bus,
      chat: t.app.services.chat,
      changes: t.app.changes,
      now: Date.now,
    });
    await hub.start();
    try {
      const room = await newRoom(t.app);
      const [a, b] = [await chatMember(t.app), await chatMember(t.app)];
      const slow = new FakeSocket();
      const fast = new FakeSocket();
      hub.connect(slow as unknown as WebSocket, { token: a.tokenChat });
      hub.connect(fast as unknown as WebSocket, { token: b.tokenChat });
      for (const socket of [slow, fast]) {
        await expect.poll(() => socket.sent.some(is(chatCommand.hello))).toBe(true);
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
});

/**
 * Two server processes on one database, sharing one bus (PGlite: two apps on one database;
 * PostgreSQL: a second connection pool).
 */
const twoApps = async (busOf: () => Promise<[Bus, Bus]>) => {
  const [firstBus, secondBus] = await busOf();
  const first = await createTestApp({ overrides: { bus: firstBus } });
  const secondDatabase = first.testDatabase.url
    ? await openDatabase({ DATA_DIR: memoryDataDir, DATABASE_URL: first.testDatabase.url })
    : first.testDatabase.database;
  const second = await buildApp(testConfig(), { database: secondDatabase, bus: secondBus });
  await first.app.listen({ port: 0, host: '127.0.0.1' });
  await second.listen({ port: 0, host: '127.0.0.1' });
  return {
    apps: [first.app, second] as [FastifyInstance, FastifyInstance],
    close: async () => {
      await second.close();
      if (secondDatabase !== first.testDatabase.database) await secondDatabase.close();
      await first.close();
      await firstBus.close();
      if (secondBus !== firstBus) await secondBus.close();
    },
  };
};

const deliversAcrossApps = async (apps: [FastifyInstance, FastifyInstance]) => {
  const [one, two] = apps;
  const room = await newRoom(one);
  const [a, b] = [await chatMember(one), await chatMember(one)];
  const onOne = await openChat(one, a.tokenChat);
  const onTwo = await openChat(two, b.tokenChat);
  try {
    await join(onOne, room.id);
    await join(onTwo, room.id);
    const ack = await say(onOne, room.id, '一号进程发的');
    expect(ack.command).toBe(chatCommand.ack);
    const there = await onTwo.waitFor(
      is(chatCommand.message, (f) => f.content.room_id === room.id),
    );
    expect(there.content.content?.body).toBe('一号进程发的');
    await onOne.waitFor(is(chatCommand.message, (f) => f.content.room_id === room.id));

    const back = await say(onTwo, room.id, '二号进程回复');
    expect(back.command).toBe(chatCommand.ack);
    await onOne.waitFor(is(chatCommand.message, (f) => f.content.content?.body === '二号进程回复'));
  } finally {
    onOne.socket.terminate();
    onTwo.socket.terminate();
  }
};

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

  // Redis runs beside PostgreSQL: the multi-process set-up is tested in that suite only.
  it.runIf(testDriver() === 'postgres')(
    'deliver a message sent to either to the sockets of both (Redis bus)',
    async () => {
      const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
      const prefix = `test:${randomBytes(4).toString('hex')}:`;
      const pair = await twoApps(async () => [
        await createRedisBus({ url, prefix }),
        await createRedisBus({ url, prefix }),
      ]);
      try {
        await deliversAcrossApps(pair.apps);
      } finally {
        await pair.close();
      }
    },
    180_000,
  );
});
