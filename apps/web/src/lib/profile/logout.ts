import { accountPaths } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { http } from '../http';
import { balanceQueryKey, profileQueryKey, useSession } from '../session';

/** GET /v/user/logout: ends the session on the server. */
export const logout = (): Promise<unknown> => http.get(accountPaths.logout);

/**
 * 退出登录: tells the server, then forgets the tokens and the member's cached data whatever the
 * answer (an expired token must not keep anyone signed in), and goes home.
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.warn('logout: the server call failed', error),
    onSettled: () => {
      useSession.getState().signOut();
      queryClient.removeQueries({ queryKey: profileQueryKey });
      queryClient.removeQueries({ queryKey: balanceQueryKey });
      void navigate('/', { replace: true });
    },
  });
};
