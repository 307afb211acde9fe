import { toastDurations } from '@lottery/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast';
import { getTrialAccount } from '../api/register-trial';
import { authFailureOf } from '../model/auth-failure';
import { useCompleteSignIn } from './use-complete-sign-in';

/** 随便玩玩: a new trial account without credentials, then the profile page. */
export const useTrialPlay = () => {
  const navigate = useNavigate();
  const { complete } = useCompleteSignIn();
  const [pending, setPending] = useState(false);

  const start = useCallback(async () => {
    if (pending) return;
    setPending(true);
    try {
      await complete(await getTrialAccount());
      void navigate('/profile', { replace: true });
    } catch (error) {
      showToast(authFailureOf(error).msg, { durationMs: toastDurations.long });
    } finally {
      setPending(false);
    }
  }, [complete, navigate, pending]);

  return { start, pending };
};
