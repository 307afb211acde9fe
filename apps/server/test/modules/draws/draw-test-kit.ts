import { drawChannel, drawLiveMessage, type DrawLiveMessage } from '@lottery/contracts';
import type { Db } from '../../../src/db/client';
import { companySettings, lotteryGames } from '../../../src/db/schema';
import type { DrawSchedule } from '../../../src/modules/draws/draw-schedule';
import type { Timers } from '../../../src/modules/draws/draw-engine';
import { insertSchedules } from '../../../src/modules/draws/draws.repository';
import { scheduleRow } from '../../../src/demo/generate-draws';
import { demoCompany } from '../../../src/demo/demo-content';
import type { Bus } from '../../../src/realtime/bus';

interface Pending {
  at: number;
  callback: () => void;
}

/** A clock and timers that move only when the test says so. */
export class ManualClock implements Timers {
  private t: number;
  private sequence = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(start: number | string) {
    this.t = typeof start === 'string' ? new Date(start).getTime() : start;
  }

  get time() {
    return this.t;
  }

  now = () => new Date(this.t);

  setTimeout = (callback: () => void, ms: number) => {
    this.sequence += 1;
    this.pending.set(this.sequence, { at: this.t + ms, callback });
    return this.sequence;
  };

  clearTimeout = (handle: unknown) => {
    this.pending.delete(handle as number);
  };

  /**
   * Moves the clock to `to`, firing due timers in time order and letting what each one starts
   * finish (`settle`) before the next.
   */
  async advanceTo(to: number | string, settle: () => Promise<void>) {
    const target = typeof to === 'string' ? new Date(to).getTime() : to;
    for (;;) {
      await settle();
      const [next] = [...this.pending.entries()]
        .filter(([, timer]) => timer.at <= target)
        .sort(([a, x], [b, y]) => x.at - y.at || a - b);
      if (!next) break;
      this.pending.delete(next[0]);
      this.t = Math.max(this.t, next[1].at);
      next[1].callback();
    }
    this.t = target;
    await settle();
  }

  advanceBy(ms: number, settle: () => Promise<void>) {
    return this.advanceTo(this.t + ms, settle);
  }
}

/** Lets queued microtasks and I/O callbacks (the memory bus delivers in a microtask) run. */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

export const addCompany = (db: Db, timeZone: string) =>
  db.insert(companySettings).values({ companyCode: 'LT01', ...demoCompany, timeZone });

export const addGame = async (
  db: Db,
  gameId: number,
  schedule: DrawSchedule,
  name = `测试彩${gameId}`,
) => {
  await db.insert(lotteryGames).values({ id: gameId, name, sort: gameId });
  await insertSchedules(db, [scheduleRow(gameId, schedule)]);
};

/** Every live message published on a game's draw channel, in order. */
export const collectDrawMessages = async (bus: Bus, gameId: number) => {
  const messages: DrawLiveMessage[] = [];
  await bus.subscribe(drawChannel(gameId), (message) => {
    messages.push(drawLiveMessage.parse(message));
  });
  return messages;
};
