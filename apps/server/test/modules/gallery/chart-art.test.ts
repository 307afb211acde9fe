import { describe, expect, it } from 'vitest';
import { zodiacNumbers } from '@lottery/contracts';
import {
  chartKinds,
  chartSize,
  chartSvg,
  picksOf,
  thumbSize,
  thumbSvg,
  type ChartSpec,
} from '../../../src/modules/gallery/chart-art';

const spec = (overrides: Partial<ChartSpec> = {}): ChartSpec => ({
  groupId: 7,
  name: '四不像',
  period: '2026327',
  kind: 'zodiac',
  colour: true,
  lunarYear: 2026,
  ...overrides,
});

const hexColours = (svg: string) => [...svg.matchAll(/#([0-9a-f]{6})\b/gi)].map((m) => m[1]!);
const isGrey = (hex: string) =>
  hex.slice(0, 2) === hex.slice(2, 4) && hex.slice(2, 4) === hex.slice(4, 6);
const textOf = (svg: string) => svg.replace(/<[^>]+>/g, ' ');

describe('the gallery chart generator', () => {
  it.each(chartKinds)('draws a %s chart with the title and 第N期, the same every time', (kind) => {
    const first = chartSvg(spec({ kind }));
    const again = chartSvg(spec({ kind }));
    expect(again.body.equals(first.body)).toBe(true);
    expect(first).toMatchObject(chartSize);
    const svg = first.body.toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="750" height="1000"/);
    expect(svg).toContain('>四不像</text>');
    expect(svg).toContain('>第2026327期</text>');
    expect(svg).toMatch(/font-family="[^"]*sans-serif"/);
    // Well formed enough for a browser: every opened element closes.
    expect(svg.match(/<text\b/g)?.length).toBe(svg.match(/<\/text>/g)?.length);
    expect(svg.match(/<g\b/g)?.length ?? 0).toBe(svg.match(/<\/g>/g)?.length ?? 0);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('varies with the group and the period', () => {
    const base = chartSvg(spec({ kind: 'numbers' })).body;
    expect(chartSvg(spec({ kind: 'numbers', period: '2026328' })).body.equals(base)).toBe(false);
    expect(chartSvg(spec({ kind: 'numbers', groupId: 8 })).body.equals(base)).toBe(false);
    expect(picksOf({ groupId: 7, period: '2026327' })).toEqual(
      picksOf({ groupId: 7, period: '2026327' }),
    );
  });

  it('draws colour charts in the balls’ red, green and blue, black-and-white ones in greys only', () => {
    for (const kind of chartKinds) {
      const colour = [
        ...hexColours(chartSvg(spec({ kind })).body.toString()),
        ...hexColours(thumbSvg(spec({ kind })).body.toString()),
      ];
      expect(
        colour.some((hex) => !isGrey(hex)),
        kind,
      ).toBe(true);
      const grey = [
        ...hexColours(chartSvg(spec({ kind, colour: false })).body.toString()),
        ...hexColours(thumbSvg(spec({ kind, colour: false })).body.toString()),
      ];
      expect(grey.length, kind).toBeGreaterThan(0);
      expect(
        grey.filter((hex) => !isGrey(hex)),
        kind,
      ).toEqual([]);
    }
    const numbers = chartSvg(spec({ kind: 'numbers' }))
      .body.toString()
      .toLowerCase();
    for (const ball of ['#e8383d', '#2f9e44', '#1c7ed6']) expect(numbers).toContain(ball);
  });

  it('shows the picks: twelve of 01–49, the six animals with their numbers of the lunar year', () => {
    const picks = picksOf({ groupId: 3, period: '2026100' });
    expect(picks.numbers).toHaveLength(12);
    expect(new Set(picks.numbers).size).toBe(12);
    expect(picks.numbers.every((n) => n >= 1 && n <= 49)).toBe(true);
    expect(picks.main.every((n) => picks.numbers.includes(n))).toBe(true);
    expect(picks.zodiacs).toHaveLength(6);
    expect(picks.waves.red + picks.waves.green + picks.waves.blue).toBe(100);

    const numbers = textOf(
      chartSvg(spec({ kind: 'numbers', groupId: 3, period: '2026100' })).body.toString(),
    );
    for (let n = 1; n <= 49; n += 1) expect(numbers).toContain(String(n).padStart(2, '0'));
    expect(numbers).toContain('精选十二码');

    const zodiac = textOf(chartSvg(spec({ groupId: 3, period: '2026100' })).body.toString());
    expect(zodiac).toContain(`六肖：${picks.zodiacs.join(' ')}`);
    expect(zodiac).toContain(
      zodiacNumbers(2026)
        .马.map((n) => String(n).padStart(2, '0'))
        .join(' '),
    );
  });

  it('splits the waves into three shares of 20–46 % that fit the bars', () => {
    for (let period = 2026001; period < 2026400; period += 1) {
      const { waves } = picksOf({ groupId: 5, period: String(period) });
      const shares = [waves.red, waves.green, waves.blue];
      expect(shares.reduce((a, b) => a + b)).toBe(100);
      for (const share of shares) expect(share >= 20 && share <= 46, String(shares)).toBe(true);
    }
  });

  it('makes a smaller, lighter thumbnail with the same header', () => {
    for (const kind of chartKinds) {
      const chart = chartSvg(spec({ kind }));
      const thumb = thumbSvg(spec({ kind }));
      expect(thumb).toMatchObject(thumbSize);
      expect(thumb.body.length, kind).toBeLessThan(chart.body.length);
      expect(thumb.body.length, kind).toBeLessThan(2_000);
      expect(chart.body.length, kind).toBeLessThan(6_000);
      expect(thumb.body.toString()).toContain('>第2026327期</text>');
      expect(thumb.body.toString()).toContain('>四不像</text>');
      expect(thumbSvg(spec({ kind })).body.equals(thumb.body)).toBe(true);
    }
  });

  it('escapes the name', () => {
    const svg = chartSvg(spec({ name: '<a&"b>' })).body.toString();
    expect(svg).toContain('&lt;a&amp;&quot;b&gt;');
    expect(svg).not.toContain('<a&');
  });
});
