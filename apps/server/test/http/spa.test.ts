import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the web client', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      // Over the compression threshold, as the built page is.
      `<!doctype html><title>彩民之家</title><div id="root"></div>${'<!-- page -->'.repeat(100)}`,
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);\n'.repeat(400));
    t = await createTestApp({ seed: false, config: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/game-center', '/gallery-detail/110/5', '/auth/login?redirect=%2Fprofile'])(
    'answers the page %s with index.html (history fallback)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a year of caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/profile', '/auth/login?redirect=%2Fprofile'])(
    'compresses the page %s (history fallback) for clients that accept it',
    async (url) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(res.rawPayload).toString()).toContain('<div id="root">');
    },
  );

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/app-api/missing', '/sys-upload/data/json/config.json'])(
    'sends %s the resource headers: never framed, sniffed or read cross-origin',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['referrer-policy']).toBeUndefined();
    },
  );

  it.each([
    '/app-api/missing',
    '/api-messen/missing',
    '/sys-upload/missing.png',
    '/missing-file.js',
    '/.env',
    '/.git/config',
    '/%2Egit/config',
    '/profile/.htaccess',
    '/demo-casino',
    '/demo-casino/unknown',
    '/demo-casino/api/unknown?x=1',
  ])('answers %s with the 404 envelope, not the page', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'SYS/NOT_FOUND', statusCode: 404 });
  });

  it('answers other methods on page paths with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/profile', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
