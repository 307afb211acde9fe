/**
 * The server draws the home's first view into `#boot-shell` (index.html) so a phone sees the page
 * before the scripts have run; the app removes it once it has drawn the same view itself.
 */
export const dismissBootShell = (): void => {
  document.getElementById('boot-shell')?.remove();
};

/** However the start goes, the first view does not outstay this. */
export const bootShellLimitMs = 8000;
