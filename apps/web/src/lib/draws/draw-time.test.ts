import { describe, expect, it } from 'vitest';
import { formatDrawTime } from './draw-time';

describe('formatDrawTime', () => {
  it('shows YYYY-MM-DD HH:mm and the weekday in Asia/Shanghai', () => {
    expect(formatDrawTime(Date.UTC(2026, 10, 22, 13, 32))).toBe('2026-11-22 21:32 星期日');
  });

  it('counts the date in UTC+8, not UTC: 17:00 UTC is already the next day', () => {
    expect(formatDrawTime(Date.UTC(2025, 11, 31, 17, 5))).toBe('2026-01-01 01:05 星期四');
  });

  it('writes midnight as 00, never 24', () => {
    expect(formatDrawTime(Date.UTC(2026, 2, 3, 16, 0))).toBe('2026-03-04 00:00 星期三');
  });
});
