import { describe, expect, it } from 'vitest';
import {
  allProviderCode,
  categoryOfHash,
  errorCatalog,
  gameListQuery,
  gameNameMatches,
  gameToggleLikeBody,
  hotGamesOf,
  isUnderMaintenance,
  launchErrorText,
  livePlayQuery,
  maintainValue,
  parseMaintain,
  providerOptionsOf,
  wallClockOf,
} from './index';

const shanghai = 'Asia/Shanghai';
/** 2026-11-24 10:00:00 in Shanghai (UTC+8). */
const tenAmShanghai = Date.UTC(2026, 10, 24, 2, 0, 0);

describe('the maintenance window', () => {
  it('reads two date-times joined by ~', () => {
    expect(parseMaintain('2026-11-24 09:00:00~2026-11-24 11:30:00')).toEqual({
      start: '2026-11-24 09:00:00',
      end: '2026-11-24 11:30:00',
    });
    expect(parseMaintain('2026/11/24 09:00~2026/11/24 11:30')).toEqual({
      start: '2026-11-24 09:00:00',
      end: '2026-11-24 11:30:00',
    });
  });

  it('is no window when empty, malformed or backwards', () => {
    for (const value of [
      '',
      null,
      undefined,
      '2026-11-24 09:00:00',
      '2026-11-24 09:00:00~',
      'a~b',
      '2026-11-24 11:00:00~2026-11-24 09:00:00',
      '2026-13-24 09:00:00~2026-13-25 09:00:00',
      '2026-11-24 09:00:00~2026-11-24 10:00:00~2026-11-24 11:00:00',
    ]) {
      expect(parseMaintain(value), String(value)).toBeUndefined();
      expect(isUnderMaintenance(value, tenAmShanghai, shanghai)).toBe(false);
    }
  });

  it('compares in the system time zone', () => {
    expect(wallClockOf(tenAmShanghai, shanghai)).toBe('2026-11-24 10:00:00');
    expect(wallClockOf(tenAmShanghai, 'UTC')).toBe('2026-11-24 02:00:00');
    const window = '2026-11-24 09:00:00~2026-11-24 11:00:00';
    expect(isUnderMaintenance(window, tenAmShanghai, shanghai)).toBe(true);
    // The same instant is 02:00 in UTC and 18:00 in Los Angeles the day before.
    expect(isUnderMaintenance(window, tenAmShanghai, 'UTC')).toBe(false);
    expect(isUnderMaintenance(window, tenAmShanghai, 'America/Los_Angeles')).toBe(false);
  });

  it('starts inclusive and ends exclusive', () => {
    const window = '2026-11-24 10:00:00~2026-11-24 10:30:00';
    expect(isUnderMaintenance(window, tenAmShanghai, shanghai)).toBe(true);
    expect(isUnderMaintenance(window, tenAmShanghai - 1000, shanghai)).toBe(false);
    expect(isUnderMaintenance(window, tenAmShanghai + 30 * 60_000 - 1000, shanghai)).toBe(true);
    expect(isUnderMaintenance(window, tenAmShanghai + 30 * 60_000, shanghai)).toBe(false);
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(wallClockOf(tenAmShanghai, 'Nowhere/Land')).toBe('2026-11-24 02:00:00');
  });

  it('accepts only valid operator values', () => {
    expect(maintainValue.safeParse('').success).toBe(true);
    expect(maintainValue.safeParse('2026-11-24 09:00:00~2026-11-24 11:00:00').success).toBe(true);
    expect(maintainValue.safeParse('tomorrow').success).toBe(false);
  });
});

