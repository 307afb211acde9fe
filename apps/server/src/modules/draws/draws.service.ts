import {
  drawChannel,
  drawRule,
  formatOpenNum,
  specialLiveGameId,
  systemConfigKey,
  type DrawEventKind,
  type DrawLiveMessage,
  type DrawResultBody,
  type HistoryGroups,
  type HistoryPage,
  type HistoryQuery,
  type LotteryInfo,
  type VerifyAnswer,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { DomainEventMap } from '../../domain-events';
import { AppError } from '../../http/app-error';
import type { SettingsService } from '../settings/settings.service';
import { nextOpenDraw, revealPlan, zonedInstant, type DrawSchedule } from './draw-schedule';
import { commitmentOf, newSeed, numbersFromSeed, verifyDraw } from './fairness';
import * as repo from './draws.repository';

export type DrawsService = ReturnType<typeof createDrawsService>;

/** A late engine (a restart, a long pause) starts the reveal now rather than in the past. */
const onTimeGraceMs = 5_000;

const eventNames = {
  started: 'drawStarted',
  ball: 'drawBall',
  result: 'drawResult',
  turn: 'drawTurnOpened',
} as const satisfies Record<DrawEventKind, keyof DomainEventMap>;

export const scheduleOf = (row: repo.ScheduleRow): DrawSchedule => ({
  kind: row.kind === 'interval' ? 'interval' : 'daily',
  localTime: row.localTime,
  weekdays: row.weekdays,
  intervalMinutes: row.intervalMinutes,
  closeLeadSeconds: row.closeLeadSeconds,
  revealStepMs: row.revealStepMs,
  drawDurationMs: row.drawDurationMs,
  source: row.source === 'operator' ? 'operator' : 'generator',
});

/** When a streaming turn started and becomes final (stored together with its numbers). */
const drawTimes = (turn: repo.TurnRow) => {
  if (!turn.openTime || !turn.finalTime) throw new Error(`turn ${turn.id} streams without times`);
  return { openTime: turn.openTime.getTime(), finalTime: turn.finalTime.getTime() };
};

/** The balls of a turn that have shown by `now`, with their reveal instants. */
const shownAt = (turn: repo.TurnRow, now: number) => {
  const numbers = turn.numbers ?? [];
  const openTime = turn.openTime?.getTime();
  if (openTime === undefined || (turn.status !== 'streaming' && turn.status !== 'drawn')) {
    return { numbers: [], revealTimes: [] };
  }
  const revealTimes = numbers.map((_, i) => openTime + (turn.revealOffsetsMs?.[i] ?? 0));
  const count =
    turn.status === 'drawn' ? numbers.length : revealTimes.filter((at) => at <= now).length;
  return { numbers: numbers.slice(0, count), revealTimes: revealTimes.slice(0, count) };
};

/**
 * Draws: the lottery info of spec part 2 §3, history, fairness checks, operator results, and the
 * steps the engine (draw-engine.ts) takes on the clock. Every change of a draw is announced as a
 * domain event; `start` forwards those to the bus (`draw:{gameId}`) and the openInfo files.
 */
export const createDrawsService = (
  { db, bus, events, now }: Pick<Deps, 'db' | 'bus' | 'events' | 'now'>,
  { settings }: { settings: SettingsService },
) => {
  const requireGame = async (gameId: number) => {
    const game = await repo.findEnabledGame(db, gameId);
    if (!game) throw new AppError('GAME/NOT_FOUND');
    return game;
  };

  const liveUrlOf = async (gameId: number) =>
    gameId === specialLiveGameId
      ? ((await settings.systemConfigValue(systemConfigKey.livestreamUrl)) ?? '')
      : '';

  const lotteryInfo = async (gameId: number): Promise<LotteryInfo> => {
    const game = await requireGame(gameId);
    const at = now().getTime();
    const [scheduleRow, active, liveUrl] = await Promise.all([
      repo.findSchedule(db, gameId),
      repo.activeTurns(db, gameId),
      liveUrlOf(gameId),
    ]);
    const upcoming = active.find((turn) => turn.status === 'open' || turn.status === 'closed');
    const last =
      active.find((turn) => turn.status === 'streaming') ?? (await repo.latestDrawn(db, gameId));
    const shown = last ? shownAt(last, at) : { numbers: [], revealTimes: [] };
    // Between a draw and the next turn's opening, the schedule names the next turn.
    const next =
      !upcoming && scheduleRow
        ? nextOpenDraw(scheduleOf(scheduleRow), await settings.timeZone(), at)
        : undefined;
    return {
      gameId,
      gameName: game.name,
      serverTime: at,
      cur: upcoming
        ? {
            turnNum: upcoming.turnNum,
            closeTime: upcoming.closeTime.getTime(),
            liveUrl,
            commitment: upcoming.commitment,
          }
        : { turnNum: next?.turnNum ?? '', closeTime: null, liveUrl, commitment: null },
      pre: {
        turnNum: last?.turnNum ?? '',
        openNum: formatOpenNum(shown.numbers),
        isStreaming: last?.status === 'streaming' ? 1 : 0,
        openTime: last?.openTime?.getTime() ?? null,
        liveUrl: '',
        revealTimes: shown.revealTimes,
      },
      plan: upcoming
        ? { turnNum: upcoming.turnNum, planTime: upcoming.planTime.getTime() }
        : { turnNum: next?.turnNum ?? '', planTime: next?.planTime ?? null },
    };
  };

  const localRange = async (query: Pick<HistoryQuery, 'year' | 'date'>) => {
    const timeZone = await settings.timeZone();
    let from: number | undefined;
    let to: number | undefined;
    if (query.year !== undefined) {
      from = zonedInstant(timeZone, { year: query.year, month: 1, day: 1 });
      to = zonedInstant(timeZone, { year: query.year + 1, month: 1, day: 1 });
    }
    if (query.date !== undefined) {
      const [year, month, day] = query.date.split('-').map(Number) as [number, number, number];
      const start = zonedInstant(timeZone, { year, month, day });
      const next = new Date(Date.UTC(year, month - 1, day + 1));
      const end = zonedInstant(timeZone, {
        year: next.getUTCFullYear(),
        month: next.getUTCMonth() + 1,
        day: next.getUTCDate(),
      });
      from = Math.max(from ?? start, start);
      to = Math.min(to ?? end, end);
    }
    return { from, to };
  };

  const history = async (query: HistoryQuery): Promise<HistoryPage> => {
    await requireGame(query.gameId);
    const { from, to } = await localRange(query);
    const { rows, totalCount } = await repo.historyPage(db, {
      gameId: query.gameId,
      from: from === undefined ? undefined : new Date(from),
      to: to === undefined ? undefined : new Date(to),
      limit: query.rows,
      offset: (query.page - 1) * query.rows,
    });
    return {
      data: rows.map((row) => ({
        gameId: row.gameId,
        turnNum: row.turnNum,
        openNum: formatOpenNum(row.numbers ?? []),
        openTime: (row.openTime ?? row.planTime).getTime(),
        source: row.source === 'operator' ? 'operator' : 'generator',
      })),
      totalCount,
    };
  };

  const historyGroups = async (gameId: number): Promise<HistoryGroups> => {
    await requireGame(gameId);
    const counts = await repo.historyCounts(db, gameId, await settings.timeZone());
    const years: HistoryGroups = [];
    for (const { year, month, count } of counts) {
      let entry = years.at(-1);
      if (entry?.year !== year) {
        entry = { year, count: 0, months: [] };
        years.push(entry);
      }
      entry.count += count;
      entry.months.push({ month, count });
    }
    return years;
  };

  const verify = async (gameId: number, turnNum: string): Promise<VerifyAnswer> => {
    await requireGame(gameId);
    const turn = await repo.findTurn(db, gameId, turnNum);
    if (!turn) throw new AppError('DRAW/TURN_NOT_FOUND');
    const drawn = turn.status === 'drawn';
    const seed = drawn && turn.source === 'generator' ? turn.seed : null;
    return {
      gameId,
      turnNum,
      status: turn.status as VerifyAnswer['status'],
      source: turn.source === 'operator' ? 'operator' : 'generator',
      commitment: turn.commitment,
      seed,
      openNum: formatOpenNum(shownAt(turn, now().getTime()).numbers),
      rule: drawRule,
      valid:
        seed && turn.commitment && turn.numbers
          ? verifyDraw({
              gameId,
              turnNum,
              seed,
              commitment: turn.commitment,
              numbers: turn.numbers,
            })
          : null,
    };
  };

  /** Builds the live message of the game's current state and announces it. */
  const announce = async (kind: DrawEventKind, gameId: number) => {
    const info = await lotteryInfo(gameId);
    const message: DrawLiveMessage = {
      type: 'RESULT',
      event: kind,
      gameId,
      turnNum: info.pre.turnNum,
      openNum: info.pre.openNum,
      liveUrl: info.cur.liveUrl,
      isStreaming: info.pre.isStreaming,
      pre: info.pre,
      cur: info.cur,
      plan: info.plan,
      serverTime: info.serverTime,
    };
    await events.emit(eventNames[kind], message);
  };

  const startStreaming = async (
    q: Db,
    turn: repo.TurnRow,
    schedule: DrawSchedule,
    set: { numbers: number[]; source: 'generator' | 'operator'; openTime: number; seed?: null },
  ) => {
    const plan = revealPlan(schedule, set.openTime);
    return repo.updateTurnFrom(q, turn.id, 'closed', {
      status: 'streaming',
      numbers: set.numbers,
      source: set.source,
      ...(set.seed === null ? { seed: null } : {}),
      openTime: new Date(set.openTime),
      finalTime: new Date(plan.finalTime),
      revealOffsetsMs: plan.revealOffsetsMs,
      revealed: 0,
    });
  };

  /**
   * An operator's result for a closed turn (an external game's draw), inside `tx`: it streams
   * from now. Call `resultEntered` after the commit.
   */
  const enterResultIn = async (tx: Db, { gameId, turnNum, openNum }: DrawResultBody) => {
    const [game, turn, scheduleRow] = [
      await repo.findEnabledGame(tx, gameId),
      await repo.lockTurn(tx, gameId, turnNum),
      await repo.findSchedule(tx, gameId),
    ];
    if (!game) throw new AppError('GAME/NOT_FOUND');
    if (!turn || !scheduleRow) throw new AppError('DRAW/TURN_NOT_FOUND');
    if (turn.status === 'open') throw new AppError('DRAW/TURN_NOT_CLOSED');
    if (turn.status !== 'closed') throw new AppError('DRAW/TURN_DRAWN');
    const started = await startStreaming(tx, turn, scheduleOf(scheduleRow), {
      numbers: openNum,
      source: 'operator',
      openTime: now().getTime(),
      seed: null,
    });
    if (!started) throw new AppError('DRAW/TURN_DRAWN');
    return started;
  };

  const resultEntered = async (gameId: number) => {
    await announce('started', gameId);
    await events.emit('drawsChanged', { gameId });
  };

  const enterResult = async (body: DrawResultBody) => {
    await db.transaction((tx) => enterResultIn(tx, body));
    await resultEntered(body.gameId);
  };

  /**
   * An operator's correction of a drawn turn's numbers, inside `tx` (which also settles its bets
   * again): the turn locked, its numbers replaced and its source now the operator's (the seed
   * stays, so the fairness record shows what it drew). Call `resultCorrected` after the commit.
   */
  const correctResultIn = async (tx: Db, { gameId, turnNum, openNum }: DrawResultBody) => {
    const turn = await repo.lockTurn(tx, gameId, turnNum);
    if (!turn) throw new AppError('DRAW/TURN_NOT_FOUND');
    if (turn.status !== 'drawn' || !turn.numbers) throw new AppError('DRAW/TURN_NOT_DRAWN');
    if (formatOpenNum(turn.numbers) === formatOpenNum(openNum)) {
      throw new AppError('DRAW/SAME_RESULT');
    }
    const after = await repo.updateTurnFrom(tx, turn.id, 'drawn', {
      numbers: openNum,
      source: 'operator',
    });
    if (!after) throw new AppError('DRAW/TURN_NOT_DRAWN');
    return { before: turn, after };
  };

  /** Members' pages and files show a corrected result at once. */
  const resultCorrected = async (gameId: number) => {
    await announce('result', gameId);
    await events.emit('drawsChanged', { gameId });
  };

  /** Opens the game's next turn: the first draw whose bets are still open at `at`. */
  const openNextTurn = async (gameId: number, schedule: DrawSchedule, at: number) => {
    const draw = nextOpenDraw(schedule, await settings.timeZone(), at);
    const seed = newSeed();
    const inserted = await repo.insertTurn(db, {
      gameId,
      turnNum: draw.turnNum,
      closeTime: new Date(draw.closeTime),
      planTime: new Date(draw.planTime),
      commitment: commitmentOf(seed),
      seed,
      status: 'open',
    });
    if (inserted) await announce('turn', gameId);
    return inserted;
  };

  /**
   * Moves one game's turns on to `at`: closes bets, starts a due draw, announces due balls,
   * finalizes, opens the next turn. Answers when it next has something to do.
   */
  const advanceGame = async (
    gameId: number,
    schedule: DrawSchedule,
    at: number,
  ): Promise<number | undefined> => {
    let active = await repo.activeTurns(db, gameId);
    const wakes: number[] = [];
    for (let turn of active) {
      if (turn.status === 'open' && turn.closeTime.getTime() <= at) {
        turn = (await repo.updateTurnFrom(db, turn.id, 'open', { status: 'closed' })) ?? turn;
      }
      if (
        turn.status === 'closed' &&
        turn.planTime.getTime() <= at &&
        turn.source === 'generator' &&
        schedule.source === 'generator' &&
        turn.seed
      ) {
        const planTime = turn.planTime.getTime();
        turn =
          (await startStreaming(db, turn, schedule, {
            numbers: numbersFromSeed(turn.seed, gameId, turn.turnNum),
            source: 'generator',
            openTime: at - planTime <= onTimeGraceMs ? planTime : at,
          })) ?? turn;
        if (turn.status === 'streaming') await announce('started', gameId);
      }
      if (turn.status === 'streaming') {
        const { openTime, finalTime } = drawTimes(turn);
        const offsets = turn.revealOffsetsMs ?? [];
        const due = offsets.filter((offset) => openTime + offset <= at).length;
        for (let index = turn.revealed; index < due; index += 1) {
          if (await repo.markRevealed(db, turn.id, index, index + 1)) {
            await announce('ball', gameId);
          }
        }
        turn = { ...turn, revealed: Math.max(turn.revealed, due) };
        if (finalTime <= at) {
          const final = await repo.updateTurnFrom(db, turn.id, 'streaming', {
            status: 'drawn',
            revealed: offsets.length,
          });
          if (final) {
            turn = final;
            await announce('result', gameId);
          }
        }
      }
      if (turn.status === 'open') wakes.push(turn.closeTime.getTime());
      if (turn.status === 'closed' && schedule.source === 'generator' && turn.seed) {
        wakes.push(turn.planTime.getTime());
      }
      if (turn.status === 'streaming') {
        const next = (turn.revealOffsetsMs ?? [])[turn.revealed];
        const { openTime, finalTime } = drawTimes(turn);
        wakes.push(next === undefined ? finalTime : Math.min(openTime + next, finalTime));
      }
    }
    active = await repo.activeTurns(db, gameId);
    if (active.length === 0) {
      const opened = await openNextTurn(gameId, schedule, at);
      if (opened) wakes.push(opened.closeTime.getTime());
    }
    return wakes.length > 0 ? Math.min(...wakes) : undefined;
  };

  const scheduledGames = async () =>
    (await repo.listScheduledGames(db)).map(({ gameId, schedule }) => ({
      gameId,
      schedule: scheduleOf(schedule),
    }));

  /** Forwards draw events to every process's sockets (the bus) and to the openInfo files. */
  const start = () => {
    for (const name of Object.values(eventNames)) {
      events.on(name, async (message) => {
        await bus.publish(drawChannel(message.gameId), message);
        await events.emit('sourceChanged', { source: `draw:${message.gameId}` });
      });
    }
  };

  /** Tells the engine that draw data changed outside it (demo data, new schedules). */
  const changed = (gameId?: number) =>
    events.emit('drawsChanged', gameId === undefined ? {} : { gameId });

  return {
    start,
    changed,
    lotteryInfo,
    history,
    historyGroups,
    verify,
    enterResult,
    enterResultIn,
    resultEntered,
    correctResultIn,
    resultCorrected,
    advanceGame,
    scheduledGames,
  };
};
