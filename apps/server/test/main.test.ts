import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isolatedServerEnv, spawnServer } from '../../../scripts/spawn-server';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'main-data-'));

const start = () =>
  spawnServer('src/main.ts', { cwd: serverDir, env: isolatedServerEnv(dataDir, 'info') });

describe('the server process', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts with demo data, stops cleanly on Ctrl-C and keeps its data for the next start', async () => {
    const first = await start();
    expect(first.output()).toContain('member01 / Member123');
    expect(first.output()).toContain('demo data generated');
    // Not a terminal (a pipe): pino's JSON lines, not the terminal's readable ones.
    expect(first.output()).toMatch(/^\{"level":30,.*"msg":"demo data generated"\}$/m);
    const company = await fetch(`${first.url}/app-api/company/get`);
    expect(((await company.json()) as { data: { name: string } }).data.name).toBe('彩民之家');

    expect(await first.stop('SIGINT')).toBe(0);

    const second = await start();
    expect(second.output()).toContain('existing data kept');
    const res = await fetch(`${second.url}/app-api/company/get`);
    expect(res.status).toBe(200);
    expect(await second.stop('SIGTERM')).toBe(0);
  }, 90_000);
});
