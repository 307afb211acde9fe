import { describe, expect, it } from 'vitest';
import {
  drawsBetween,
  nextDraw,
  nextOpenDraw,
  revealPlan,
  zonedInstant,
  type DrawSchedule,
} from '../../../src/modules/draws/draw-schedule';
import { demoDrawSchedules } from '../../../src/demo/generate-draws';

const at = (iso: string) => new Date(iso).getTime();
const iso = (ms: number) => new Date(ms).toISOString();

const everyFive = demoDrawSchedules[71]!;
const everyThree = demoDrawSchedules[46]!;
const macau = demoDrawSchedules[110]!;
const hongKong = demoDrawSchedules[70]!;

describe('fast games (every N minutes from local midnight)', () => {
  it('numbers turns by local date and draw of the day, 0001 at midnight', () => {
    // 12:07 in Shanghai: the next 5-minute draw is 12:10, the 147th of the day (00:00 is the 1st).
    const draw = nextDraw(everyFive, 'Asia/Shanghai', at('2026-11-22T04:07:00Z'));
    expect(draw).toEqual({
      turnNum: '20261122-0147',
      planTime: at('2026-11-22T04:10:00Z'),
      closeTime: at('2026-11-22T04:09:30Z'),
    });
  });

  it('crosses midnight into the next day’s first turn', () => {
    const last = nextDraw(everyFive, 'Asia/Shanghai', at('2026-11-22T15:52:00Z')); // 23:52 local
    expect(last.turnNum).toBe('20261122-0288');
    expect(iso(last.planTime)).toBe('2026-11-22T15:55:00.000Z');
    const first = nextDraw(everyFive, 'Asia/Shanghai', last.planTime);
    expect(first.turnNum).toBe('20261123-0001');
    expect(iso(first.planTime)).toBe('2026-11-22T16:00:00.000Z'); // 00:00 on the 23rd in Shanghai
    expect(nextDraw(everyThree, 'Asia/Shanghai', at('2026-11-22T15:58:00Z')).turnNum).toBe(
      '20261123-0001',
    );
  });

  it('counts from midnight of the system time zone', () => {
    // The same instant is 12:07 in Shanghai but 23:07 the day before in New York.
    const instant = at('2026-11-22T04:07:00Z');
    expect(nextDraw(everyFive, 'America/New_York', instant).turnNum).toBe('20261121-0279');
    expect(nextDraw(everyFive, 'Europe/London', instant).turnNum).toBe('20261122-0051');
  });

  it('has 276 draws on a 23-hour daylight-saving day and 300 on a 25-hour one', () => {
    const day = (date: string) =>
      drawsBetween(
        everyFive,
        'America/New_York',
        zonedInstant('America/New_York', parse(date)) - 1,
        zonedInstant('America/New_York', parse(date), 23, 59),
      );
    expect(day('2026-03-08')).toHaveLength(276);
    expect(day('2026-11-01')).toHaveLength(300);
    expect(day('2026-11-02')).toHaveLength(288);
    expect(day('2026-11-01').at(-1)?.turnNum).toBe('20261101-0300');
  });

  it('takes bets until 30 s before the draw', () => {
    // At 12:09:40 the 12:10 turn has closed: the open one is 12:15.
    const open = nextOpenDraw(everyFive, 'Asia/Shanghai', at('2026-11-22T04:09:40Z'));
    expect(open.turnNum).toBe('20261122-0148');
    expect(nextOpenDraw(everyFive, 'Asia/Shanghai', at('2026-11-22T04:09:29Z')).turnNum).toBe(
      '20261122-0147',
    );
  });
});

