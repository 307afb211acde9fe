import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

/** The scripts index.html makes every visitor download before the first view. */
const firstLoadScripts = (): string[] => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)];
  return urls.map((match) => match[1] ?? '');
};

describe('the first view’s download', () => {
  it('carries no zod: the browser trusts the server’s typed answers and validates forms lazily', () => {
    const scripts = firstLoadScripts();
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      const code = readFileSync(path.join(dist, script), 'utf8');
      expect(code, script).not.toMatch(/\$ZodType|ZodError/);
    }
  });
});
