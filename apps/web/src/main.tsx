import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { wireAntdMobileRender } from './app/antd-render';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { applyDeferredStyles, bootShellLimitMs, dismissBootShell } from './lib/boot-shell';
import { appStorage } from './lib/storage';
import './styles/global.css';

applyDeferredStyles();
wireAntdMobileRender();
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
// A transition renders in slices that yield to the browser: the first render, under the boot
// shell, does not hold the main thread in one long task (the phone stays responsive).
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} queryClient={createQueryClient()} />
    </StrictMode>,
  );
});
