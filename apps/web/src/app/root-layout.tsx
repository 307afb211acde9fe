import { Outlet, useMatches } from 'react-router';
import { ChatMount } from '../features/chat/chat-mount';
import { currentPage } from '../shell/route-meta';
import { useStatusBarColor } from '../shell/status-bar-color';
import { useAgentNavigationGate } from './agent-gate';

/**
 * Above every page, in and out of the shell: the status bar follows the page's route group, and
 * in-app navigations to agent routes are stopped for members who are not agents, and the app-wide
 * chat (connection and prompts) is mounted, lazily, where it is wanted.
 */
export function RootLayout() {
  const { meta } = currentPage(useMatches());
  useStatusBarColor(meta.group);
  useAgentNavigationGate();
  return (
    <>
      <Outlet />
      <ChatMount />
    </>
  );
}
