import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** A game's chat: /game/{id}/chat…, or a game-chat route. */
export const isGameChatPath = (path: string): boolean =>
  /^\/game\/[^/]+\/chat(?:[/?#]|$)/.test(path) || /^\/game-chat(?:[/?#]|$)/.test(path);

/** Where the visitor came from, when the redirect to login said so (RequireAuth, a 401). */
export const fromOf = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state as { from: unknown };
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/auth')
    ? from
    : null;
};

/**
 * Leaving the auth pages. `back` (the header arrow) returns to the previous page, or to / when
 * there is little history or that page was a game chat. `done` (after signing in) returns to the
 * page that asked for login when there is one, otherwise like `back`.
 */
export const useLeaveAuth = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const from = fromOf(location.state);
  // The first page opened in this tab (a shared link, a reload) has the key 'default'.
  const littleHistory = location.key === 'default';

  const back = useCallback(() => {
    if (littleHistory || (from !== null && isGameChatPath(from))) {
      void navigate('/', { replace: true });
    } else {
      void navigate(-1);
    }
  }, [from, littleHistory, navigate]);

  const done = useCallback(() => {
    if (from !== null && !isGameChatPath(from)) void navigate(from, { replace: true });
    else back();
  }, [back, from, navigate]);

  return { back, done };
};
