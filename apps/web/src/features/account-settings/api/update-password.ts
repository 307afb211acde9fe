import { accountPaths, updatePasswordForm } from '@lottery/contracts';
import { useMutation } from '@tanstack/react-query';
import { encryptSecret } from '../../../lib/crypto/encrypt-secret';
import { http } from '../../../lib/http';
import { withFreshKey } from '../../../lib/crypto/with-fresh-key';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/user/updatePassword (form, every value encrypted); other sessions end. */
export const updatePassword = (change: PasswordChange): Promise<unknown> =>
  withFreshKey(async () => {
    const [oldPassword, newPassword, confirmPassword] = await Promise.all([
      encryptSecret(change.oldPassword),
      encryptSecret(change.newPassword),
      encryptSecret(change.confirmPassword),
    ]);
    const form = updatePasswordForm.parse({ oldPassword, newPassword, confirmPassword });
    return http.post(accountPaths.updatePassword, { form });
  });

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
