import { buildApp } from './app';
import { loadConfig, publicUrlOf } from './config';
import { demoAccounts } from './demo/demo-accounts';
import { demoOperators } from './demo/demo-operators';
import { seedIfEmpty } from './demo/generate';
import { terminalLogStream } from './terminal-log';

/** Owns the process: configuration, start-up, listening and a graceful stop. */
const config = loadConfig();
// Readable lines for a person at a terminal; JSON lines for files, pipes and log collectors.
const app = await buildApp(
  config,
  process.stdout.isTTY ? { logStream: await terminalLogStream() } : {},
);

const seeded = await seedIfEmpty({
  db: app.database.db,
  services: app.services,
  companyCode: config.COMPANY_CODE,
  fastDrawMinutes: config.DEMO_FAST_DRAW_MINUTES,
  fastDrawBallSeconds: config.DEMO_FAST_DRAW_BALL_SECONDS,
});
app.log.info(
  { seeded, driver: app.database.driver, bus: app.bus.kind },
  seeded ? 'demo data generated' : 'existing data kept',
);

await app.listen({ port: config.PORT, host: config.HOST });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const url = config.PUBLIC_URL ?? publicUrlOf({ ...config, PORT: port });
const accounts = demoAccounts.map((demo) => `  ${demo.account} / ${demo.password}  ${demo.role}`);
process.stdout.write(
  [
    `\n  彩民之家 is running at ${url}`,
    '',
    '  Demo accounts:',
    ...accounts,
    '',
    `  Back office: ${url.replace(/\/$/, '')}/admin (demo operators, TOTP secrets in the README)`,
    ...demoOperators.map(
      (operator) => `  ${operator.account} / ${operator.password}  ${operator.role}`,
    ),
    '',
    '  Press Ctrl-C to stop.\n',
    '',
  ].join('\n'),
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  const watchdog = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  watchdog.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
