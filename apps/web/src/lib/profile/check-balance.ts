import { accountPaths } from '@lottery/contracts';
import type { Balances, Profile } from '@lottery/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { HttpError, http } from '../http';
import { balanceQueryKey, profileQueryKey, useSession } from '../session';
import { showToast } from '../toast';

/** The spinner of a balance refresh shows at least this long (spec part 1 §9). */
export const balanceSpinnerMs = 500;

/** GET /api/user/money/check: the main and live balances. */
export const checkBalance = (signal?: AbortSignal): Promise<Balances> =>
  http.get(accountPaths.moneyCheck, { signal });

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: balanceQueryKey, queryFn: ({ signal }) => checkBalance(signal) });

/**
 * Puts balances the server answered (a refresh, or the money after a bet or a refund) into the
 * balance query and the cached profile, so every screen shows them at once.
 */
export const applyBalances = (queryClient: QueryClient, balances: Partial<Balances>): void => {
  queryClient.setQueryData<Balances>(balanceQueryKey, (current) => {
    const merged = { ...current, ...balances };
    return merged.money !== undefined && merged.liveMoney !== undefined
      ? { money: merged.money, liveMoney: merged.liveMoney }
      : current;
  });
  queryClient.setQueryData<Profile>(profileQueryKey, (current) =>
    current ? { ...current, extInfo: { ...current.extInfo, ...balances } } : current,
  );
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The refresh control of a balance: runs only with a token and when no refresh is running, and
 * spins for at least 500 ms. The new balance also updates the cached profile.
 */
export const useBalanceRefresh = () => {
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  const running = useRef(false);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(async () => {
    if (!token || running.current) return;
    running.current = true;
    setRefreshing(true);
    const spinner = wait(balanceSpinnerMs);
    try {
      applyBalances(queryClient, await checkBalance());
    } catch (error) {
      if (error instanceof HttpError) showToast(error.msg);
      else console.warn('balance: refresh failed', error);
    } finally {
      await spinner;
      running.current = false;
      setRefreshing(false);
    }
  }, [token, queryClient]);

  return { refresh, refreshing };
};
