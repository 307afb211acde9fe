import { accountPaths, agentPaths } from '@lottery/contracts';
import type { AddSubUserForm, SubUser } from '@lottery/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { encryptSecret } from '../../../lib/crypto/encrypt-secret';
import { withFreshKey } from '../../../lib/crypto/with-fresh-key';
import { http } from '../../../lib/http';
import { agentKeys } from './query-keys';

/** A downline account as typed: the password in plain, sealed before it is sent. */
export interface NewSubUser {
  account: string;
  password: string;
  isDl: 0 | 1;
  rebate: number;
}

/** POST /api/dl/add (form, the password sealed like the registration's). */
export const addSubUser = (user: NewSubUser): Promise<SubUser> =>
  withFreshKey(async () => {
    const form: AddSubUserForm = {
      account: user.account.trim(),
      password: await encryptSecret(user.password),
      isDl: user.isDl,
      rebate: user.rebate,
    };
    return http.post<SubUser>(agentPaths.addUser, { form: { ...form } });
  });

export const useAddSubUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSubUser,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...agentKeys.all, 'sub-users'] as const }),
  });
};

/** GET /v/user/checkUnique: true while the account is still free. */
export const checkUnique = (account: string, signal?: AbortSignal): Promise<boolean> =>
  http.get(accountPaths.checkUnique, { signal, params: { account } });

/** The uniqueness answer for an account (only asked for one that passes the account rule). */
export const useAccountFree = (account: string, enabled: boolean) =>
  useQuery({
    queryKey: ['check-unique', account] as const,
    queryFn: ({ signal }) => checkUnique(account, signal),
    enabled,
    staleTime: 30_000,
  });
