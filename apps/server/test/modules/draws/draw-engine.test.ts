import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  formatOpenNum,
  lotteryInfo,
  operatorTokenHeader,
  verifyAnswer,
  type LotteryInfo,
} from '@lottery/contracts';
import { buildApp } from '../../../src/app';
import { drawTurns } from '../../../src/db/schema';
import { createMemoryBus } from '../../../src/realtime/bus';
import { demoDrawSchedules } from '../../../src/demo/generate-draws';
import { commitmentOf, numbersFromSeed } from '../../../src/modules/draws/fairness';
import { createTestApp, testConfig, type TestApp } from '../../helpers/test-app';
import { ManualClock, addCompany, addGame, collectDrawMessages, flush } from './draw-test-kit';

const token = 'operator-token-for-draw-tests-0123';

describe('the draw engine on a manual clock', () => {
  let t: TestApp;
  let clock: ManualClock;
  afterEach(() => t.close());

  const start = async (iso: string, timeZone = 'Asia/Shanghai') => {
    clock = new ManualClock(iso);
    t = await createTestApp({
      seed: false,
      config: { DRAW_ENGINE: 'on', OPERATOR_TOKEN: token },
      overrides: { now: clock.now, timers: clock },
    });
    await addCompany(t.app.database.db, timeZone);
    await t.app.services.settings.changed('company');
  };
  const settle = async () => {
    await t.app.drawEngine.whenIdle();
    await flush();
  };
  const advanceTo = (iso: string) => clock.advanceTo(iso, settle);
  const info = async (gameId: number): Promise<LotteryInfo> => {
    const response = await t.app.inject({ url: `/app-api/lottery/openInfo?gameId=${gameId}` });
    expect(response.statusCode).toBe(200);
    return lotteryInfo.parse(response.json().data);
  };
  const turn = async (turnNum: string) => {
    const [row] = await t.app.database.db
      .select()
      .from(drawTurns)
      .where(eq(drawTurns.turnNum, turnNum));
    return row!;
  };
  const verify = async (gameId: number, turnNum: string) =>
    verifyAnswer.parse(
      (
        await t.app.inject({ url: `/app-api/lottery/verify?gameId=${gameId}&turnNum=${turnNum}` })
      ).json().data,
    );

  it('counts down, streams ball by ball, finalizes and opens the next turn', async () => {
    // 10:00:10 in Shanghai; game 46 draws every 3 minutes: next 10:03 (turn 0202), closing 10:02:30.
    await start('2026-03-01T02:00:10Z');
    await addGame(t.app.database.db, 46, demoDrawSchedules[46]!);
    const messages = await collectDrawMessages(t.app.bus, 46);
    await t.app.services.draws.changed(46);
    await settle();

    const open = await info(46);
    expect(open.serverTime).toBe(clock.time);
    expect(open.cur).toMatchObject({
      turnNum: '20260301-0202',
      closeTime: Date.parse('2026-03-01T02:02:30Z'),
    });
    expect(open.plan).toEqual({
      turnNum: '20260301-0202',
      planTime: Date.parse('2026-03-01T02:03:00Z'),
    });
    expect(open.pre).toMatchObject({ turnNum: '', openNum: '', isStreaming: 0 });
    const row = await turn('20260301-0202');
    expect(open.cur.commitment).toBe(commitmentOf(row.seed!));
    expect((await verify(46, '20260301-0202')).seed).toBeNull();
    expect(messages.map((m) => m.event)).toEqual(['turn']);

    await advanceTo('2026-03-01T02:02:30Z');
    expect((await turn('20260301-0202')).status).toBe('closed');

    await advanceTo('2026-03-01T02:03:00Z');
    const streaming = await info(46);
    expect(streaming.pre).toMatchObject({ turnNum: '20260301-0202', openNum: '', isStreaming: 1 });
    expect(streaming.cur).toMatchObject({ turnNum: '20260301-0203', closeTime: null });
    expect(streaming.plan.planTime).toBe(Date.parse('2026-03-01T02:06:00Z'));

    const numbers = numbersFromSeed(row.seed!, 46, '20260301-0202');
    for (let ball = 1; ball <= 7; ball += 1) {
      await clock.advanceBy(3000 - 1, settle);
      expect((await info(46)).pre.openNum).toBe(formatOpenNum(numbers.slice(0, ball - 1)));
      await clock.advanceBy(1, settle);
      const shown = await info(46);
      expect(shown.pre.openNum).toBe(formatOpenNum(numbers.slice(0, ball)));
      expect(shown.pre.isStreaming).toBe(1);
      expect(shown.pre.revealTimes.at(-1)).toBe(Date.parse('2026-03-01T02:03:00Z') + ball * 3000);
      // The seed stays secret while the numbers come out.
      expect((await verify(46, '20260301-0202')).seed).toBeNull();
    }

    await advanceTo('2026-03-01T02:03:24Z');
    const final = await info(46);
    expect(final.pre).toMatchObject({
      turnNum: '20260301-0202',
      openNum: formatOpenNum(numbers),
      isStreaming: 0,
      openTime: Date.parse('2026-03-01T02:03:00Z'),
    });
    expect(final.cur).toMatchObject({
      turnNum: '20260301-0203',
      closeTime: Date.parse('2026-03-01T02:05:30Z'),
    });
    expect(final.cur.commitment).toMatch(/^[0-9a-f]{64}$/);

    expect(messages.map((m) => m.event)).toEqual([
      'turn',
      'started',
      'ball',
      'ball',
      'ball',
      'ball',
      'ball',
      'ball',
      'ball',
      'result',
      'turn',
    ]);
    const balls = messages.filter((m) => m.event === 'ball');
    expect(balls.map((m) => m.openNum.split(',').length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(messages.every((m) => m.type === 'RESULT' && m.gameId === 46)).toBe(true);
    expect(messages.at(-2)).toMatchObject({ turnNum: '20260301-0202', isStreaming: 0 });
    expect(messages.at(-1)?.cur.turnNum).toBe('20260301-0203');

    expect(await verify(46, '20260301-0202')).toMatchObject({
      status: 'drawn',
      source: 'generator',
      seed: row.seed,
      commitment: row.commitment,
      openNum: formatOpenNum(numbers),
      valid: true,
    });

    // The home's static file followed every step.
    const file = await t.app.inject({ url: '/sys-upload/data/json/lottery/openInfo_46.json' });
    expect(file.statusCode).toBe(200);
    expect(lotteryInfo.parse(file.json())).toMatchObject({
      pre: { turnNum: '20260301-0202', openNum: formatOpenNum(numbers), isStreaming: 0 },
      cur: { turnNum: '20260301-0203' },
    });

    const history = await t.app.inject({ url: '/app-api/lottery/history?gameId=46' });
    expect(history.json().data).toMatchObject({
      totalCount: 1,
      data: [{ turnNum: '20260301-0202', openNum: formatOpenNum(numbers) }],
    });
  });

  it('resumes a draw after a restart with the numbers and times already shown', async () => {
    await start('2026-03-01T02:00:10Z');
    await addGame(t.app.database.db, 46, demoDrawSchedules[46]!);
    await t.app.services.draws.changed(46);
    await advanceTo('2026-03-01T02:03:09Z'); // three balls out
    const before = await info(46);
    expect(before.pre.openNum.split(',')).toHaveLength(3);

    // The process stops; another starts on the same database 5 s later.
    await t.app.close();
    clock = new ManualClock('2026-03-01T02:03:14Z');
    const bus = createMemoryBus();
    const messages = await collectDrawMessages(bus, 46);
    const restarted = await buildApp(testConfig({ DRAW_ENGINE: 'on' }), {
      database: t.testDatabase.database,
      bus,
      now: clock.now,
      timers: clock,
    });
    const first = t;
    t = {
      ...first,
      app: restarted,
      close: async () => {
        await restarted.close();
        await bus.close();
        await first.testDatabase.drop();
      },
    };
    await clock.advanceBy(0, settle);

    const resumed = await info(46);
    expect(resumed.pre.openNum.split(',')).toHaveLength(4);
    expect(resumed.pre.openNum.startsWith(before.pre.openNum)).toBe(true);
    expect(resumed.pre.revealTimes.slice(0, 3)).toEqual(before.pre.revealTimes);
    // Only the ball that came due while nobody drew is announced, not the three shown before.
    expect(messages.map((m) => m.event)).toEqual(['ball']);

    await advanceTo('2026-03-01T02:03:24Z');
    const row = await turn('20260301-0202');
    expect(row.status).toBe('drawn');
    expect((await info(46)).pre.openNum).toBe(
      formatOpenNum(numbersFromSeed(row.seed!, 46, '20260301-0202')),
    );
    expect(messages.map((m) => m.event)).toEqual([
      'ball',
      'ball',
      'ball',
      'ball',
      'result',
      'turn',
    ]);
  });

  it('draws a turn it missed when it comes back, streaming from then', async () => {
    await start('2026-03-01T02:00:10Z');
    await addGame(t.app.database.db, 46, demoDrawSchedules[46]!);
    await t.app.services.draws.changed(46);
    await settle();
    await t.app.drawEngine.stop();
    // Down from 10:00:10 to 10:10:00: the 10:03 turn was never drawn.
    await clock.advanceTo('2026-03-01T02:10:00Z', flush);
    await t.app.drawEngine.start();
    await settle();
    const late = await info(46);
    expect(late.pre).toMatchObject({
      turnNum: '20260301-0202',
      isStreaming: 1,
      openTime: Date.parse('2026-03-01T02:10:00Z'),
    });
    await advanceTo('2026-03-01T02:10:24Z');
    const after = await info(46);
    expect(after.pre).toMatchObject({ turnNum: '20260301-0202', isStreaming: 0 });
    // The turns the outage skipped are not invented: the next open one is 10:12.
    expect(after.cur.turnNum).toBe('20260301-0205');
  });

  it('draws daily games at the local time of the system time zone', async () => {
    await start('2026-11-23T01:00:00Z', 'America/New_York'); // 20:00 on the 22nd in New York
    await addGame(t.app.database.db, 110, demoDrawSchedules[110]!);
    await t.app.services.draws.changed(110);
    await settle();
    const open = await info(110);
    expect(open.cur.turnNum).toBe('2026326');
    expect(open.plan.planTime).toBe(Date.parse('2026-11-23T02:32:00Z')); // 21:32 EST
    await advanceTo('2026-11-23T02:33:00Z');
    const drawn = await info(110);
    expect(drawn.pre).toMatchObject({ turnNum: '2026326', isStreaming: 0 });
    expect(drawn.pre.revealTimes.map((at) => at - drawn.pre.openTime!)).toEqual([
      8000, 16000, 24000, 32000, 40000, 48000, 56000,
    ]);
    expect(drawn.cur.turnNum).toBe('2026327');
  });

  describe('an operator result (POST /app-api/operator/draw-result)', () => {
    const post = (
      payload: Record<string, unknown>,
      headers: Record<string, string> = { [operatorTokenHeader]: token },
    ) => t.app.inject({ method: 'POST', url: '/app-api/operator/draw-result', headers, payload });

    it('draws a closed turn of an external game with the numbers entered', async () => {
      await start('2026-11-24T10:00:00Z'); // Tuesday 18:00 in Shanghai
      await addGame(t.app.database.db, 70, { ...demoDrawSchedules[70]!, source: 'operator' });
      const messages = await collectDrawMessages(t.app.bus, 70);
      await t.app.services.draws.changed(70);
      await settle();
      const { cur } = await info(70);
      const body = { gameId: 70, turnNum: cur.turnNum, openNum: '01,12,23,34,45,49,7' };

      // Still open: refused, nothing changed.
      const early = await post(body);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({
        code: 'DRAW/TURN_NOT_CLOSED',
        msg: '该期尚未封盘，不能录入开奖结果',
      });

      // Closed at 21:29; at 21:30 the engine does not draw an operator game.
      await advanceTo('2026-11-24T13:31:00Z');
      expect((await turn(cur.turnNum)).status).toBe('closed');

      for (const openNum of [
        '1,2,3,4,5,6',
        '1,2,3,4,5,6,6',
        '0,2,3,4,5,6,7',
        '1,2,3,4,5,6,50',
        'x',
      ]) {
        const bad = await post({ ...body, openNum });
        expect(bad.statusCode, openNum).toBe(400);
        expect(bad.json().code).toBe('SYS/VALIDATION');
      }
      expect((await post(body, {})).statusCode).toBe(401);
      expect(
        (await post(body, { [operatorTokenHeader]: 'wrong-token-wrong-token-wrong' })).statusCode,
      ).toBe(401);
      expect(await turn(cur.turnNum)).toMatchObject({ status: 'closed', numbers: null });

      expect((await post({ ...body, turnNum: '2026999' })).json().code).toBe('DRAW/TURN_NOT_FOUND');
      expect((await post({ ...body, gameId: 9999 })).json().code).toBe('GAME/NOT_FOUND');

      const entered = await post(body);
      expect(entered.statusCode).toBe(200);
      expect(entered.json()).toEqual({ code: 0, msg: 'success', data: null });
      expect((await info(70)).pre).toMatchObject({ turnNum: cur.turnNum, isStreaming: 1 });

      const again = await post(body);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('DRAW/TURN_DRAWN');

      await clock.advanceBy(60_000, settle);
      const final = await info(70);
      expect(final.pre).toMatchObject({ openNum: '01,12,23,34,45,49,07', isStreaming: 0 });
      expect(final.cur.turnNum).not.toBe(cur.turnNum);
      expect(await verify(70, cur.turnNum)).toMatchObject({
        source: 'operator',
        seed: null,
        valid: null,
        openNum: '01,12,23,34,45,49,07',
      });
      expect(messages.map((m) => m.event)).toEqual([
        'turn',
        'started',
        'ball',
        'ball',
        'ball',
        'ball',
        'ball',
        'ball',
        'ball',
        'result',
        'turn',
      ]);
      expect((await post(body)).json().code).toBe('DRAW/TURN_DRAWN');
    });
  });
});
