import { accountPaths } from '@lottery/contracts';
import type { BankAccount } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';
import { useSession } from '../session';
import { memberQueryKey } from './get-profile';

/** GET /api/user/bankList: the member's withdrawal accounts, numbers masked by the server. */
export const getBankList = (signal?: AbortSignal): Promise<BankAccount[]> =>
  http.get(accountPaths.bankList, { signal });

export const bankListQueryKey = memberQueryKey('bank-list');

export const bankListQueryOptions = () =>
  queryOptions({ queryKey: bankListQueryKey, queryFn: ({ signal }) => getBankList(signal) });

export const useBankList = () => {
  const token = useSession((state) => state.token);
  return useQuery({ ...bankListQueryOptions(), enabled: token !== null });
};
