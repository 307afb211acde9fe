import { gameCenterTiming } from '@lottery/contracts';

/** What a tap on a game does (spec part 1 §4 "Game click"). */
export type GameClickOutcome =
  /** Locked: within 100 ms of the last tap, or a launch is running. */
  | { kind: 'ignored' }
  | { kind: 'maintenance' }
  /** A visitor: to /auth/login. */
  | { kind: 'login' }
  /** A trial account: 试玩账户无法进行该操作，请注册正式账户! */
  | { kind: 'trial' }
  /** A lottery game: its page. */
  | { kind: 'lottery'; path: string }
  /** A third-party game: ask for its play link, then confirm. */
  | { kind: 'launch' };

export interface GameClickContext {
  /** The tap came within the click lock, or a launch is still running. */
  locked: boolean;
  inMaintenance: boolean;
  isLottery: boolean;
  signedIn: boolean;
  isTrial: boolean;
}

export const lotteryGamePath = (gameId: number): string => `/game/${gameId}`;

/**
 * The rules in their order: a locked tap does nothing; a game in maintenance never opens; a
 * lottery game opens its page for anyone; any other game needs a signed-in official account.
 */
export const decideGameClick = (
  gameId: number,
  { locked, inMaintenance, isLottery, signedIn, isTrial }: GameClickContext,
): GameClickOutcome => {
  if (locked) return { kind: 'ignored' };
  if (inMaintenance) return { kind: 'maintenance' };
  if (isLottery) return { kind: 'lottery', path: lotteryGamePath(gameId) };
  if (!signedIn) return { kind: 'login' };
  if (isTrial) return { kind: 'trial' };
  return { kind: 'launch' };
};

/**
 * The click lock: a tap is accepted when the last accepted one is at least 100 ms old. Returns
 * whether this tap is locked out (and records it when it is not).
 */
export const createClickLock = (lockMs: number = gameCenterTiming.clickLockMs) => {
  let lastTap = Number.NEGATIVE_INFINITY;
  return (now: number): boolean => {
    if (now - lastTap < lockMs) return true;
    lastTap = now;
    return false;
  };
};
