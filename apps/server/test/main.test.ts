import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'main-data-'));

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** `npm start`'s server process, on a free port and a data directory of its own. */
const start = (): Promise<Started> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match)
        resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), output: () => output });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => reject(new Error(`server exited early (${code}):\n${output}`)));
  });

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<number | null>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill(signal);
  });

describe('the server process', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts with demo data, stops cleanly on Ctrl-C and keeps its data for the next start', async () => {
    const first = await start();
    expect(first.output()).toContain('member01 / Member123');
    expect(first.output()).toContain('demo data generated');
    const company = await fetch(`${first.url}/app-api/company/get`);
    expect(((await company.json()) as { data: { name: string } }).data.name).toBe('彩民之家');

    expect(await stop(first.child, 'SIGINT')).toBe(0);

    const second = await start();
    expect(second.output()).toContain('existing data kept');
    const res = await fetch(`${second.url}/app-api/company/get`);
    expect(res.status).toBe(200);
    expect(await stop(second.child, 'SIGTERM')).toBe(0);
  }, 90_000);
});
