import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { isolatedServerEnv, spawnServer } from '../../scripts/spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** Starts the real server (as `npm start` does, on a fresh data directory) for the journeys. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The web client is not built; run `npm run build` first (npm test does).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const server = await spawnServer('apps/server/src/main.ts', {
    cwd: root,
    env: isolatedServerEnv(dataDir),
    showErrors: true,
  });
  project.provide('baseUrl', server.url);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
