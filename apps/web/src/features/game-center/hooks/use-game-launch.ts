import {
  errorMessage,
  gameCenterToastMs,
  isUnderMaintenance,
  launchErrorText,
  lotteryCategory,
  userType,
} from '@lottery/contracts';
import type { Game } from '@lottery/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { bridge } from '../../../lib/bridge';
import { ApiError, isAbortedError } from '../../../lib/http';
import { useProfile } from '../../../lib/profile/get-profile';
import { useSession } from '../../../lib/session';
import { useSystemTimeZone } from '../../../lib/site/get-time-zone';
import { showToast, toastTrialRefused } from '../../../lib/toast';
import { getPlayLink } from '../api/get-play-link';
import { createClickLock, decideGameClick } from '../model/game-click';

export const isLotteryGame = (game: Pick<Game, 'category' | 'type'>): boolean =>
  game.category === lotteryCategory || game.type === lotteryCategory;

/** A launch URL waiting for 确认. */
interface PendingLaunch {
  game: Game;
  url: string;
}

/**
 * A tap on a game (spec part 1 §4 "Game click"): the 100 ms click lock and the launch flag, the
 * maintenance refusal, lottery games to /game/{gameId}, login and trial checks, then the play
 * link: in the app it opens inside the shell (rotated by the game's appDisplay), on the web the
 * confirm dialog opens it in a new window.
 */
export const useGameLaunch = (returnPath: string) => {
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.token !== null);
  const profile = useProfile();
  const timeZone = useSystemTimeZone();
  const isTrial = profile.data?.userInfo.type === userType.trial;
  const lock = useRef(createClickLock());
  const running = useRef(false);
  const [launching, setLaunching] = useState<number | null>(null);
  const [pending, setPending] = useState<PendingLaunch | null>(null);

  const launch = async (game: Game) => {
    running.current = true;
    setLaunching(game.gameId);
    try {
      const url = await getPlayLink(game);
      if (bridge.isApp) bridge.openGame(url, game.appDisplay === 1 ? 'landscape' : 'portrait');
      else setPending({ game, url });
    } catch (error) {
      setPending(null);
      if (isAbortedError(error)) return;
      if (error instanceof ApiError && error.code === 'UC/TRIAL_FORBIDDEN') {
        toastTrialRefused();
        return;
      }
      if (!(error instanceof ApiError)) console.warn('game centre: launch failed', error);
      showToast(
        error instanceof ApiError
          ? launchErrorText(error.code, error.msg)
          : launchErrorText(undefined),
        { durationMs: gameCenterToastMs.launchError },
      );
    } finally {
      running.current = false;
      setLaunching(null);
    }
  };

  const open = (game: Game) => {
    const now = Date.now();
    const outcome = decideGameClick(game.gameId, {
      locked: lock.current(now) || running.current,
      inMaintenance: isUnderMaintenance(game.maintain, now, timeZone),
      isLottery: isLotteryGame(game),
      signedIn,
      isTrial,
    });
    switch (outcome.kind) {
      case 'ignored':
        return;
      case 'maintenance':
        showToast(errorMessage('LIVE/maintenance'));
        return;
      case 'lottery':
        void navigate(outcome.path);
        return;
      case 'login':
        void navigate('/auth/login', { state: { from: returnPath } });
        return;
      case 'trial':
        toastTrialRefused();
        return;
      case 'launch':
        void launch(game);
    }
  };

  return {
    open,
    /** The game whose launch is running. */
    launching,
    confirming: pending !== null,
    confirm: () => {
      if (pending) bridge.openGame(pending.url);
      setPending(null);
    },
    cancel: () => setPending(null),
  };
};
