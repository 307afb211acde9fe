import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { isolatedServerEnv, spawnServer } from '../../scripts/spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's OPERATOR_TOKEN, for journeys that change the site configuration. */
    operatorToken: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** Starts the real server (as `npm start` does, on a fresh data directory) for the journeys. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The web client is not built; run `npm run build` first (npm test does).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const operatorToken = randomBytes(24).toString('hex');
  const server = await spawnServer('apps/server/src/main.ts', {
    cwd: root,
    env: {
      ...isolatedServerEnv(dataDir),
      OPERATOR_TOKEN: operatorToken,
      // A draw of the fast lottery every minute, a ball every 2 s (16 s a draw instead of 24): the
      // draw journey watches one from start to end.
      DEMO_FAST_DRAW_MINUTES: '1',
      DEMO_FAST_DRAW_BALL_SECONDS: '2',
    },
    showErrors: true,
  });
  project.provide('baseUrl', server.url);
  project.provide('operatorToken', operatorToken);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
