import { describe, expect, it } from 'vitest';
import { zodiacOfBall, zodiacs } from '@lottery/contracts';
import { renderItem, type StoredPrediction } from '../../../src/modules/templates/item-render';
import {
  isHit,
  predict,
  predictorKinds,
  score,
  type PastDraw,
  type Prediction,
} from '../../../src/modules/templates/predictions';

const year = 2026; // 马年: ball 1 is 马
const draw = (special: number, normals = [1, 2, 3, 4, 5, 6]): PastDraw => ({
  turnNum: '2026100',
  numbers: [...normals, special],
  lunarYear: year,
});

/** Many draws whose special is always ball 12 (and 1–6 the normal balls). */
const history = (special: number, n = 30): PastDraw[] =>
  Array.from({ length: n }, (_, i) => ({ ...draw(special), turnNum: String(2026000 + n - i) }));

describe('predictions from the draw history', () => {
  it('are the same for the same history and seed, and differ by seed', () => {
    const h = history(12);
    expect(predict('zodiac6', h, 'a', 0)).toEqual(predict('zodiac6', h, 'a', 0));
    const picks = new Set(
      Array.from({ length: 8 }, (_, i) => predict('numbers10', [], `s${i}`, 0).picks.join()),
    );
    expect(picks.size).toBeGreaterThan(1);
  });

  it('pick the hot special for a hot variant and leave it out for a cold one', () => {
    const h = history(12);
    const animal = zodiacOfBall(12, year);
    expect(predict('zodiac1', h, 'x', 0).picks).toEqual([animal]);
    expect(predict('zodiac3', h, 'x', 1).picks).not.toContain(animal);
    expect(predict('numbers10', h, 'x', 0).picks).toContain('12');
    // 杀三肖 kills the animals least likely: a hot variant kills cold animals, never the hot one.
    expect(predict('kill3', h, 'x', 0).picks).not.toContain(animal);
    expect(predict('kill3', h, 'x', 1).picks).toContain(animal);
  });

  it('answer the right number of picks for every kind', () => {
    const counts: Record<string, number> = {
      zodiac1: 1,
      zodiac3: 3,
      zodiac6: 6,
      zodiac7: 7,
      kill3: 3,
      numbers10: 10,
      numbers24: 24,
      heShu: 1,
      qqsh: 2,
      season: 2,
      gender: 1,
      bigSmall: 1,
      oddEven: 1,
      color: 2,
      tail3: 3,
      pingte: 1,
    };
    for (const kind of predictorKinds) {
      const picks = predict(kind, history(30), 'k', 2).picks;
      expect(picks, kind).toHaveLength(counts[kind] ?? -1);
      expect(new Set(picks).size, kind).toBe(picks.length);
    }
  });
});

describe('scoring against the drawn special', () => {
  const p = (kind: Prediction['kind'], ...picks: string[]): Prediction => ({ kind, picks });
  const special49 = draw(49); // 49: 合数 13, 马 in 2026, green, odd, big — a tie for 大小/单双
  const special07 = draw(7); // 07: 合数 7, red

  it('scores zodiac, number and kill picks', () => {
    const animal = zodiacOfBall(49, year);
    expect(isHit(p('zodiac3', '鼠', '牛', animal), special49)).toBe(true);
    expect(isHit(p('zodiac1', animal), special49)).toBe(true);
    const other = zodiacs.find((z) => z !== animal) ?? '鼠';
    expect(isHit(p('zodiac1', other), special49)).toBe(false);
    expect(isHit(p('kill3', animal), special49)).toBe(false);
    expect(isHit(p('kill3', other), special49)).toBe(true);
    expect(isHit(p('numbers10', '49'), special49)).toBe(true);
    expect(isHit(p('numbers10', '48'), special49)).toBe(false);
  });

  it('scores 合数, colours, tails and the groupings', () => {
    expect(isHit(p('heShu', '合数大'), special49)).toBe(true);
    expect(isHit(p('heShu', '合数小'), special49)).toBe(false);
    expect(isHit(p('heShu', '合数大'), special07)).toBe(true);
    expect(isHit(p('heShu', '合数小'), draw(24))).toBe(true);
    expect(isHit(p('color', '红波'), special07)).toBe(true);
    expect(isHit(p('color', '蓝波', '绿波'), special07)).toBe(false);
    expect(isHit(p('tail3', '9', '1', '2'), special49)).toBe(true);
    // 2026 is 马年: 49 is 马 (书, 秋, 男肖).
    expect(isHit(p('qqsh', '书', '画'), special49)).toBe(true);
    expect(isHit(p('season', '春', '夏'), special49)).toBe(false);
    expect(isHit(p('gender', '男肖'), special49)).toBe(true);
  });

  it('treats 49 as a tie for 大小 and 单双', () => {
    expect(isHit(p('bigSmall', '大'), special49)).toBe(false);
    expect(isHit(p('oddEven', '单'), special49)).toBe(false);
    expect(isHit(p('bigSmall', '小'), special07)).toBe(true);
    expect(isHit(p('oddEven', '单'), special07)).toBe(true);
  });

  it('scores 平特 on any of the seven balls', () => {
    const animal = zodiacOfBall(3, year);
    expect(isHit(p('pingte', animal), draw(40))).toBe(true);
  });

  it('marks the outcome the layouts read: 合数 for MB16, animal and number otherwise', () => {
    expect(score(p('heShu', '合数大'), special49)).toEqual({
      hit: 1,
      activeCover: 1,
      note: '13',
      content3: '马49 准',
    });
    expect(score(p('zodiac1', '鼠'), special07).note).toBe(`${zodiacOfBall(7, year)}07`);
  });
});

describe('rendering an item', () => {
  const stored: StoredPrediction = {
    style: 'table',
    parts: [
      { kind: 'zodiac1', picks: ['马'] },
      { kind: 'numbers10', picks: ['1', '2'] },
    ],
    lunarYear: year,
  };

  it('is pending with a * note before the draw', () => {
    const item = renderItem('2026100', stored);
    expect(item.hit).toBeNull();
    expect(item.activeCover).toBe(0);
    expect(item.note).toContain('*');
    expect(item.content3).toBe('');
    expect(item.content).toContain('待开');
  });

  it('shows the verdicts once drawn, the hit in red', () => {
    const item = renderItem('2026100', stored, draw(49));
    expect(item.hit).toBe(1);
    expect(item.activeCover).toBe(1);
    expect(item.content3).toBe('马49 准');
    expect(item.content).toContain('<span style="color:#e53935">准</span>');
    expect(item.content).toContain('<td>错</td>');
  });

  it('writes each part into the grid and the animals under the balls', () => {
    const grid = renderItem('2026100', { ...stored, style: 'grid' }, draw(2));
    expect(grid.multiContents).toEqual([
      { title: '一肖', content: '马 错' },
      { title: '十码', content: '01 02 准' },
    ]);
    const balls = renderItem('2026100', {
      style: 'balls',
      parts: [{ kind: 'numbers10', picks: ['1', '13'] }],
      lunarYear: year,
    });
    expect(balls.content).toBe('01 13');
    expect(balls.content2).toBe('马 马');
  });
});
