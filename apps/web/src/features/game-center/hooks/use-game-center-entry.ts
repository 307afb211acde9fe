import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { BalanceRefresher } from '../../../components/balance-header';
import { noticeListQueryOptions } from '../../../lib/notices/get-notice-list';
import { profileQueryKey, profileQueryOptions, useSession } from '../../../lib/session';
import { gameCenterKeys } from '../api/game-center-keys';
import { gameCenterQueryOptions } from '../api/get-game-center';

/**
 * Entering the screen (spec part 1 §2 "Game centre"): the notices load, the games load if none
 * are loaded, the first category is chosen (`selectFirst`, when the hash names none), the profile
 * loads if a token exists without one, and the balance refreshes (again whenever the member comes
 * back to the tab, e.g. from a game's window). Leaving calls `onLeave` (the search and provider
 * state reset). A kept-alive page enters again each time it is shown.
 */
export const useGameCenterEntry = ({
  balance,
  selectFirst,
  onLeave,
}: {
  balance: BalanceRefresher;
  selectFirst: () => void;
  onLeave: () => void;
}) => {
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  // The latest callbacks, without making the entry run again when they change.
  const latest = useRef({ balance, selectFirst, onLeave });
  useEffect(() => {
    latest.current = { balance, selectFirst, onLeave };
  });

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: noticeListQueryOptions().queryKey });
    if (!queryClient.getQueryData(gameCenterKeys.catalogue)) {
      void queryClient.prefetchQuery(gameCenterQueryOptions());
    }
    latest.current.selectFirst();
    if (token && !queryClient.getQueryData(profileQueryKey)) {
      void queryClient.prefetchQuery(profileQueryOptions());
    }
    void latest.current.balance.refresh();
    return () => latest.current.onLeave();
  }, [queryClient, token]);

  // Coming back from a game's window: the balance refreshes again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void latest.current.balance.refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
};
