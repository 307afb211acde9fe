import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  appScriptLoader,
  appScriptLoaderSource,
  deferAppResources,
} from '../../src/http/boot-shell';
import { pageSecurityHeaders } from '../../src/http/security-headers';

const indexHtml = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
<link rel="modulepreload" crossorigin href="/assets/router-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="boot-shell"></div><div id="root"></div></body></html>`;

describe('the pages with a boot shell load their scripts after the first paint', () => {
  const page = deferAppResources(indexHtml);

  it('sends the scripts as inert tags, the stylesheets as preloads, and the loader inline', () => {
    expect(page).toContain('<script type="app-module" crossorigin src="/assets/index-1.js">');
    expect(page).toContain('<link rel="app-modulepreload" crossorigin href="/assets/react-1.js">');
    expect(page).not.toMatch(/<script type="module"|<link rel="(modulepreload|stylesheet)"/);
    expect(page).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/index-1.css" data-boot-style>',
    );
    expect(page).toContain(`<script>${appScriptLoader}</script></body>`);
  });

  it('lets the loader, and no other inline script, run under the page CSP', () => {
    const hash = createHash('sha256').update(appScriptLoader).digest('base64');
    expect(appScriptLoaderSource).toBe(`'sha256-${hash}'`);
    const csp = pageSecurityHeaders()['content-security-policy'] ?? '';
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain("unsafe-inline';script");
  });

  it('makes the tags real after a frame: the modules preload and the entry runs', async () => {
    const dom = new JSDOM(page, { runScripts: 'dangerously', pretendToBeVisual: true });
    const { document } = dom.window;
    // Before the first frame nothing has started.
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual(['/assets/react-1.js', '/assets/router-1.js']);
    const entry = document.querySelectorAll('script[type="module"]');
    expect(entry).toHaveLength(1);
    expect(entry[0]?.getAttribute('src')).toBe('/assets/index-1.js');
    expect(entry[0]?.getAttribute('crossorigin')).toBe('');
    expect(document.querySelector('script[type="app-module"]')).toBeNull();
    dom.window.close();
  });
});
