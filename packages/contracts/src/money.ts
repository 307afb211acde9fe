/**
 * Amounts travel and are stored as integers in thousandths of a yuan (厘). Display keeps
 * two decimals, or up to three where the spec allows it, without a currency sign.
 */
export const milliPerYuan = 1000;

export const yuanToMilli = (yuan: number): number => Math.round(yuan * milliPerYuan);

export const milliToYuan = (milli: number | bigint): number => Number(milli) / milliPerYuan;

export const formatMoney = (milli: number | bigint, maxDecimals: 2 | 3 = 2): string =>
  milliToYuan(milli).toLocaleString('zh-CN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: maxDecimals,
  });
