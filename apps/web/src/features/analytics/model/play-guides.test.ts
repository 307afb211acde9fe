import { describe, expect, it } from 'vitest';
import { lunarNewYearOf, lunarYearAt, plays } from '@lottery/contracts';
import { exampleOf, playGuideOf } from './play-guides';

describe('玩法说明 guides', () => {
  it('explain every play, and every example wins on the example draw in any year', () => {
    for (const play of plays) {
      expect(playGuideOf(play.code)?.rule, play.code).toMatch(/./);
      for (const year of [2024, 2025, 2026, 2027, 2030, 2035]) {
        const example = exampleOf(play, year);
        expect(example?.outcome, `${play.code} ${year}`).toMatch(/^中奖/);
        expect(example?.bet.startsWith(`${play.name} `)).toBe(true);
      }
    }
  });

  it('name the lesser hit of the plays with two odds', () => {
    const outcome = (code: string) =>
      exampleOf(
        plays.find((p) => p.code === code)!,
        2026,
      );
    expect(outcome('lm3z2')?.outcome).toBe('中奖：三中二（中二）');
    expect(outcome('lm2zt')?.outcome).toBe('中奖：二中特（中特）');
    expect(outcome('tm')?.outcome).toBe('中奖');
  });

  it('judge the zodiac plays by the year given', () => {
    const tx = plays.find((p) => p.code === 'tx')!;
    // 27 is 龙 in 马 2026 and 蛇 in 羊 2027.
    expect(exampleOf(tx, 2026)?.bet).toBe('特肖 龙');
    expect(exampleOf(tx, lunarYearAt(lunarNewYearOf(2027)))?.bet).toBe('特肖 蛇');
  });
});
