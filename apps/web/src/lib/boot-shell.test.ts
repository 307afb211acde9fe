import { afterEach, describe, expect, it } from 'vitest';
import { applyDeferredStyles, dismissBootShell } from './boot-shell';

describe('the boot shell', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('turns the stylesheets the server deferred back into stylesheets, and only those', () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" href="/assets/a.css" data-boot-style>' +
      '<link rel="preload" as="style" href="/assets/b.css" data-boot-style>' +
      '<link rel="preload" as="image" href="/banner.svg">';
    applyDeferredStyles();
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => link.rel)).toEqual(['stylesheet', 'stylesheet', 'preload']);
    expect(document.head.querySelector('[data-boot-style]')).toBeNull();
  });

  it('goes away when dismissed', () => {
    document.body.innerHTML = '<div id="boot-shell"><header></header></div>';
    dismissBootShell();
    expect(document.getElementById('boot-shell')).toBeNull();
  });
});