describe('daily games', () => {
  it('draw at the local time, numbered by draw of the year', () => {
    const draw = nextDraw(macau, 'Asia/Shanghai', at('2026-11-23T10:00:00Z')); // 18:00 local
    expect(draw.turnNum).toBe('2026327'); // 23 November is day 327
    expect(iso(draw.planTime)).toBe('2026-11-23T13:32:00.000Z');
    expect(iso(draw.closeTime)).toBe('2026-11-23T13:31:00.000Z');
    expect(nextDraw(macau, 'Asia/Shanghai', draw.planTime).turnNum).toBe('2026328');
  });

  it('turns the year: 2026365 then 2027001', () => {
    const last = nextDraw(macau, 'Asia/Shanghai', at('2026-12-31T00:00:00Z'));
    expect(last.turnNum).toBe('2026365');
    expect(nextDraw(macau, 'Asia/Shanghai', last.planTime).turnNum).toBe('2027001');
  });

  it('follows the system time zone, across the UTC date line', () => {
    // 21:32 in New York on 22 November is 02:32 UTC on the 23rd.
    const draw = nextDraw(macau, 'America/New_York', at('2026-11-22T12:00:00Z'));
    expect(draw.turnNum).toBe('2026326');
    expect(iso(draw.planTime)).toBe('2026-11-23T02:32:00.000Z');
  });

  it('draws only on its weekdays, counting those draws through the year', () => {
    // Hong Kong: Tuesday, Thursday, Saturday. 2026 begins and ends on a Thursday: 52 × 3 + 1 draws.
    const first = nextDraw(hongKong, 'Asia/Shanghai', at('2025-12-31T14:00:00Z'));
    expect(first.turnNum).toBe('2026001');
    expect(iso(first.planTime)).toBe('2026-01-01T13:30:00.000Z');
    const second = nextDraw(hongKong, 'Asia/Shanghai', first.planTime);
    expect(second.turnNum).toBe('2026002');
    expect(iso(second.planTime)).toBe('2026-01-03T13:30:00.000Z'); // Saturday
    const third = nextDraw(hongKong, 'Asia/Shanghai', second.planTime);
    expect(iso(third.planTime)).toBe('2026-01-06T13:30:00.000Z'); // Tuesday
    const year = drawsBetween(
      hongKong,
      'Asia/Shanghai',
      at('2025-12-31T16:00:00Z'),
      at('2026-12-31T15:59:00Z'),
    );
    expect(year).toHaveLength(157);
    expect(year.map((d) => d.turnNum)).toEqual(
      Array.from({ length: 157 }, (_, i) => `2026${String(i + 1).padStart(3, '0')}`),
    );
  });

  it('moves a draw time that daylight saving skips to after the gap', () => {
    const night: DrawSchedule = { ...macau, localTime: '02:30' };
    const draw = nextDraw(night, 'America/New_York', at('2026-03-08T05:00:00Z')); // 00:00 EST
    expect(iso(draw.planTime)).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    // Clocks going back repeat 01:30: the draw takes the first one.
    const repeated = nextDraw(
      { ...macau, localTime: '01:30' },
      'America/New_York',
      at('2026-11-01T04:00:00Z'),
    );
    expect(iso(repeated.planTime)).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT
  });

  it('enumerates the same turns as stepping one by one', () => {
    const from = at('2025-12-25T00:00:00Z');
    const to = at('2026-01-10T00:00:00Z');
    const listed = drawsBetween(macau, 'Asia/Shanghai', from, to);
    const stepped = [];
    for (let draw = nextDraw(macau, 'Asia/Shanghai', from); draw.planTime <= to;) {
      stepped.push(draw);
      draw = nextDraw(macau, 'Asia/Shanghai', draw.planTime);
    }
    expect(listed).toEqual(stepped);
  });
});

describe('the reveal', () => {
  it('shows a ball every 8 s on daily games and every 3 s on fast ones', () => {
    expect(revealPlan(macau, 1_000_000)).toEqual({
      revealOffsetsMs: [8000, 16000, 24000, 32000, 40000, 48000, 56000],
      finalTime: 1_060_000,
    });
    expect(revealPlan(everyThree, 0).revealOffsetsMs.at(-1)).toBe(21_000);
    expect(revealPlan(everyThree, 0).finalTime).toBe(24_000);
  });
});

function parse(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}
