import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { memoryDataDir, openDatabase } from '../../../src/db/client';
import { drawTurns } from '../../../src/db/schema';
import { demoDrawSchedules } from '../../../src/demo/generate-draws';
import { createMemoryBus } from '../../../src/realtime/bus';
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
});
