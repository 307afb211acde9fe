import { describe, expect, it } from 'vitest';
import {
  baccaratPayout,
  baccaratPoints,
  bankerDraws,
  dealBaccarat,
  dealDragonTiger,
  dragonTigerPayout,
  slotMultipleOf,
  slotReturnToPlayer,
  spinSlot,
  type RandomInt,
} from '../../../src/modules/games/providers/demo/demo-engines';

/** Cards in deck order: index = suit * 13 + rank - 1. */
const deck = (...indexes: number[]): RandomInt => {
  let next = 0;
  return (max) => {
    const value = indexes[next] ?? 0;
    next += 1;
    if (value >= max) throw new Error(`${value} out of range ${max}`);
    return value;
  };
};
const rank = (r: number, suit = 0) => suit * 13 + r - 1;

describe('龙虎斗', () => {
  it('gives the round to the higher card, a tie when equal', () => {
    expect(dealDragonTiger(deck(rank(13), rank(1, 2)))).toMatchObject({
      dragon: { rank: 13, suit: 0 },
      tiger: { rank: 1, suit: 2 },
      winner: 'dragon',
    });
    expect(dealDragonTiger(deck(rank(2), rank(9))).winner).toBe('tiger');
    expect(dealDragonTiger(deck(rank(7, 1), rank(7, 3))).winner).toBe('tie');
  });

  it('pays 1:1, a tie 8:1 and half of the dragon and tiger stakes back', () => {
    const bets = { dragon: 10_000, tiger: 4_000, tie: 1_000 };
    const deal = (r1: number, r2: number) => dealDragonTiger(deck(rank(r1), rank(r2)));
    expect(dragonTigerPayout(bets, deal(10, 3))).toBe(20_000);
    expect(dragonTigerPayout(bets, deal(3, 10))).toBe(8_000);
    expect(dragonTigerPayout(bets, deal(5, 5))).toBe(9_000 + 7_000);
  });
});

describe('百家乐', () => {
  it('counts points modulo ten, tens and faces as zero', () => {
    expect(
      baccaratPoints([
        { rank: 13, suit: 0 },
        { rank: 9, suit: 0 },
      ]),
    ).toBe(9);
    expect(
      baccaratPoints([
        { rank: 7, suit: 0 },
        { rank: 8, suit: 0 },
      ]),
    ).toBe(5);
    expect(
      baccaratPoints([
        { rank: 10, suit: 0 },
        { rank: 11, suit: 0 },
      ]),
    ).toBe(0);
  });

  it('follows the tableau for the banker’s third card', () => {
    expect(bankerDraws(5, undefined)).toBe(true);
    expect(bankerDraws(6, undefined)).toBe(false);
    expect(bankerDraws(3, { rank: 8, suit: 0 })).toBe(false);
    expect(bankerDraws(3, { rank: 9, suit: 0 })).toBe(true);
    expect(bankerDraws(4, { rank: 1, suit: 0 })).toBe(false);
    expect(bankerDraws(4, { rank: 2, suit: 0 })).toBe(true);
    expect(bankerDraws(5, { rank: 4, suit: 0 })).toBe(true);
    expect(bankerDraws(5, { rank: 3, suit: 0 })).toBe(false);
    expect(bankerDraws(6, { rank: 6, suit: 0 })).toBe(true);
    expect(bankerDraws(6, { rank: 13, suit: 0 })).toBe(false);
    expect(bankerDraws(7, { rank: 7, suit: 0 })).toBe(false);
  });

  it('stands on a natural and deals third cards otherwise', () => {
    // Player 9 + K = 9: natural, nobody draws.
    const natural = dealBaccarat(deck(rank(9), rank(13), rank(2), rank(3)));
    expect(natural).toMatchObject({ playerPoints: 9, bankerPoints: 5, winner: 'player' });
    expect(natural.player).toHaveLength(2);
    expect(natural.banker).toHaveLength(2);
    // Player 2 + 3 = 5 draws a 4 (9); banker 3 + 3 = 6 stands against a 4.
    const thirds = dealBaccarat(deck(rank(2), rank(3), rank(3), rank(3), rank(4)));
    expect(thirds).toMatchObject({ playerPoints: 9, bankerPoints: 6, winner: 'player' });
    expect(thirds.player).toHaveLength(3);
    expect(thirds.banker).toHaveLength(2);
  });

  it('pays the player 1:1, the banker less 5%, a tie 8:1 with the stakes back', () => {
    const bets = { player: 10_000, banker: 20_000, tie: 1_000 };
    const player = dealBaccarat(deck(rank(9), rank(13), rank(2), rank(3)));
    expect(baccaratPayout(bets, player)).toBe(20_000);
    const banker = dealBaccarat(deck(rank(2), rank(3), rank(9), rank(13)));
    expect(banker.winner).toBe('banker');
    expect(baccaratPayout(bets, banker)).toBe(20_000 + 19_000);
    const tie = dealBaccarat(deck(rank(8), rank(13), rank(8), rank(12)));
    expect(tie.winner).toBe('tie');
    expect(baccaratPayout(bets, tie)).toBe(9_000 + 30_000);
  });
});

describe('老虎机', () => {
  it('pays three alike by the table and the first two alike 2×', () => {
    expect(slotMultipleOf(['7', '7', '7'])).toBe(50);
    expect(slotMultipleOf(['♦', '♦', '♦'])).toBe(5);
    expect(slotMultipleOf(['BAR', 'BAR', '7'])).toBe(2);
    expect(slotMultipleOf(['7', 'BAR', '7'])).toBe(0);
  });

  it('spins from the random source and returns about 92% over time', () => {
    expect(spinSlot(deck(0, 0, 0))).toEqual({ reels: ['7', '7', '7'], multiple: 50 });
    expect(spinSlot(deck(17, 17, 1))).toEqual({ reels: ['♦', '♦', 'BAR'], multiple: 2 });
    expect(slotReturnToPlayer()).toBeGreaterThan(0.88);
    expect(slotReturnToPlayer()).toBeLessThan(0.96);
  });
});
