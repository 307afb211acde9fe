import { bridge } from '../bridge';

const outside = /^https?:\/\//i;

/**
 * Follows an operator-configured link (banner, ad, notice): an in-site path through the router,
 * an outside address in a new window (the system browser in the app). Empty links do nothing.
 */
export const openLink = (link: string, navigate: (path: string) => void): void => {
  const target = link.trim();
  if (!target) return;
  if (outside.test(target)) {
    if (bridge.isApp) bridge.openBrowser(target);
    else window.open(target, '_blank', 'noopener');
    return;
  }
  navigate(target.startsWith('/') ? target : `/${target}`);
};
