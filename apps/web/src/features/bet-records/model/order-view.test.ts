import { betResult, betStatus } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { gameIdOf, recordTabOf, statusOfTab } from './record-tabs';
import { oddsText, shownMoney, statusToneOf, winLossOf } from './order-view';
import { orderOf } from '../testing/records-server';
import { signedMoney } from '../../../components/signed-money';

describe('order view', () => {
  it('shows money zh-CN with 2 to 3 decimals, signed for a result', () => {
    expect(shownMoney(1_234_567_890)).toBe('1,234,567.89');
    expect(shownMoney(10_005)).toBe('10.005');
    expect(signedMoney(12_500)).toBe('+12.50');
    expect(signedMoney(-10_000)).toBe('-10.00');
    expect(signedMoney(-10_005)).toBe('-10.005');
    expect(signedMoney(0)).toBe('0.00');
  });

  it('shows odds from thousandths, with the second odds after a slash', () => {
    expect(oddsText({ odds: 48_800, odds2: null })).toBe('48.8');
    expect(oddsText({ odds: 1_980, odds2: null })).toBe('1.98');
    expect(oddsText({ odds: 100_000, odds2: 20_000 })).toBe('100/20');
  });

  it('counts a result only once settled: payout − stake', () => {
    expect(winLossOf(orderOf())).toBeNull();
    expect(winLossOf(orderOf({ status: betStatus.settled, reward: 488_000 }))).toBe(478_000);
    expect(winLossOf(orderOf({ status: betStatus.settled, reward: 10_000 }))).toBe(0);
  });

  it('colours a status by what it means', () => {
    const now = Date.now();
    expect(statusToneOf(orderOf(), now, true)).toBe('cancellable');
    expect(statusToneOf(orderOf(), now, false)).toBe('pending');
    expect(
      statusToneOf(orderOf({ status: betStatus.settled, result: betResult.won }), now, true),
    ).toBe('won');
    expect(statusToneOf(orderOf({ status: betStatus.cancelled }), now, true)).toBe('void');
  });
});

describe('record tabs', () => {
  it('reads the tab and the game from the address', () => {
    expect(recordTabOf(null)).toBe('all');
    expect(recordTabOf('history')).toBe('history');
    expect(recordTabOf('nope')).toBe('all');
    expect([statusOfTab('all'), statusOfTab('pending'), statusOfTab('settled')]).toEqual([
      null,
      0,
      1,
    ]);
    expect(statusOfTab('cancelled')).toBe(2);
    expect([
      gameIdOf('70'),
      gameIdOf(null),
      gameIdOf('0'),
      gameIdOf('7x'),
      gameIdOf('123456'),
    ]).toEqual([70, null, null, null, null]);
  });
});
