import { accountPaths, updateFundPwdForm } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encryptSecret } from '../../../lib/crypto/encrypt-secret';
import { http } from '../../../lib/http';
import { profileQueryKey } from '../../../lib/session';
import { withFreshKey } from '../../../lib/crypto/with-fresh-key';

/** First time: the login password proves who sets it; afterwards the old withdraw password. */
export type FundPasswordChange =
  | { loginPassword: string; fundPwd: string; confirmFundPwd: string }
  | { oldFundPwd: string; fundPwd: string; confirmFundPwd: string };

const encryptOptional = (value: string | undefined) =>
  value === undefined ? Promise.resolve(undefined) : encryptSecret(value);

/** POST /api/user/updateFundPwd (form, every value encrypted). */
export const updateFundPwd = (change: FundPasswordChange): Promise<unknown> =>
  withFreshKey(async () => {
    const [loginPassword, oldFundPwd, fundPwd, confirmFundPwd] = await Promise.all([
      encryptOptional('loginPassword' in change ? change.loginPassword : undefined),
      encryptOptional('oldFundPwd' in change ? change.oldFundPwd : undefined),
      encryptSecret(change.fundPwd),
      encryptSecret(change.confirmFundPwd),
    ]);
    const form = updateFundPwdForm.parse({ loginPassword, oldFundPwd, fundPwd, confirmFundPwd });
    return http.post(accountPaths.updateFundPwd, { form });
  });

export const useUpdateFundPwd = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFundPwd,
    // profile.extInfo.fundPwd turns to 1.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey, exact: true }),
  });
};
