import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  adminPaths,
  type AdminLoginAnswer,
  type AdminLoginBody,
  type AdminOperator,
} from '@lottery/contracts';
import { adminGet, adminPost } from '../../lib/admin-api';
import { adminSession } from '../../session/admin-session';

export const signIn = async (body: AdminLoginBody): Promise<void> => {
  const answer = await adminPost<AdminLoginAnswer>(adminPaths.login, body);
  adminSession.start({ token: answer.token, operator: answer.operator });
};

/** Ends the session on the server, and here whatever the server answered. */
export const signOut = async (): Promise<void> => {
  try {
    await adminPost<null>(adminPaths.logout, undefined);
  } catch {
    // Already ended there (idle, role changed): nothing more to end.
  } finally {
    adminSession.end();
  }
};

/**
 * Re-reads the signed-in operator when the console opens: a session that ended meanwhile sends
 * the operator to the sign-in page at once, and a renamed operator's header follows.
 */
export const useCurrentOperator = () => {
  const me = useQuery({
    queryKey: ['admin', 'me'],
    queryFn: () => adminGet<AdminOperator>(adminPaths.me),
    staleTime: Infinity,
  });
  useEffect(() => {
    const token = adminSession.token();
    const fresh = me.data;
    if (!token || !fresh) return;
    if (JSON.stringify(fresh) !== JSON.stringify(adminSession.operator())) {
      adminSession.start({ token, operator: fresh });
    }
  }, [me.data]);
};
