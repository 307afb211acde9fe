const chinaOffsetMs = 8 * 3_600_000;

/**
 * An instant (epoch ms) as the reports show it: `YYYY-MM-DD HH:mm:ss` in UTC+8 (spec part 2 §9),
 * whatever the phone's own zone; '-' for none.
 */
export const chinaTimeOf = (ms: number | null | undefined): string =>
  ms === null || ms === undefined
    ? '-'
    : new Date(ms + chinaOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
