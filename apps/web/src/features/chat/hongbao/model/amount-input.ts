import { yuanToMilli } from '@lottery/contracts';

/**
 * What the 总金额 field keeps of what was typed: digits and one point, two decimals at most,
 * no leading zeros ("07" → "7", "." → "0.").
 */
export const cleanAmountInput = (typed: string): string => {
  const kept = typed.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  let whole = point === -1 ? kept : kept.slice(0, point);
  const decimals =
    point === -1
      ? null
      : kept
          .slice(point + 1)
          .replace(/\./g, '')
          .slice(0, 2);
  whole = whole.replace(/^0+(?=\d)/, '');
  if (decimals !== null && whole === '') whole = '0';
  return decimals === null ? whole : `${whole}.${decimals}`;
};

/** The typed yuan as thousandths of a yuan, or null when nothing (or only "0.") was typed. */
export const amountMilliOf = (typed: string): number | null => {
  if (!/^\d+(\.\d{0,2})?$/.test(typed)) return null;
  return yuanToMilli(Number(typed));
};

/** What the 红包个数 field keeps: digits only, no leading zeros. */
export const cleanCountInput = (typed: string): string =>
  typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 4);
