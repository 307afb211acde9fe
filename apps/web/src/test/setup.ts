import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetVisibleToast } from '../lib/toast';

// Popups animate in and out; on a loaded 2-core CI machine the default 1 s wait is too tight.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Each case starts with no toast showing, so a repeated text is not taken for a repeat.
  forgetVisibleToast();
  window.localStorage.clear();
});