describe('the game centre rules', () => {
  it('maps a hash to a category, hot when unknown', () => {
    expect(categoryOfHash('#fish')).toBe('fish');
    expect(categoryOfHash('#LOTTERY')).toBe('LOTTERY');
    expect(categoryOfHash('#lottery')).toBe('hot');
    expect(categoryOfHash('')).toBe('hot');
  });

  it('builds provider options: all first, incomplete and duplicate entries dropped', () => {
    const options = providerOptionsOf([
      { providerName: 'A', liveCode: 'a', providerUrl: '/a.svg' },
      { providerName: '', liveCode: 'b', providerUrl: '/b.svg' },
      { providerName: 'C', liveCode: '', providerUrl: '/c.svg' },
      { providerName: 'D', liveCode: 'd', providerUrl: '' },
      { providerName: 'A again', liveCode: 'a', providerUrl: '/a.svg' },
      { providerName: 'E', liveCode: 'e', providerUrl: '/e.svg' },
    ]);
    expect(options.map((option) => option.liveCode)).toEqual([allProviderCode, 'a', 'e']);
    expect(options.map((option) => option.isSelect)).toEqual([true, false, false]);
  });

  it('orders the hot tab by hot descending', () => {
    const hot = hotGamesOf([
      { gameId: 1, hot: 0, sort: 1 },
      { gameId: 2, hot: 5, sort: 2 },
      { gameId: 3, hot: 9, sort: 3 },
      { gameId: 4, hot: 5, sort: 1 },
    ]);
    expect(hot.map((entry) => entry.gameId)).toEqual([3, 4, 2]);
  });

  it('matches names by trimmed substring', () => {
    expect(gameNameMatches('百家乐', ' 家 ')).toBe(true);
    expect(gameNameMatches('Lucky Slots', 'slot')).toBe(true);
    expect(gameNameMatches('龙虎斗', '百家')).toBe(false);
    expect(gameNameMatches('龙虎斗', '  ')).toBe(true);
  });

  it('names the launch failure toast by code', () => {
    expect(launchErrorText('KY/0', 'x')).toBe('您正在牌局中，请稍后再试！');
    expect(launchErrorText('LIVE/maintenance', '游戏维护中')).toBe('游戏维护中');
    expect(launchErrorText('USER_IN_BLACKLIST', '限制')).toBe('限制');
    expect(launchErrorText('LIVE/BLACK_USER', '限制')).toBe('限制');
    expect(launchErrorText('UC/ACCOUNT_STATE_ERROR', '异常')).toBe('异常');
    expect(launchErrorText('LIVE/LAUNCH_FAILED', 'boom')).toBe('操作频繁，请稍后试试');
    expect(launchErrorText(undefined)).toBe('操作频繁，请稍后试试');
  });

  it('keeps the spec texts of the launch codes', () => {
    expect(errorCatalog['KY/0'].message).toBe('您正在牌局中，请稍后再试！');
    expect(errorCatalog['LIVE/LAUNCH_FAILED'].message).toBe('操作频繁，请稍后试试');
  });
});

describe('the game centre inputs', () => {
  it('reads the list query with its defaults', () => {
    expect(gameListQuery.parse({})).toMatchObject({
      page: 1,
      rows: 30,
      searchText: '',
      liveCode: '',
    });
    expect(gameListQuery.safeParse({ groupType: 'casino' }).success).toBe(false);
    expect(gameListQuery.safeParse({ rows: '500' }).success).toBe(false);
    expect(gameListQuery.safeParse({ sneaky: '1' }).success).toBe(false);
  });

  it('reads the follow body', () => {
    expect(gameToggleLikeBody.parse({ gameId: '12', like: '1' })).toEqual({ gameId: 12, like: 1 });
    expect(gameToggleLikeBody.safeParse({ gameId: 12, like: 2 }).success).toBe(false);
    expect(gameToggleLikeBody.safeParse({ gameId: 0, like: 1 }).success).toBe(false);
  });

  it('reads the launch query', () => {
    expect(livePlayQuery.parse({ liveCode: 'DEMO', gameType: 'baccarat', isMobile: '0' })).toEqual({
      liveCode: 'DEMO',
      gameType: 'baccarat',
      isMobile: false,
    });
    expect(livePlayQuery.parse({ liveCode: 'DEMO', gameType: 'slot' }).isMobile).toBe(true);
    expect(livePlayQuery.safeParse({ liveCode: 'DEMO' }).success).toBe(false);
    expect(livePlayQuery.safeParse({ liveCode: '<x>', gameType: 'a' }).success).toBe(false);
    expect(livePlayQuery.safeParse({ liveCode: 'A', gameType: 'a', isMobile: 'yes' }).success).toBe(
      false,
    );
  });
});
