import { accountPaths, updateBankForm } from '@lottery/contracts';
import type { BankAccount } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encryptSecret } from '../../../lib/crypto/encrypt-secret';
import { http } from '../../../lib/http';
import { bankListQueryKey } from '../../../lib/profile/get-bank-list';
import { withFreshKey } from '../../../lib/crypto/with-fresh-key';

export interface BankAccountInput {
  /** Present to edit an existing account. */
  id?: number;
  type: number;
  bankName: string;
  bankAccount: string;
  accountName: string;
  bankBranch: string;
  /** The 4-digit withdraw password, in plain text until it is encrypted here. */
  fundPwd: string;
}

/** The form's checks, with the contracts' messages (fundPwd is checked by the page). */
export const bankAccountRules = updateBankForm.omit({ fundPwd: true });

/** POST /api/user/updateBank (form; the withdraw password encrypted): adds or edits an account. */
export const updateBank = (input: BankAccountInput): Promise<BankAccount> =>
  withFreshKey(async () => {
    const form = updateBankForm.parse({ ...input, fundPwd: await encryptSecret(input.fundPwd) });
    return http.post(accountPaths.updateBank, {
      form,
    });
  });

export const useUpdateBank = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankListQueryKey }),
  });
};
