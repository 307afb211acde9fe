import { deferredStyleAttribute } from '@lottery/contracts';

/** Applies the stylesheets the server sent as preloads on the home paths (see home-shell.ts). */
export const applyDeferredStyles = (): void => {
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    `link[${deferredStyleAttribute}]`,
  )) {
    link.removeAttribute(deferredStyleAttribute);
    link.rel = 'stylesheet';
  }
};

/**
 * The server draws the home's first view into `#boot-shell` (index.html) so a phone sees the page
 * before the scripts have run; the app removes it once it has drawn the same view itself.
 */
export const dismissBootShell = (): void => {
  document.getElementById('boot-shell')?.remove();
};

/** However the start goes, the first view does not outstay this. */
export const bootShellLimitMs = 8000;
