import { cleanup, configure } from '@testing-library/react';
import { reduceMotion } from 'antd-mobile';
import { afterEach } from 'vitest';
import { forgetVisibleToast } from '../lib/toast';

// antd-mobile's own switch (as for users who ask for less motion): popups open and close in one
// frame. Their closing animation, driven by jsdom's timers, sometimes never came to rest on a
// loaded machine, and the popup stayed in the page.
reduceMotion();
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Each case starts with no toast showing, so a repeated text is not taken for a repeat.
  forgetVisibleToast();
  window.localStorage.clear();
});
