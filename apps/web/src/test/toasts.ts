import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, vi } from 'vitest';
import { signInForTest } from './session';

/**
 * The page tests' common preamble: before each test, sign in as a member (unless
 * `signedIn: false`) and silence Toast.show while recording it; after it, restore the mocks and
 * the stubbed globals. `toastShow()` is the current test's spy, `lastToast()` its last content.
 */
export const setUpPageTests = ({ signedIn = true }: { signedIn?: boolean } = {}) => {
  let spy: ReturnType<typeof vi.spyOn> | undefined;

  beforeEach(() => {
    if (signedIn) signInForTest();
    spy = vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => undefined }));
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const toastShow = () => {
    if (!spy) throw new Error('toastShow() is only for inside a test');
    return spy;
  };
  const lastToast = () =>
    (toastShow().mock.lastCall?.[0] as { content?: string } | undefined)?.content;

  return { toastShow, lastToast };
};
