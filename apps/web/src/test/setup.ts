import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Popups animate in and out; on a loaded 2-core CI machine the default 1 s wait is too tight.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
