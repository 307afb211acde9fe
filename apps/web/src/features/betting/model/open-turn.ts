import type { LotteryInfo } from '@lottery/contracts';

/** The turn taking bets at `now` (server clock), or null while none is open. */
export interface OpenTurn {
  turnNum: string;
  closeTime: number;
  msLeft: number;
}

export const openTurnOf = (info: LotteryInfo | undefined, now: number): OpenTurn | null => {
  const closeTime = info?.cur.closeTime;
  if (!info || closeTime === null || closeTime === undefined || info.cur.turnNum === '') {
    return null;
  }
  return closeTime > now ? { turnNum: info.cur.turnNum, closeTime, msLeft: closeTime - now } : null;
};
