import { toastDurations } from '@lottery/contracts';
import type { SessionTokens } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { profileQueryKey, profileQueryOptions, useSession } from '../../../lib/session';
import { needsVipDomainNotice, showVipDomainNotice } from '../components/vip-domain-notice';

/**
 * What every way of signing in ends with: store the tokens, drop the old profile so the new
 * member's loads, and (after a login) tell a new VIP member about their private domain.
 */
export const useCompleteSignIn = () => {
  const queryClient = useQueryClient();
  const signIn = useSession((state) => state.signIn);

  const complete = useCallback(
    async (tokens: SessionTokens, options: { remember?: boolean } = {}) => {
      signIn(tokens, options);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
    [queryClient, signIn],
  );

  const noticeVipDomain = useCallback(async () => {
    try {
      const profile = await queryClient.fetchQuery(profileQueryOptions());
      if (!needsVipDomainNotice(profile)) return;
      // After the 登录成功! toast, not under it.
      await new Promise((resolve) => setTimeout(resolve, toastDurations.short));
      showVipDomainNotice(profile);
    } catch (error) {
      // Only a notice: a profile that fails to load now loads again on the profile page.
      console.warn('auth: profile for the VIP domain notice failed', error);
    }
  }, [queryClient]);

  return { complete, noticeVipDomain };
};
