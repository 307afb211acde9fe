import { notifyManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { batchedScheduler, createQueryClient } from './app/query-client';
import { createAppRouter, whenRouted } from './app/router';
import { applyDeferredStyles, bootShellLimitMs, dismissBootShell } from './lib/boot-shell';
import { appStorage } from './lib/storage';
import { AppLoading } from './shell/app-loading';
import './styles/global.css';

applyDeferredStyles();
notifyManager.setScheduler(batchedScheduler());
appStorage.sweep();
appStorage.startSweeping();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const router = createAppRouter();
const firstLocation = router.state.location;
const stopWatching = router.subscribe((state) => {
  if (state.location === firstLocation) return;
  dismissBootShell();
  stopWatching();
});
setTimeout(dismissBootShell, bootShellLimitMs);

const root = createRoot(container);
// RouterProvider reads the router's state when it renders and listens from its commit on; a first
// render sliced by a transition leaves time between the two, and a first page whose code came with
// the entry can finish loading in it, unseen (the page stayed at 加载中). So the app renders once
// the first page is there.
if (!router.state.initialized) root.render(<AppLoading />);
void whenRouted(router).then(() => {
  // A transition renders in slices that yield to the browser: the first render, under the boot
  // shell, does not hold the main thread in one long task (the phone stays responsive).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} queryClient={createQueryClient()} />
      </StrictMode>,
    );
  });
});
