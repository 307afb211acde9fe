import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const section = 'src/features/analytics/pages/special-section.tsx';
const trend = 'src/features/analytics/pages/special/trend-page.tsx';

describe('an analytics page from the server', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
        '<body><div id="boot-shell"><!--boot-shell--></div><div id="root"></div></body>',
    );
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
        [section]: { file: 'assets/special-section-1.js', imports: ['src/main.tsx', '_ui-1.js'] },
        [trend]: {
          file: 'assets/trend-page-1.js',
          imports: ['src/main.tsx'],
          css: ['assets/trend-page-1.css'],
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

  it('draws the section title and tabs first, the section and page chunks with the entry', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/game/110/analytic/special/trend' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<header class="bs-title"><span>特码分析</span></header>');
    expect(res.body).toContain(
      '<div class="bs-game-tab"><span class="bs-game-tab-active">特码走势</span></div>',
    );
    expect(res.body.match(/class="bs-game-tab"/g)).toHaveLength(6);
    for (const script of [
      '/assets/special-section-1.js',
      '/assets/ui-1.js',
      '/assets/trend-page-1.js',
    ]) {
      expect(res.body).toContain(`<link rel="app-modulepreload" crossorigin href="${script}">`);
    }
    expect(res.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/trend-page-1.css" data-boot-style>',
    );
    // The entry waits for the first paint, named once.
    expect(res.body).toContain('<script type="app-module" crossorigin src="/assets/index-1.js">');
    expect(res.body.match(/index-1\.js/g)).toHaveLength(1);
  });

  it('draws the zodiac section too, and any other page name as the plain page', async () => {
    const zodiac = await t.app.inject({
      method: 'GET',
      url: '/game/110/analytic/zodiac/zodiac-reference',
    });
    expect(zodiac.body).toContain('<header class="bs-title"><span>生肖分析</span></header>');
    expect(zodiac.body).toContain('<span class="bs-game-tab-active">生肖对照</span>');
    for (const url of ['/game/110/analytic/special/%3Cx%3E', '/game/110/analytic/special/nope']) {
      const odd = await t.app.inject({ method: 'GET', url });
      expect(odd.statusCode).toBe(200);
      expect(odd.body).toContain('<!--boot-shell-->');
      expect(odd.body).not.toContain('bs-title');
    }
  });
});
