import dayjs from 'dayjs';

/** A time as the agent pages show it: YYYY-MM-DD HH:mm:ss in the phone's own zone, or -. */
export const shownTime = (ms: number | null | undefined): string =>
  ms === null || ms === undefined ? '-' : dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

/** A rebate in percent, one decimal at most: 8 → "8%", 7.5 → "7.5%". */
export const shownRebate = (rebate: number): string => `${rebate}%`;

/** A link's full address: the page's origin in front of the path the server gave. */
export const linkUrlOf = (path: string, origin = window.location.origin): string =>
  `${origin}${path}`;
