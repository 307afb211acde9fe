import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { chatCommand } from '@lottery/contracts';
import { buildApp } from '../../../src/app';
import { memoryDataDir, openDatabase } from '../../../src/db/client';
import type { Bus } from '../../../src/realtime/bus';
import { createTestApp, testConfig } from '../../helpers/test-app';
import { chatMember, is, join, newRoom, openChat, say } from './chat-kit';

/**
 * Two server processes on one database, sharing one bus (PGlite: two apps on one database;
 * PostgreSQL: a second connection pool).
 */
export const twoApps = async (busOf: () => Promise<[Bus, Bus]>) => {
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

export const deliversAcrossApps = async (apps: [FastifyInstance, FastifyInstance]) => {
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
