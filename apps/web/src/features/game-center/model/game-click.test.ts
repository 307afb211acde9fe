import { describe, expect, it } from 'vitest';
import { createClickLock, decideGameClick } from './game-click';
import type { GameClickContext } from './game-click';
import { serviceTiles, tapServiceTile } from './service-tiles';

const member: GameClickContext = {
  locked: false,
  inMaintenance: false,
  isLottery: false,
  signedIn: true,
  isTrial: false,
};

describe('a tap on a game', () => {
  it('launches a third-party game for a signed-in official member', () => {
    expect(decideGameClick(7, member)).toEqual({ kind: 'launch' });
  });

  it('does nothing while locked, and never opens a game in maintenance', () => {
    expect(decideGameClick(7, { ...member, locked: true })).toEqual({ kind: 'ignored' });
    expect(decideGameClick(7, { ...member, inMaintenance: true })).toEqual({
      kind: 'maintenance',
    });
    expect(decideGameClick(71, { ...member, isLottery: true, inMaintenance: true })).toEqual({
      kind: 'maintenance',
    });
  });

  it('opens a lottery game at /game/{gameId} for anyone, even a visitor or a trial account', () => {
    const lottery = { ...member, isLottery: true };
    expect(decideGameClick(71, lottery)).toEqual({ kind: 'lottery', path: '/game/71' });
    expect(decideGameClick(71, { ...lottery, signedIn: false })).toEqual({
      kind: 'lottery',
      path: '/game/71',
    });
    expect(decideGameClick(71, { ...lottery, isTrial: true })).toEqual({
      kind: 'lottery',
      path: '/game/71',
    });
  });

  it('sends a visitor to login and refuses a trial account', () => {
    expect(decideGameClick(7, { ...member, signedIn: false })).toEqual({ kind: 'login' });
    expect(decideGameClick(7, { ...member, isTrial: true })).toEqual({ kind: 'trial' });
  });
});

describe('the click lock', () => {
  it('locks taps for 100 ms after each accepted one', () => {
    const locked = createClickLock();
    expect(locked(1000)).toBe(false);
    expect(locked(1050)).toBe(true);
    expect(locked(1099)).toBe(true);
    expect(locked(1100)).toBe(false);
    expect(locked(1150)).toBe(true);
  });
});

describe('service tiles', () => {
  it('recharge, withdraw, 洗码, details and promotions; all but promotions need login', () => {
    expect(serviceTiles.map((tile) => tile.path)).toEqual([
      '/recharge',
      '/withdraw-money',
      '/betting-bonus',
      '/bills',
      '/promotional',
    ]);
    const visitor = { signedIn: false, isTrial: false };
    expect(serviceTiles.map((tile) => tapServiceTile(tile, visitor).kind)).toEqual([
      'login',
      'login',
      'login',
      'login',
      'open',
    ]);
    const trial = { signedIn: true, isTrial: true };
    expect(serviceTiles.map((tile) => tapServiceTile(tile, trial).kind)).toEqual([
      'trial',
      'trial',
      'open',
      'open',
      'open',
    ]);
  });
});
