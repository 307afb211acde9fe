import { accountPaths } from '@lottery/contracts';
import type { Balances } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { applyBalances } from './check-balance';

/** POST /api/v2/user/tellerMachine (一键回收): the live wallet back into the main one. */
export const tellerMachine = (): Promise<Balances> => http.post(accountPaths.tellerMachine);

/** 一键回收: the answered balances go into the balance query and the cached profile at once. */
export const useTellerMachine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tellerMachine,
    onSuccess: (balances) => applyBalances(queryClient, balances),
  });
};
