import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { chatRouteName } from '../../lib/chat-config/chat-gate';
import { useSession } from '../../lib/session';

/** The app-wide chat, in its own chunk: none of it (nor zod) comes with the first view. */
const ChatHost = lazy(() => import('./host/chat-host'));

/**
 * Mounts the app-wide chat connection and prompts while signed in, or for a guest on a chat page
 * (the chat routes and /talk); nothing is loaded for a visitor elsewhere.
 */
export function ChatMount() {
  const signedIn = useSession((state) => state.token !== null);
  const { pathname } = useLocation();
  const onChat = chatRouteName(pathname) !== null || pathname.startsWith('/talk/');
  if (!signedIn && !onChat) return null;
  return (
    <Suspense fallback={null}>
      <ChatHost />
    </Suspense>
  );
}
