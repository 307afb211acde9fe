import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { drawSocketReply, drawSocketUrl, type DrawPush } from '@lottery/contracts';
import { buildApp } from '../../../src/app';
import { memoryDataDir, openDatabase } from '../../../src/db/client';
import { drawTurns } from '../../../src/db/schema';
import { demoDrawSchedules } from '../../../src/demo/generate-draws';
import { createMemoryBus, createRedisBus } from '../../../src/realtime/bus';
import { createTestApp, testConfig } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { ManualClock, addCompany, addGame, collectDrawMessages, flush } from './draw-test-kit';

/**
 * Two server processes on one database (on the real PostgreSQL in the server-postgres project:
 * two connection pools, an advisory lock between them; on PGlite two apps on one database).
 */
describe(`two draw engines on one database (${testDriver()})`, () => {
  it('only one draws; the other takes over when it stops', async () => {
    const clock = new ManualClock('2026-03-01T02:00:10Z');
    const bus = createMemoryBus();
    const messages = await collectDrawMessages(bus, 46);
    const first = await createTestApp({
      seed: false,
      config: { DRAW_ENGINE: 'on' },
      overrides: { now: clock.now, timers: clock, bus },
    });
    const secondDatabase = first.testDatabase.url
      ? await openDatabase({ DATA_DIR: memoryDataDir, DATABASE_URL: first.testDatabase.url })
      : first.testDatabase.database;
    const second = await buildApp(testConfig({ DRAW_ENGINE: 'on' }), {
      database: secondDatabase,
      bus,
      now: clock.now,
      timers: clock,
    });
    try {
      const engines = [first.app.drawEngine, second.drawEngine];
      const settle = async () => {
        for (const engine of engines) await engine.whenIdle();
        await flush();
      };
      expect(engines.map((engine) => engine.isLeader())).toEqual([true, false]);

      const { db } = first.app.database;
      await addCompany(db, 'Asia/Shanghai');
      await addGame(db, 46, demoDrawSchedules[46]!);
      await first.app.services.draws.changed(46);
      await second.services.draws.changed(46);
      await clock.advanceTo('2026-03-01T02:03:24Z', settle);

      const count = (event: string) => messages.filter((m) => m.event === event).length;
      expect([count('started'), count('ball'), count('result'), count('turn')]).toEqual([
        1, 7, 1, 2,
      ]);
      expect(await db.select().from(drawTurns)).toHaveLength(2);
      expect(engines.map((engine) => engine.isLeader())).toEqual([true, false]);

      // The drawing process stops: within the retry interval the other takes the lock and draws.
      await first.app.close();
      await clock.advanceTo('2026-03-01T02:06:24Z', settle);
      expect(second.drawEngine.isLeader()).toBe(true);
      expect([count('started'), count('ball'), count('result'), count('turn')]).toEqual([
        2, 14, 2, 3,
      ]);
      const rows = await second.database.db.select().from(drawTurns);
      expect(rows.map((row) => [row.turnNum, row.status]).sort()).toEqual([
        ['20260301-0202', 'drawn'],
        ['20260301-0203', 'drawn'],
        ['20260301-0204', 'open'],
      ]);
    } finally {
      await second.close();
      if (secondDatabase !== first.testDatabase.database) await secondDatabase.close();
      await first.close();
      await bus.close();
    }
  });

  it('clients connected to either process receive every ball (Redis bus between them)', async () => {
    const clock = new ManualClock('2026-03-01T02:00:10Z');
    const redis = { url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const first = await createTestApp({
      seed: false,
      config: { DRAW_ENGINE: 'on' },
      overrides: { now: clock.now, timers: clock, bus: await createRedisBus({ ...redis, prefix }) },
    });
    const secondDatabase = first.testDatabase.url
      ? await openDatabase({ DATA_DIR: memoryDataDir, DATABASE_URL: first.testDatabase.url })
      : first.testDatabase.database;
    const secondBus = await createRedisBus({ ...redis, prefix });
    const second = await buildApp(testConfig({ DRAW_ENGINE: 'off' }), {
      database: secondDatabase,
      bus: secondBus,
      now: clock.now,
      timers: clock,
    });
    const sockets: WebSocket[] = [];
    try {
      const { db } = first.app.database;
      await addCompany(db, 'Asia/Shanghai');
      await addGame(db, 46, demoDrawSchedules[46]!);
      await first.app.services.draws.changed(46);

      const pushesOf = async (socket: WebSocket) => {
        const pushes: DrawPush[] = [];
        socket.on('message', (data: Buffer) => {
          const reply = drawSocketReply.parse(JSON.parse(data.toString()));
          if (reply.command === 'push') pushes.push(reply);
        });
        socket.send(
          JSON.stringify({ command: 'subscribe', content: { gameId: 46, type: 'RESULT' } }),
        );
        // The current state at once (a late bus message of the setup may add another).
        await expect.poll(() => pushes.length).toBeGreaterThanOrEqual(1);
        sockets.push(socket);
        return pushes;
      };
      await Promise.all([first.app.ready(), second.ready()]);
      const onFirst = await pushesOf(await first.app.injectWS(drawSocketUrl('a')));
      const onSecond = await pushesOf(await second.injectWS(drawSocketUrl('b')));

      const settle = async () => {
        await first.app.drawEngine.whenIdle();
        await flush();
      };
      await clock.advanceTo('2026-03-01T02:03:24Z', settle);

      // Each ball's push shows one more number; both clients see all seven and the final result.
      for (const pushes of [onFirst, onSecond]) {
        await expect
          .poll(() =>
            pushes.some((push) => push.isStreaming === 0 && push.pre.revealTimes.length === 7),
          )
          .toBe(true);
        const counts = pushes.map((push) => push.pre.revealTimes.length);
        for (let shown = 1; shown <= 7; shown += 1) expect(counts).toContain(shown);
      }
    } finally {
      for (const socket of sockets) socket.terminate();
      await second.close();
      await secondBus.close();
      if (secondDatabase !== first.testDatabase.database) await secondDatabase.close();
      await first.close();
    }
  });
});
