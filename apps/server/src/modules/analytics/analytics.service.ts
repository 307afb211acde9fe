import {
  analyticsAnswer,
  analyticsOf,
  chinaMidnightOf,
  drawChannel,
  drawLiveMessage,
  drawsOfPeriod,
  lunarNewYearOf,
  lunarYearAt,
  ok,
  type AnalyticsAnswer,
  type AnalyticsPeriod,
  type AnalyticsQuery,
} from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { encodeBody, type EncodedBody } from '../../lib/encoded-body';
import type { Unsubscribe } from '../../realtime/bus';
import { localDateOf, zonedInstant } from '../draws/draw-schedule';
import type { SettingsService } from '../settings/settings.service';
import * as repo from './analytics.repository';

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

interface Entry {
  answer: AnalyticsAnswer;
  /** The answer's envelope, serialized and compressed once. */
  body: EncodedBody;
  /** The lunar new year, or for a year's period the local new year, ends the answer too. */
  validUntil: number;
}

/** The instant the lunar year after `lunarYear` begins (00:00 in China, as lunarYearAt counts). */
const lunarYearEnd = (lunarYear: number): number =>
  chinaMidnightOf(new Date(lunarNewYearOf(lunarYear + 1)).toISOString().slice(0, 10));

/**
 * The lottery analytics (issue 23): one answer per game and period, computed from the game's
 * final draws with the contracts' rules (analyticsOf) and kept in this process until the game's
 * next result is published on the bus (`draw:{gameId}`, any process's engine), its draws change
 * outside the engine, the games or the time zone change, or the year it was made for ends.
 */
export const createAnalyticsService = (
  { db, bus, events, now }: Pick<Deps, 'db' | 'bus' | 'events' | 'now'>,
  { settings }: { settings: SettingsService },
) => {
  const cache = new Map<string, Promise<Entry>>();
  const listening = new Map<number, Promise<Unsubscribe>>();
  const keyOf = (gameId: number, period: AnalyticsPeriod) => `${gameId}|${period}`;

  /** Also forgets an answer being built: whoever asks next reads the new draw. */
  const drop = (gameId: number) => {
    for (const key of cache.keys()) if (key.startsWith(`${gameId}|`)) cache.delete(key);
  };

  /** Subscribed before the game's first answer is read, so no result published after is missed. */
  const listen = (gameId: number) => {
    let subscription = listening.get(gameId);
    if (!subscription) {
      subscription = bus.subscribe(drawChannel(gameId), (message) => {
        const parsed = drawLiveMessage.safeParse(message);
        if (parsed.success && parsed.data.event === 'result') drop(gameId);
      });
      listening.set(gameId, subscription);
      subscription.catch(() => listening.delete(gameId));
    }
    return subscription;
  };

  events.on('drawsChanged', ({ gameId }) => (gameId === undefined ? cache.clear() : drop(gameId)));
  events.on('sourceChanged', ({ source }) => {
    if (source === 'lottery_games' || source === 'company') cache.clear();
  });

  /** Games the engine draws (seven of 1–49); any other id is not a game here. */
  const requireDrawnGame = async (gameId: number) => {
    const [game, schedule] = await Promise.all([
      repo.findEnabledGame(db, gameId),
      repo.findSchedule(db, gameId),
    ]);
    if (!game || !schedule) throw new AppError('GAME/NOT_FOUND');
  };

  const build = async (gameId: number, period: AnalyticsPeriod): Promise<Entry> => {
    await requireDrawnGame(gameId);
    await listen(gameId);
    const at = now().getTime();
    const lunarYear = lunarYearAt(at);
    const timeZone = await settings.timeZone();
    const { year } = localDateOf(at, timeZone);
    const yearStart = zonedInstant(timeZone, { year, month: 1, day: 1 });
    const rows = await repo.latestDraws(db, gameId, {
      limit: drawsOfPeriod(period),
      ...(period === 'year' ? { from: new Date(yearStart) } : {}),
    });
    const draws = rows.map((row) => {
      // A drawn turn has its times (draw_turns_drawn_complete).
      const openTime = (row.openTime as Date).getTime();
      return {
        turnNum: row.turnNum,
        openTime,
        numbers: row.numbers ?? [],
        lunarYear: lunarYearAt(openTime),
      };
    });
    // The schema is the allow-list of what leaves, checked once per build.
    const answer = analyticsAnswer.parse({ gameId, period, ...analyticsOf(draws, lunarYear) });
    const nextYear = zonedInstant(timeZone, { year: year + 1, month: 1, day: 1 });
    return {
      answer,
      body: await encodeBody(Buffer.from(JSON.stringify(ok(answer)))),
      validUntil: Math.min(lunarYearEnd(lunarYear), period === 'year' ? nextYear : Infinity),
    };
  };

  const entryOf = async ({ gameId, period }: AnalyticsQuery): Promise<Entry> => {
    const key = keyOf(gameId, period);
    let pending = cache.get(key);
    if (!pending) {
      const building = build(gameId, period);
      pending = building;
      cache.set(key, building);
      building.catch(() => {
        if (cache.get(key) === building) cache.delete(key);
      });
    }
    const entry = await pending;
    if (now().getTime() < entry.validUntil) return entry;
    if (cache.get(key) === pending) cache.delete(key);
    return entryOf({ gameId, period });
  };

  /** GET /lottery/analytics: the answer's bytes, as cached. */
  const body = async (query: AnalyticsQuery): Promise<EncodedBody> => (await entryOf(query)).body;

  const analytics = async (query: AnalyticsQuery): Promise<AnalyticsAnswer> =>
    (await entryOf(query)).answer;

  const close = async () => {
    const subscriptions = await Promise.allSettled(listening.values());
    listening.clear();
    cache.clear();
    await Promise.all(
      subscriptions.map((result) => (result.status === 'fulfilled' ? result.value() : undefined)),
    );
  };

  return { body, analytics, close };
};
