import { betStatus, bettingPaths } from '@lottery/contracts';
import type { BetOrder } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { memberQueryKey } from '../../../lib/profile/get-profile';
import { useSession } from '../../../lib/session';

/** GET /api/bet/turn-orders?gameId&turnNum: the member's orders of that turn. */
export const getTurnOrders = (
  gameId: number,
  turnNum: string,
  signal?: AbortSignal,
): Promise<BetOrder[]> =>
  http.get(bettingPaths.turnOrders, { signal, params: { gameId, turnNum } });

/** Under the profile's key: signing out drops them. */
export const turnOrdersKey = (gameId: number, turnNum?: string) =>
  turnNum === undefined
    ? memberQueryKey('turn-orders', gameId)
    : memberQueryKey('turn-orders', gameId, turnNum);

export const hasPending = (orders: readonly BetOrder[] | undefined): boolean =>
  (orders ?? []).some((order) => order.status === betStatus.pending);

/**
 * A turn's orders while signed in. `pollMs` re-reads them that often (after the draw, until
 * they are settled); a function decides from the orders held.
 */
export const useTurnOrders = (
  gameId: number,
  turnNum: string | undefined,
  pollMs: (orders: readonly BetOrder[] | undefined) => number | false = () => false,
) => {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: turnOrdersKey(gameId, turnNum ?? ''),
    queryFn: ({ signal }) => getTurnOrders(gameId, turnNum ?? '', signal),
    enabled: token !== null && turnNum !== undefined && turnNum !== '',
    refetchInterval: (query) => pollMs(query.state.data),
  });
};
