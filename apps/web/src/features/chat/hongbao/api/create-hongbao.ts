import { redPacketPaths } from '@lottery/contracts';
import type { CreateRedPacketBody, RedPacketDetail } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { balanceQueryKey, profileQueryKey } from '../../../../lib/session';
import { hongbaoKeys } from './hongbao-keys';

/**
 * POST /api/chat/hongbao/create (JSON): the sender pays the whole amount at once (红包发出). The
 * key is made once per tap of 塞钱进红包; a retry after a lost answer sends it again and pays once.
 */
export const createHongbao = (body: CreateRedPacketBody): Promise<RedPacketDetail> =>
  http.post(redPacketPaths.create, { json: body, retry: 2 });

/** The create; after it the new packet is cached and the profile, balance and history re-read. */
export const useCreateHongbao = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHongbao,
    onSuccess: (detail) => {
      queryClient.setQueryData(hongbaoKeys.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
      void queryClient.invalidateQueries({ queryKey: hongbaoKeys.histories });
    },
  });
};
