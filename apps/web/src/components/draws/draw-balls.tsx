import { drawBalls, zodiacOfBall } from '@lottery/contracts';
import styles from './draw-balls.module.css';
import { NumberBall } from './number-ball';

interface DrawBallsProps {
  /** The numbers shown so far, in draw order; the seventh is the special. */
  numbers: readonly number[];
  /** The lunar year of the draw date: it names each ball's zodiac. */
  lunarYear: number;
  /** Keep a place for each number still to come (a draw streaming in). */
  placeholders?: boolean;
  size?: 'medium' | 'small';
}

const Ball = ({ ball, lunarYear }: { ball: number; lunarYear: number }) => (
  <li className={styles.slot}>
    <NumberBall ball={ball} />
    <span className={styles.zodiac}>{zodiacOfBall(ball, lunarYear)}</span>
  </li>
);

const Placeholder = () => (
  <li className={styles.slot} aria-hidden>
    <span className={`${styles.ball} ${styles.waiting}`}>?</span>
    <span className={styles.zodiac}>&nbsp;</span>
  </li>
);

/** The seven balls of a draw: six normal, a plus, the special; each with its colour and zodiac. */
export function DrawBalls({
  numbers,
  lunarYear,
  placeholders = false,
  size = 'medium',
}: DrawBallsProps) {
  const normal = numbers.slice(0, drawBalls.normalCount);
  const special = numbers[drawBalls.normalCount];
  const missingNormal = placeholders ? drawBalls.normalCount - normal.length : 0;
  return (
    <ol className={`${styles.balls} ${styles[size]}`} aria-label="开奖号码">
      {normal.map((ball) => (
        <Ball key={ball} ball={ball} lunarYear={lunarYear} />
      ))}
      {Array.from({ length: missingNormal }, (_, index) => (
        <Placeholder key={`wait-${index}`} />
      ))}
      {special !== undefined || placeholders ? (
        <li className={styles.plus} aria-hidden>
          +
        </li>
      ) : null}
      {special !== undefined ? (
        <Ball ball={special} lunarYear={lunarYear} />
      ) : placeholders ? (
        <Placeholder />
      ) : null}
    </ol>
  );
}
