import { bettingBonusPaths } from '@lottery/contracts';
import type { BettingBonusClaim, ClaimBettingBonusBody } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { applyBalances } from '../../../lib/profile/check-balance';
import { balanceQueryKey, profileQueryKey } from '../../../lib/session';
import { bettingBonusKey } from './get-betting-bonus';

/**
 * POST /api/user/betting-bonus/claim (JSON): pays the rebate as 返水. The key is made once per
 * tap of 领取 (the caller's); a retry after a lost answer sends it again and is paid once.
 */
export const claimBettingBonus = (body: ClaimBettingBonusBody): Promise<BettingBonusClaim> =>
  http.post(bettingBonusPaths.claim, { json: body, retry: 2 });

/** The claim; after it the summary, the profile and the balance are read again. */
export const useClaimBettingBonus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimBettingBonus,
    onSuccess: (claim) => {
      applyBalances(queryClient, { money: claim.money });
      void queryClient.invalidateQueries({ queryKey: bettingBonusKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    },
  });
};
