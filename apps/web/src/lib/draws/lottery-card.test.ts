import type { DrawPush, LotteryInfo } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import {
  canReplay,
  cardPhaseOf,
  formatCountdown,
  infoFromPush,
  newerInfo,
  pollIntervalOf,
} from './lottery-card';

const now = 1_800_000_000_000;

const info = (overrides: {
  cur?: Partial<LotteryInfo['cur']>;
  pre?: Partial<LotteryInfo['pre']>;
  plan?: Partial<LotteryInfo['plan']>;
  serverTime?: number;
}): LotteryInfo => ({
  gameId: 71,
  gameName: '极速六合彩',
  serverTime: overrides.serverTime ?? now,
  cur: {
    turnNum: '20271115-0100',
    closeTime: now + 30_000,
    liveUrl: '',
    commitment: 'ab',
    ...overrides.cur,
  },
  pre: {
    turnNum: '20271115-0099',
    openNum: '01,02,03,04,05,06,07',
    isStreaming: 0,
    openTime: now - 300_000,
    liveUrl: '',
    revealTimes: [1, 2, 3, 4, 5, 6, 7].map((i) => now - 300_000 + i * 3000),
    ...overrides.pre,
  },
  plan: { turnNum: '20271115-0100', planTime: now + 60_000, ...overrides.plan },
});

describe('the result card phase', () => {
  it('counts down to the next draw while its turn is open', () => {
    expect(cardPhaseOf(info({}), now)).toBe('countdown');
  });

  it('is due once the draw time has come and no ball has shown', () => {
    expect(cardPhaseOf(info({ plan: { planTime: now } }), now)).toBe('due');
  });

  it('streams while the draw is coming in', () => {
    expect(cardPhaseOf(info({ pre: { isStreaming: 1, openNum: '01,02' } }), now)).toBe('streaming');
  });

  it('waits for the next turn after the seventh number', () => {
    const drawn = info({
      cur: { closeTime: null, commitment: null },
      plan: { planTime: now + 60_000 },
    });
    expect(cardPhaseOf(drawn, now)).toBe('waiting');
  });

  it('is empty for a game that has never drawn and plans nothing', () => {
    const fresh = info({
      cur: { closeTime: null, turnNum: '' },
      pre: { turnNum: '', openNum: '', revealTimes: [], openTime: null },
      plan: { planTime: null, turnNum: '' },
    });
    expect(cardPhaseOf(fresh, now)).toBe('empty');
    expect(canReplay(fresh)).toBe(false);
  });
});

describe('polling', () => {
  it('polls every 3 s while streaming, however long', () => {
    expect(pollIntervalOf('streaming', now, now - 900_000)).toBe(3000);
  });

  it('polls every 3 s for at most 300 s while waiting for the new turn', () => {
    expect(pollIntervalOf('waiting', now, undefined)).toBe(3000);
    expect(pollIntervalOf('waiting', now, now - 299_000)).toBe(3000);
    expect(pollIntervalOf('waiting', now, now - 300_000)).toBe(false);
    expect(pollIntervalOf('due', now, now - 300_001)).toBe(false);
  });

  it('leaves a counting-down card to the socket and the clock', () => {
    expect(pollIntervalOf('countdown', now, undefined)).toBe(false);
  });
});

describe('pushes and answers', () => {
  it('takes a push as the whole info, keeping the game name', () => {
    const held = info({});
    const next = info({ pre: { isStreaming: 1, openNum: '09' }, serverTime: now + 1000 });
    const push: DrawPush = {
      command: 'push',
      type: 'RESULT',
      gameId: 71,
      turnNum: next.pre.turnNum,
      openNum: next.pre.openNum,
      liveUrl: '',
      isStreaming: 1,
      pre: next.pre,
      cur: next.cur,
      plan: next.plan,
      serverTime: next.serverTime,
    };
    expect(infoFromPush(held, push)).toEqual(next);
  });

  it('keeps the newer of a poll and a push', () => {
    const older = info({ serverTime: now });
    const newer = info({ serverTime: now + 3000 });
    expect(newerInfo(newer, older)).toBe(newer);
    expect(newerInfo(older, newer)).toBe(newer);
    expect(newerInfo(undefined, older)).toBe(older);
  });
});

describe('the countdown', () => {
  it('shows hours, minutes and seconds, rounding up', () => {
    expect(formatCountdown(3_723_100)).toBe('01:02:04');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
  });

  it('shows days when a day or more is left', () => {
    expect(formatCountdown(2 * 86_400_000 + 61_000)).toBe('2天 00:01:01');
  });
});
