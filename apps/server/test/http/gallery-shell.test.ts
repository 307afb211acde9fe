import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdTemplate, AppConfigFile } from '@lottery/contracts';
import { dataUrlOf } from '../../src/http/boot-shell';
import {
  firstGalleryAdUrl,
  galleryShellCards,
  renderGalleryShell,
} from '../../src/http/gallery-shell';
import { createTestApp, type TestApp } from '../helpers/test-app';

const appConfig = {
  livestream_url: '',
  theme: 'theme1',
  home_lottery_setting: [
    { gameId: 70, gameName: '香港六合彩' },
    { gameId: 110, gameName: '<b>澳门</b>六合彩' },
  ],
} as AppConfigFile;

const ad08 = (status: 0 | 1, ...images: string[]) =>
  ({
    templateCode: 'AD08',
    status,
    groups: [
      {
        id: 1,
        items: images.map((imageUrl, id) => ({
          id,
          imageUrl,
          content: '',
          redirectUrl: '',
          sort: id,
        })),
      },
    ],
  }) as AdTemplate;

describe('renderGalleryShell', () => {
  it('draws the title, the game tabs in the gallery order with the first chosen, and the card frames', () => {
    const html = renderGalleryShell({ appConfig, ads: [] });
    expect(html).toContain('<header class="bs-title"><span>图库</span></header>');
    expect(
      [...html.matchAll(/<div class="bs-game-tab"><span[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]),
    ).toEqual(['&#60;b&#62;澳门&#60;/b&#62;六合彩', '彩种90', '香港六合彩']);
    expect(html).toContain('<span class="bs-game-tab-active">&#60;b&#62;澳门');
    expect(html).toContain('請輸入您要查找的图纸名称');
    expect(html.match(/class="bs-card"/g)).toHaveLength(galleryShellCards);
    // AD08 off or missing: no slot, as the page shows none.
    expect(html).not.toContain('bs-ad');
    expect(renderGalleryShell({ appConfig, ads: [ad08(0, 'images/off.svg')] })).not.toContain(
      'off.svg',
    );
  });

  it('fetches the first AD08 image first, and carries it inside the page when small', () => {
    const ads = [ad08(1, 'images/ad08.svg', 'images/second.svg')];
    expect(firstGalleryAdUrl(ads)).toBe('/sys-upload/images/ad08.svg');
    expect(firstGalleryAdUrl([])).toBeUndefined();

    const byUrl = renderGalleryShell({ appConfig, ads });
    expect(byUrl).toContain(
      '<div class="bs-ad"><img src="/sys-upload/images/ad08.svg" alt="" fetchpriority="high"></div>',
    );
    expect(byUrl).toContain(
      '<div class="bs-ad"><img src="/sys-upload/images/second.svg" alt="" decoding="async">',
    );

    const small = dataUrlOf('image/svg+xml', new TextEncoder().encode('<svg/>'));
    const inlined = renderGalleryShell({
      appConfig,
      ads,
      inlineAd: (url) => (url === '/sys-upload/images/ad08.svg' ? small : undefined),
    });
    expect(inlined).toContain(`<img src="${small}" alt="" fetchpriority="high">`);
    expect(inlined).toContain('second.svg');
  });

  it('names the tabs 彩种{id} without the app config', () => {
    const html = renderGalleryShell({ appConfig: undefined, ads: [] });
    expect(html).toContain('<span class="bs-game-tab-active">彩种110</span>');
  });
});

describe('the gallery page from the server', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><style>${'.x{}'.repeat(400)}</style>` +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
        '<div id="boot-shell"><!--boot-shell--></div><div id="root"></div>',
    );
    t = await createTestApp({ config: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/gallery', '/gallery?from=share', '/gallery/'])(
    'draws the first view of %s from the demo app config and ads',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('<!--boot-shell-->');
      expect(res.body).toContain('<header class="bs-title"><span>图库</span></header>');
      // The demo's AD08 is a small SVG: it travels inside the page, first in line.
      expect(res.body).toMatch(
        /<div class="bs-ad"><img src="data:image\/svg\+xml;base64,[^"]+" alt="" fetchpriority="high">/,
      );
      expect(res.body).toMatch(/<span class="bs-game-tab-active">[^<]+<\/span>/);
      expect(res.body).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/index-1.css" data-boot-style>',
      );
      expect(res.body).not.toContain('rel="stylesheet"');
    },
  );

  it('compresses the page for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/gallery',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('leaves the group and detail pages to the app', async () => {
    for (const url of ['/gallery/7', '/gallery-detail/110/7']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="boot-shell"><!--boot-shell--></div>');
    }
  });

  it('still serves the page when the published files cannot be read', async () => {
    const publish = t.app.services.publish;
    const original = publish.get.bind(publish);
    publish.get = () => Promise.reject(new Error('storage down'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/gallery' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="boot-shell"></div>');
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      publish.get = original;
    }
  });
});
