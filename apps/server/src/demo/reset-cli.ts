import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { buildApp } from '../app';
import { dropEverything, generateDemoData } from './generate';

/** `npm run demo:reset`: empties the configured database and generates the demo site again. */
const config = { ...loadConfig(), LOG_LEVEL: 'warn' as const };
const database = await openDatabase(config);
await dropEverything(database.db);
const app = await buildApp(config, { database });
await generateDemoData({
  db: app.database.db,
  services: app.services,
  companyCode: config.COMPANY_CODE,
  fastDrawMinutes: config.DEMO_FAST_DRAW_MINUTES,
  fastDrawBallSeconds: config.DEMO_FAST_DRAW_BALL_SECONDS,
});
await app.close();
await database.close();
console.warn('Demo data recreated.');
