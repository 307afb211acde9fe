import { formatMoney } from '@lottery/contracts';
import styles from './signed-money.module.css';

/** Money as the reports show it: zh-CN, 2 to 3 decimals, from thousandths of a yuan (spec §9). */
export const reportMoney = (milli: number): string => formatMoney(milli, 3);

/** `+12.50`, `-10.00`, `0.00`. */
export const signedMoney = (milli: number): string =>
  `${milli > 0 ? '+' : milli < 0 ? '-' : ''}${reportMoney(Math.abs(milli))}`;

/**
 * A signed amount: money in or a win red, money out or a loss green (the Chinese convention,
 * the same on every report), nothing plain.
 */
export function SignedMoney({ milli, className }: { milli: number; className?: string }) {
  const tone = milli > 0 ? styles.gain : milli < 0 ? styles.loss : styles.even;
  return <span className={className ? `${className} ${tone}` : tone}>{signedMoney(milli)}</span>;
}
