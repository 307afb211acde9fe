import { orderDayOf } from '../betting/placement.service';

/** `R`, the day in UTC+8 and ten digits of the order's sequence value. */
export const rechargeOrderNo = (at: Date, sequence: number) =>
  `R${orderDayOf(at)}${String(sequence % 10_000_000_000).padStart(10, '0')}`;

/** No 0/O or 1/I: a payer copying the code by eye cannot confuse them. */
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const codeBits = 30;
const mask = 2 ** codeBits - 1;

/**
 * The 附言 a payer quotes: six characters (30 bits) from a permutation of the order's sequence
 * value (an odd multiplier and an xor-shift, both invertible modulo 2^30), so two orders share a
 * code only 2^30 orders apart, and neighbouring orders do not look alike.
 */
export const referenceCodeOf = (sequence: number) => {
  let x = Math.imul(sequence & mask, 0x2545f491) & mask;
  x ^= x >>> 15;
  x = Math.imul(x, 0x1b873593) & mask;
  let code = '';
  for (let i = 0; i < 6; i += 1) {
    code = (alphabet[x & 31] ?? '') + code;
    x >>>= 5;
  }
  return code;
};

/**
 * The USDT to send for `amount` thousandths of a yuan at `rate` thousandths of a yuan per USDT,
 * in millionths of a USDT, rounded up so the site never receives less than the order.
 */
export const usdtMicrosOf = (amount: number, rate: number) => {
  const micros = (BigInt(amount) * 1_000_000n + BigInt(rate) - 1n) / BigInt(rate);
  return Number(micros);
};
