/**
 * The five elements (五行) of the balls 1–49 for a lunar year, by the sexagenary nayin (纳音)
 * rule: ball n belongs to the nayin of the stem-branch `yearIndex + 3 - n` (mod 60), where
 * yearIndex is the year's position in the 60-year cycle (甲子 = 0). Checked against the
 * published tables of 甲辰 (2024).
 */
export const elements = ['金', '木', '水', '火', '土'] as const;
export type Element = (typeof elements)[number];

export const elementNames: Record<Element, 'Metal' | 'Wood' | 'Water' | 'Fire' | 'Earth'> = {
  金: 'Metal',
  木: 'Wood',
  水: 'Water',
  火: 'Fire',
  土: 'Earth',
};

/** Nayin element of each pair of the 60 stem-branches, from 甲子乙丑 (海中金) on, ten pairs a line. */
const nayinPairs = ['金火木土金火水土金木', '水土火木水金火木土金', '火水土金木水土火木水'].join(
  '',
);

export const ballCount = 49;

export const nayinOf = (cycleIndex: number): Element => {
  const index = ((cycleIndex % 60) + 60) % 60;
  return nayinPairs[Math.floor(index / 2)] as Element;
};

export const elementOfBall = (ball: number, yearIndex: number): Element =>
  nayinOf(yearIndex + 3 - ball);

export interface FiveElementsYear {
  year: number;
  data: { element: Element; values: number[] }[];
}

export const fiveElementsOfYear = (year: number, yearIndex: number): FiveElementsYear => ({
  year,
  data: elements.map((element) => ({
    element,
    values: Array.from({ length: ballCount }, (_, i) => i + 1).filter(
      (ball) => elementOfBall(ball, yearIndex) === element,
    ),
  })),
});

/** Position in the 60-year cycle of a Gregorian-numbered lunar year (1984 was 甲子). */
export const cycleIndexOfLunarYear = (lunarYear: number): number =>
  (((lunarYear - 1984) % 60) + 60) % 60;
