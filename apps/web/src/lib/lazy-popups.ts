import type { Dialog as AntdDialog, Modal as AntdModal, Toast as AntdToast } from 'antd-mobile';

let wired: Promise<void> | undefined;

/**
 * antd-mobile's imperative popups render under React 19 only once told how (lib/antd-render.ts);
 * the telling imports antd's legacy render with its runtime, so it comes with the first popup.
 */
const wireRender = (): Promise<void> =>
  (wired ??= import('./antd-render').then((module) => module.wireAntdMobileRender()));

const withRender = async <T>(component: Promise<{ default: T }>): Promise<T> => {
  const [module] = await Promise.all([component, wireRender()]);
  return module.default;
};

/*
 * antd-mobile's Toast, Modal and Dialog, loaded when first needed: their masks animate with
 * react-spring, which the home's first download does without. Imported by path: a lazy import of
 * the antd-mobile barrel would gather the rest of antd-mobile into a chunk shared with the first
 * view.
 */
export const loadToast = (): Promise<typeof AntdToast> =>
  withRender(import('antd-mobile/es/components/toast'));

export const loadModal = (): Promise<typeof AntdModal> =>
  withRender(import('antd-mobile/es/components/modal'));

export const loadDialog = (): Promise<typeof AntdDialog> =>
  withRender(import('antd-mobile/es/components/dialog'));
