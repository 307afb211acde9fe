import { appendFileSync } from 'node:fs';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig, publicUrlOf } from '../../apps/server/src/config';
import { seedIfEmpty } from '../../apps/server/src/demo/generate';

/**
 * The browser journeys' server: the app as `npm start` builds it (apps/server/src/main.ts), on
 * the journeys' own data directory, plus the one test seam the production entry never sets —
 * every captcha answer is appended to the file E2E_CAPTCHA_ANSWERS names as it is issued, so a
 * journey solves a captcha without reading the image (support/auth.ts).
 */
const answers = process.env.E2E_CAPTCHA_ANSWERS;
if (!answers) throw new Error('E2E_CAPTCHA_ANSWERS names the file captcha answers go to');

const config = loadConfig();
const app = await buildApp(config, {
  captcha: {
    onIssued: ({ id, answer }) => appendFileSync(answers, `${JSON.stringify({ id, answer })}\n`),
  },
});
await seedIfEmpty({
  db: app.database.db,
  services: app.services,
  companyCode: config.COMPANY_CODE,
  fastDrawMinutes: config.DEMO_FAST_DRAW_MINUTES,
  fastDrawBallSeconds: config.DEMO_FAST_DRAW_BALL_SECONDS,
});
await app.listen({ port: config.PORT, host: config.HOST });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
process.stdout.write(`journey server running at ${publicUrlOf({ ...config, PORT: port })}\n`);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
