import { cleanup, configure } from '@testing-library/react';
import { reduceMotion } from 'antd-mobile';
import { afterEach, beforeAll, vi } from 'vitest';
import { forgetVisibleToast, preloadToast } from '../lib/toast';

// The app loads Toast, Modal and Dialog by path (lib/lazy-popups.ts); under vitest that path and the
// antd-mobile barrel are two module instances, so the path gives the barrel's: a test's spy on
// the barrel's Toast.show sees every toast.
vi.mock('antd-mobile/es/components/toast', async () => ({
  default: (await import('antd-mobile')).Toast,
}));
vi.mock('antd-mobile/es/components/modal', async () => ({
  default: (await import('antd-mobile')).Modal,
}));
vi.mock('antd-mobile/es/components/dialog', async () => ({
  default: (await import('antd-mobile')).Dialog,
}));

// antd-mobile's own switch (as for users who ask for less motion): popups open and close in one
// frame. Their closing animation, driven by jsdom's timers, sometimes never came to rest on a
// loaded machine, and the popup stayed in the page.
reduceMotion();
// findBy*/waitFor wait for a state, never for a time: the timeout is only a guard.
configure({ asyncUtilTimeout: 10_000 });

// Once Toast is loaded a toast shows in the same tick as its cause: the tests load it first.
beforeAll(preloadToast);

afterEach(() => {
  cleanup();
  // Each case starts with no toast showing, so a repeated text is not taken for a repeat.
  forgetVisibleToast();
  window.localStorage.clear();
});
