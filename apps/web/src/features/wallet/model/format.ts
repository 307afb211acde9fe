import dayjs from 'dayjs';

/** A time as the wallet shows it: YYYY-MM-DD HH:mm:ss in the phone's own zone. */
export const shownTime = (ms: number | null | undefined): string =>
  ms === null || ms === undefined ? '-' : dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

/** Millionths of a USDT (a string, exact) as USDT with up to six decimals, e.g. "139.123456". */
export const shownUsdt = (micros: string | null): string => {
  if (micros === null || !/^\d+$/.test(micros)) return '-';
  const padded = micros.padStart(7, '0');
  const whole = padded.slice(0, -6).replace(/^0+(?=\d)/, '');
  const fraction = padded.slice(-6).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction.padEnd(2, '0')}` : `${whole}.00`;
};
