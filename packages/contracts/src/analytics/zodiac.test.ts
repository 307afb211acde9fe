import { describe, expect, it } from 'vitest';
import { zodiacs } from '../draws';
import { fixedHistory } from './history.fixture';
import type { RunStats } from './runs';
import {
  firstZodiacOf,
  specialZodiacOf,
  zodiacReferenceOf,
  zodiacStats,
  zodiacTypeGroupings,
  zodiacTypeStats,
} from './zodiac';

const runs = (
  key: string,
  count: number,
  currentStreak: number,
  longestStreak: number,
  currentMiss: number,
  longestMiss: number,
): RunStats => ({ key, count, currentStreak, longestStreak, currentMiss, longestMiss });

const byKey = (stats: readonly RunStats[], key: string) => stats.find((s) => s.key === key);

const ballsOfElement = (lunarYear: number, element: string) =>
  zodiacReferenceOf(lunarYear)
    .animals.flatMap((animal) => animal.balls)
    .filter((ball) => ball.element === element)
    .map((ball) => ball.ball)
    .sort((a, b) => a - b);

describe('生肖对照', () => {
  it('starts at the year’s animal with five balls, then counts backwards', () => {
    const horse = zodiacReferenceOf(2026);
    expect(horse.zodiac).toBe('马');
    expect(horse.animals.map((a) => a.zodiac)).toEqual([
      '马',
      '蛇',
      '龙',
      '兔',
      '虎',
      '牛',
      '鼠',
      '猪',
      '狗',
      '鸡',
      '猴',
      '羊',
    ]);
    expect(horse.animals[0]!.balls.map((b) => [b.ball, b.color])).toEqual([
      [1, 'red'],
      [13, 'red'],
      [25, 'blue'],
      [37, 'blue'],
      [49, 'green'],
    ]);
    expect(horse.animals[11]!.balls.map((b) => b.ball)).toEqual([12, 24, 36, 48]);
  });

  it('moves every ball one animal on at the new year', () => {
    const snake = zodiacReferenceOf(2025);
    expect(snake.zodiac).toBe('蛇');
    expect(snake.animals[0]!.balls.map((b) => b.ball)).toEqual([1, 13, 25, 37, 49]);
    expect(snake.animals.find((a) => a.zodiac === '马')!.balls.map((b) => b.ball)).toEqual([
      12, 24, 36, 48,
    ]);
  });

  it('gives the five elements of the year: the published 甲辰 2024 table, one ball on in 乙巳 2025', () => {
    expect(ballsOfElement(2024, '金')).toEqual([4, 5, 12, 13, 26, 27, 34, 35, 42, 43]);
    expect(ballsOfElement(2024, '水')).toEqual([1, 14, 15, 22, 23, 30, 31, 44, 45]);
    expect(ballsOfElement(2024, '火')).toEqual([2, 3, 10, 11, 18, 19, 32, 33, 40, 41, 48, 49]);
    expect(ballsOfElement(2025, '金')).toEqual([5, 6, 13, 14, 27, 28, 35, 36, 43, 44]);
    expect(ballsOfElement(2025, '水')).toEqual([1, 2, 15, 16, 23, 24, 31, 32, 45, 46]);
    expect(ballsOfElement(2025, '木')).toEqual([9, 10, 17, 18, 25, 26, 39, 40, 47, 48]);
  });
});

describe('特码生肖 and 正码一', () => {
  // Special animals oldest → newest: 兔 蛇 鼠 蛇 | 狗 羊 羊 龙.
  it('counts the special’s animal by each draw’s own lunar year', () => {
    const stats = zodiacStats(fixedHistory, specialZodiacOf);
    expect(stats.map((s) => s.key)).toEqual([...zodiacs]);
    expect(byKey(stats, '蛇')).toEqual(runs('蛇', 2, 0, 1, 4, 4));
    expect(byKey(stats, '羊')).toEqual(runs('羊', 2, 0, 2, 1, 5));
    expect(byKey(stats, '龙')).toEqual(runs('龙', 1, 1, 1, 0, 7));
    // 37 on the last evening of 蛇 2025 is 蛇, not 马.
    expect(byKey(stats, '马')).toEqual(runs('马', 0, 0, 0, 8, 8));
    expect(fixedHistory.map(specialZodiacOf)).toEqual([
      '龙',
      '羊',
      '羊',
      '狗',
      '蛇',
      '鼠',
      '蛇',
      '兔',
    ]);
  });

  it('counts the first ball’s animal: ball 1 is 蛇 before the new year and 马 after', () => {
    // First animals oldest → newest: 蛇 蛇 龙 蛇 | 马 马 蛇 蛇.
    const stats = zodiacStats(fixedHistory, firstZodiacOf);
    expect(byKey(stats, '蛇')).toEqual(runs('蛇', 5, 2, 2, 0, 2));
    expect(byKey(stats, '马')).toEqual(runs('马', 2, 0, 2, 2, 4));
    expect(byKey(stats, '龙')).toEqual(runs('龙', 1, 0, 1, 5, 5));
  });
});

describe('生肖类型', () => {
  it('splits the twelve animals without overlap in every grouping', () => {
    for (const { name, grouping } of zodiacTypeGroupings) {
      const all = Object.values(grouping).flat();
      expect([...all].sort(), name).toEqual([...zodiacs].sort());
    }
  });

  it('charts the special’s label per draw with its runs (49 counts by its animal here)', () => {
    const types = zodiacTypeStats(fixedHistory);
    const animals = types.find((t) => t.name === '家禽野兽')!;
    expect(animals.sequence).toEqual([
      '野兽',
      '家禽',
      '家禽',
      '家禽',
      '野兽',
      '野兽',
      '野兽',
      '野兽',
    ]);
    expect(animals.stats).toEqual([runs('家禽', 3, 0, 3, 1, 4), runs('野兽', 5, 1, 4, 0, 3)]);
    const yinYang = types.find((t) => t.name === '阴阳')!;
    expect(yinYang.stats).toEqual([runs('阴肖', 5, 1, 4, 0, 2), runs('阳肖', 3, 0, 2, 1, 4)]);
    const gender = types.find((t) => t.name === '男女')!;
    // 兔 女, 蛇 女, 鼠 男, 蛇 女 | 狗 男, 羊 女, 羊 女, 龙 男.
    expect(gender.sequence).toEqual([
      '男肖',
      '女肖',
      '女肖',
      '男肖',
      '女肖',
      '男肖',
      '女肖',
      '女肖',
    ]);
  });
});
