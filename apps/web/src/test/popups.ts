import { act } from '@testing-library/react';
import { Dialog, Modal, Toast } from 'antd-mobile';
import { afterEach, beforeAll, vi } from 'vitest';
import { wireAntdMobileRender } from '../lib/antd-render';
import { signOutForTest } from './session';

/**
 * Imperative popups (Toast, Dialog, Modal) leave the DOM only after their closing animation;
 * the next test starts without them.
 */
const removeLeftoverPopups = (): void => {
  for (const popup of document.querySelectorAll('.adm-modal, .adm-dialog, .adm-toast-mask')) {
    let node: Element = popup;
    while (node.parentElement && node.parentElement !== document.body) node = node.parentElement;
    node.remove();
  }
};

/**
 * For tests whose pages open antd-mobile's Toast, Dialog and Modal: wires their rendering once;
 * after each test closes them, removes what they leave behind, signs out and unstubs the globals.
 */
export const setUpPopupTests = () => {
  beforeAll(() => {
    wireAntdMobileRender();
  });

  afterEach(async () => {
    await act(async () => {
      Toast.clear();
      Dialog.clear();
      Modal.clear();
    });
    removeLeftoverPopups();
    signOutForTest();
    vi.unstubAllGlobals();
  });
};
