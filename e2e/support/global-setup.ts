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
    /** Where the server appends each captcha answer it issues (support/journey-server.ts). */
    captchaAnswers: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the real server (the app as `npm start` builds it, on a fresh data directory, telling
 * the captcha answers it issues to a file) for the journeys.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The web client is not built; run `npm run build` first (npm test does).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const operatorToken = randomBytes(24).toString('hex');
  const captchaAnswers = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-captcha-')), 'answers');
  const server = await spawnServer('e2e/support/journey-server.ts', {
    cwd: root,
    env: {
      ...isolatedServerEnv(dataDir),
      OPERATOR_TOKEN: operatorToken,
      E2E_CAPTCHA_ANSWERS: captchaAnswers,
      // A draw of the fast lottery every minute, a ball every 2 s (16 s a draw instead of 24): the
      // draw journey watches one from start to end.
      DEMO_FAST_DRAW_MINUTES: '1',
      DEMO_FAST_DRAW_BALL_SECONDS: '2',
    },
    showErrors: true,
  });
  project.provide('baseUrl', server.url);
  project.provide('operatorToken', operatorToken);
  project.provide('captchaAnswers', captchaAnswers);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(path.dirname(captchaAnswers), { recursive: true, force: true });
  };
}
