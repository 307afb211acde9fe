import { describe, expect, it } from 'vitest';
import { formatMoney, milliToYuan, yuanToMilli } from './money';

describe('money in thousandths of a yuan', () => {
  it('converts both ways without float drift', () => {
    expect(yuanToMilli(0.1 + 0.2)).toBe(300);
    expect(milliToYuan(1_000_000)).toBe(1000);
  });

  it('formats in zh-CN with two decimals, three where allowed, no currency sign', () => {
    expect(formatMoney(1_000_000)).toBe('1,000.00');
    expect(formatMoney(12_345)).toBe('12.35');
    expect(formatMoney(12_345, 3)).toBe('12.345');
    expect(formatMoney(0n)).toBe('0.00');
  });
});
