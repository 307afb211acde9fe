import {
  bigSmallOf,
  colorOfBall,
  drawBalls,
  oddEvenOf,
  zodiacOfBall,
  type BallColor,
  type BigSmall,
  type OddEven,
  type Zodiac,
} from '../draws';
import { cycleIndexOfLunarYear, elementOfBall, type Element } from '../five-elements';
import { tailOfBall } from './special';

/**
 * 彩票助手: the balls 1–49 that have every chosen attribute in a lunar year. Within one attribute
 * any chosen value matches (红波 or 蓝波); across attributes all must (红波 and 单). An attribute
 * left empty does not filter. 49 is 和 for big/small and odd/even (bigSmallOf, oddEvenOf).
 */
export interface BallFilter {
  colors?: readonly BallColor[];
  zodiacs?: readonly Zodiac[];
  bigSmall?: readonly BigSmall[];
  oddEven?: readonly OddEven[];
  /** Last digits 0–9. */
  tails?: readonly number[];
  elements?: readonly Element[];
}

export interface BallFacts {
  ball: number;
  color: BallColor;
  zodiac: Zodiac;
  element: Element;
  bigSmall: BigSmall;
  oddEven: OddEven;
  tail: number;
}

export const ballFactsOf = (ball: number, lunarYear: number): BallFacts => ({
  ball,
  color: colorOfBall(ball),
  zodiac: zodiacOfBall(ball, lunarYear),
  element: elementOfBall(ball, cycleIndexOfLunarYear(lunarYear)),
  bigSmall: bigSmallOf(ball),
  oddEven: oddEvenOf(ball),
  tail: tailOfBall(ball),
});

const allows = <T>(chosen: readonly T[] | undefined, value: T): boolean =>
  !chosen || chosen.length === 0 || chosen.includes(value);

/** The balls that pass the filter, ascending. */
export const filterBalls = (filter: BallFilter, lunarYear: number): number[] => {
  const matches: number[] = [];
  for (let ball = drawBalls.min; ball <= drawBalls.max; ball += 1) {
    const facts = ballFactsOf(ball, lunarYear);
    if (
      allows(filter.colors, facts.color) &&
      allows(filter.zodiacs, facts.zodiac) &&
      allows(filter.bigSmall, facts.bigSmall) &&
      allows(filter.oddEven, facts.oddEven) &&
      allows(filter.tails, facts.tail) &&
      allows(filter.elements, facts.element)
    ) {
      matches.push(ball);
    }
  }
  return matches;
};
