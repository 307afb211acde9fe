import { describe, expect, it } from 'vitest';
import { gameIdOf, periodOf } from './analytic-params';

describe('analytic route params', () => {
  it('reads a game id', () => {
    expect(gameIdOf('110')).toBe(110);
    expect(gameIdOf('0')).toBeNull();
    expect(gameIdOf('1.5')).toBeNull();
    expect(gameIdOf(undefined)).toBeNull();
  });

  it('reads the period, 近30期 by default', () => {
    expect(periodOf('100')).toBe('100');
    expect(periodOf('year')).toBe('year');
    expect(periodOf(null)).toBe('30');
    expect(periodOf('7')).toBe('30');
  });
});
