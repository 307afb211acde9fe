/** Odds travel in thousandths (48.8 → 48800); shown with as many decimals as they have: 48.8, 1.98. */
export const formatOdds = (thousandths: number | undefined): string =>
  thousandths === undefined ? '--' : String(Number((thousandths / 1000).toFixed(3)));
