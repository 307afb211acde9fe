import { colorOfBall } from '@lottery/contracts';
import styles from './draw-balls.module.css';

interface NumberBallProps {
  ball: number;
  className?: string;
}

/**
 * One ball 01–49 in its colour (red, green or blue, as on the result card). Its size follows
 * `--ball-size` and `--ball-font-size` (36 px and 15 px unless the parent says otherwise).
 */
export function NumberBall({ ball, className }: NumberBallProps) {
  const classes = [styles.ball, styles[colorOfBall(ball)], className].filter(Boolean).join(' ');
  return (
    <span className={classes} data-ball={ball}>
      {String(ball).padStart(2, '0')}
    </span>
  );
}
