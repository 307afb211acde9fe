import type { Toast } from 'antd-mobile';
import { errorMessage, toastDurations } from '@lottery/contracts';
import { loadToast } from './lazy-popups';

type ToastIcon = 'success' | 'fail' | 'loading';

let toast: typeof Toast | undefined;

/** Loads Toast ahead of a message (the first message otherwise waits for it). */
export const preloadToast = async (): Promise<void> => {
  toast ??= await loadToast();
};

let visibleUntil = 0;
let visibleContent = '';

/**
 * The app's toast: at most one at a time (a new one replaces the old), default 2 s; the same
 * text is not shown again while it is still visible (a double tap shows one 请先登录).
 */
export const showToast = (
  content: string,
  options: { durationMs?: number; icon?: ToastIcon } = {},
): void => {
  const durationMs = options.durationMs ?? toastDurations.normal;
  const now = Date.now();
  if (content === visibleContent && now < visibleUntil) return;
  visibleContent = content;
  visibleUntil = now + durationMs;
  const show = (loaded: typeof Toast) =>
    loaded.show({ content, icon: options.icon, duration: durationMs });
  if (toast) show(toast);
  else void preloadToast().then(() => toast && show(toast));
};

/** Forgets the visible toast (tests start each case with none showing). */
export const forgetVisibleToast = (): void => {
  visibleContent = '';
  visibleUntil = 0;
};

export const toastLoginFirst = (): void =>
  showToast('请先登录', { durationMs: toastDurations.normal });

export const toastTrialRefused = (): void =>
  showToast(errorMessage('UC/TRIAL_FORBIDDEN'), { durationMs: toastDurations.trial });
