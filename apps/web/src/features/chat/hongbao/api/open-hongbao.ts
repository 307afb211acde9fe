import { redPacketPaths } from '@lottery/contracts';
import type { RedPacketOpened } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { applyBalances } from '../../../../lib/profile/check-balance';
import { balanceQueryKey, profileQueryKey } from '../../../../lib/session';
import { rememberOpened } from '../model/opened-hongbao';
import { hongbaoKeys } from './hongbao-keys';

/**
 * POST /api/chat/hongbao/open (JSON {id}): draws the caller's share and credits it (红包领取).
 * One share per member per packet, so a retry after a lost answer is answered
 * HONGBAO/ALREADY_OPENED and the page reads the detail again.
 */
export const openHongbao = (id: number): Promise<RedPacketOpened> =>
  http.post(redPacketPaths.open, { json: { id } });

/** The open; after it the detail is the answer's, the balance the answer's money. */
export const useOpenHongbao = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openHongbao,
    onSuccess: (opened) => {
      rememberOpened(opened.detail.id);
      queryClient.setQueryData(hongbaoKeys.detail(opened.detail.id), opened.detail);
      applyBalances(queryClient, { money: opened.money });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
      void queryClient.invalidateQueries({ queryKey: hongbaoKeys.histories });
    },
  });
};
