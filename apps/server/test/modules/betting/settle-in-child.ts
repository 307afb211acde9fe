import { buildApp } from '../../../src/app';
import { configSchema } from '../../../src/config';
import { DomainEvents } from '../../../src/domain-events';
import { createSettlementService } from '../../../src/modules/betting/settlement.service';

/**
 * A second server process for settlement.crash.test.ts: `node --import tsx settle-in-child.ts
 * <database url> <game id> <turn> <page size>` settles the turn in pages and says `settling`
 * first; the test kills it (SIGKILL) in the middle.
 */
const [url, gameId, turnNum, pageSize] = process.argv.slice(2);
const app = await buildApp(
  configSchema.parse({
    DATA_DIR: 'memory://',
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DRAW_ENGINE: 'off',
  }),
);
// Its own sweep at start finds nothing (the test's orders close in the future).
await app.services.settlement.whenIdle();
const settler = createSettlementService(
  {
    db: app.database.db,
    bus: app.bus,
    events: new DomainEvents(),
    log: app.log,
    now: () => new Date(),
  },
  { wallet: app.services.wallet, settings: app.services.settings, pageSize: Number(pageSize) },
);
process.stdout.write('settling\n');
await settler.settleTurn(Number(gameId), turnNum ?? '');
process.stdout.write('done\n');
await app.close();
