import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { applyBalances, checkBalance } from '../../../lib/profile/check-balance';
import { useSession } from '../../../lib/session';

/**
 * Reads the balance again without the refresh spinner (after a draw, when winnings arrive): the
 * balance strip and every other screen show the new one. A failure is only logged.
 */
export const useBalanceReload = () => {
  const queryClient = useQueryClient();
  const signedIn = useSession((state) => state.token !== null);
  return useCallback(async () => {
    if (!signedIn) return;
    try {
      applyBalances(queryClient, await checkBalance());
    } catch (error) {
      console.warn('betting: balance reload failed', error);
    }
  }, [queryClient, signedIn]);
};
