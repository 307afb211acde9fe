import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const adminPage = `<!doctype html><title>运营后台</title><div id="admin-root"></div>${'<!-- admin -->'.repeat(100)}`;

describe('the operator back office from the server', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(dist, 'admin', 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'admin', 'index.html'), adminPage);
    writeFileSync(path.join(dist, 'admin', 'assets', 'x.js'), 'console.log("admin");\n');
    t = await createTestApp({ seed: false, config: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/', '/admin/members/3', '/admin/login?redirect=%2Fnotices'])(
    'answers %s with the back office page, revalidated',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="admin-root">');
    },
  );

  it('compresses the back office page for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/members/3',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<div id="admin-root">');
  });

  it('serves its hashed assets as files, cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/assets/x.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("admin");\n');
  });

  it.each(['/administration', '/profile', '/'])(
    'answers the member app elsewhere (%s)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each(['/admin/assets/missing.js', '/admin/.env', '/app-api/admin/missing'])(
    'answers %s with the 404 envelope, not a page',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'SYS/NOT_FOUND' });
    },
  );
});

describe('a build without the back office', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ seed: false, config: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers /admin with the member app, as any other page path', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });
});
