import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyInfo } from '@lottery/contracts';
import { dataUrlOf, inlineImageMaxBytes } from '../../src/http/boot-shell';
import { homePageSource, renderHomeShell } from '../../src/http/home-shell';
import { createTestApp, type TestApp } from '../helpers/test-app';

const company = (overrides: Partial<CompanyInfo>): CompanyInfo =>
  ({ name: '彩民之家', logoUrl: '', homeCarousels: [], ...overrides }) as CompanyInfo;

describe('renderHomeShell', () => {
  it('draws the header, the active AD12 items and the first banner by sort order', () => {
    const html = renderHomeShell({
      company: company({
        logoUrl: 'images/logo.svg',
        homeCarousels: [
          { id: 2, imageUrl: 'images/second.svg', redirectUrl: '', sort: 2 },
          { id: 1, imageUrl: '/sys-upload/images/first.svg', redirectUrl: '', sort: 1 },
        ] as CompanyInfo['homeCarousels'],
      }),
      ads: [
        {
          templateCode: 'AD12',
          status: 1,
          groups: [{ id: 1, items: [{ imageUrl: 'images/top.svg' }] }],
        },
        { templateCode: 'AD01', status: 1, groups: [{ id: 2, items: [{ imageUrl: 'x.svg' }] }] },
      ] as never,
    });
    expect(html).toContain('<span class="bs-name">彩民之家</span>');
    expect(html).toContain('src="/sys-upload/images/logo.svg"');
    expect(html).toContain('<div class="bs-ad"><img src="/sys-upload/images/top.svg"');
    expect(html).toContain('<div class="bs-banner"><img src="/sys-upload/images/first.svg"');
    expect(html).not.toContain('second.svg');
    expect(html).not.toContain('x.svg');
  });

  it('puts a small first banner inside the page, a large one by its URL', () => {
    const shell = (inlineBanner: (src: string) => string | undefined) =>
      renderHomeShell({
        company: company({
          homeCarousels: [
            { id: 1, imageUrl: 'images/first.svg', redirectUrl: '', sort: 1 },
          ] as CompanyInfo['homeCarousels'],
        }),
        ads: [],
        inlineBanner,
      });
    const small = dataUrlOf('image/svg+xml', new TextEncoder().encode('<svg/>'));
    expect(small).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`);
    expect(shell((src) => (src === '/sys-upload/images/first.svg' ? small : undefined))).toContain(
      `<img src="${small}" alt="" fetchpriority="high">`,
    );
    expect(dataUrlOf('image/png', new Uint8Array(inlineImageMaxBytes + 1))).toBeUndefined();
    expect(shell(() => undefined)).toContain('<img src="/sys-upload/images/first.svg"');
  });

  it('escapes what the operator typed', () => {
    const html = renderHomeShell({
      company: company({ name: '<script>alert("x")</script>&' }),
      ads: [],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#38;');
  });

  it('leaves an empty banner frame without a company', () => {
    const html = renderHomeShell({ company: undefined, ads: [] });
    expect(html).toContain('<div class="bs-banner"></div>');
  });
});

describe('the home page from the server', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      // Longer than the compression threshold (1 KB), like the real page with its inline style.
      `<!doctype html><head><style>${'.x{}'.repeat(400)}</style>` +
        '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
        '<body><div id="boot-shell"><!--boot-shell--></div><div id="root"></div></body>',
    );
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
        [homePageSource]: {
          file: 'assets/home-page-1.js',
          imports: ['src/main.tsx', '_ui-1.js'],
          css: ['assets/home-page-1.css'],
        },
        '_ui-1.js': { file: 'assets/ui-1.js', css: ['assets/ui-1.css'] },
      }),
    );
    t = await createTestApp({ config: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/?code=AG8888', '/recommend', '/macau-lottery/'])(
    'draws the first view of %s from the demo company and ads',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('<!--boot-shell-->');
      // The demo's first banner is a small SVG: it travels inside the page.
      expect(res.body).toMatch(
        /<div class="bs-banner"><img src="data:image\/svg\+xml;base64,[^"]+"/,
      );
      expect(res.body).toMatch(/<div class="bs-ad"><img src="\/sys-upload\/images\/[^"]+"/);
      expect(res.body).toMatch(/<div class="bs-banner"><img [^>]*fetchpriority="high"/);
      // The stylesheets do not hold back the boot shell's paint; the app applies them.
      expect(res.body).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/index-1.css" data-boot-style>',
      );
      expect(res.body).not.toContain('rel="stylesheet"');
    },
  );

  it('sends the home chunk, its imports and styles with the entry, after the first paint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    for (const script of ['/assets/home-page-1.js', '/assets/ui-1.js']) {
      expect(res.body).toContain(`<link rel="app-modulepreload" crossorigin href="${script}">`);
    }
    for (const style of ['/assets/home-page-1.css', '/assets/ui-1.css']) {
      expect(res.body).toContain(
        `<link rel="preload" as="style" crossorigin href="${style}" data-boot-style>`,
      );
    }
    // In cascade order: a component's styles before the page's that override them.
    expect(res.body.indexOf('/assets/ui-1.css')).toBeLessThan(
      res.body.indexOf('/assets/home-page-1.css'),
    );
    // The entry is not sent twice.
    expect(res.body.match(/index-1\.js/g)).toHaveLength(1);
    expect(res.body).toContain('<script type="app-module" crossorigin src="/assets/index-1.js">');
  });

  it('keeps the build manifest from browsers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
  });

  it('compresses the page for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('leaves other pages to the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="boot-shell"><!--boot-shell--></div>');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });
});
