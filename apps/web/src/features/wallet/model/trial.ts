import { userType } from '@lottery/contracts';
import type { Profile } from '@lottery/contracts';
import { isApiError } from '../../../lib/http';
import { toastTrialRefused } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';

export const isTrial = (profile: Profile | undefined): boolean =>
  profile?.userInfo.type === userType.trial;

/** A failed wallet call as a toast; the server's trial refusal as the trial toast (1 s). */
export const toastWalletError = (error: unknown): void => {
  if (isApiError(error) && error.code === 'UC/TRIAL_FORBIDDEN') toastTrialRefused();
  else toastError(error);
};
