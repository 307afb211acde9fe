import { buildApp } from '../../../src/app';
import { configSchema } from '../../../src/config';
import { DomainEvents } from '../../../src/domain-events';
import { createSettlementService } from '../../../src/modules/betting/settlement.service';

/**
 * A second server process for settlement.crash.test.ts: `node --import tsx settle-in-child.ts
 * <database url> <game id> <turn> <page size>` settles the turn one page at a time. Inside the
 * third page's transaction, after its guarded update, it says `mid-page` and stops there (the
 * transaction open, its locks held) until the test kills it with SIGKILL: the kill lands mid-page
 * however fast or slow the machine is.
 */
const [url, gameId, turnNum, pageSize] = process.argv.slice(2);
/** Pages committed before the one the kill interrupts. */
const pagesBeforeKill = 2;
let pages = 0;
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
  {
    wallet: {
      postBatch: async (postings, tx) => {
        pages += 1;
        if (pages === pagesBeforeKill + 1) {
          process.stdout.write('mid-page\n');
          await new Promise(() => {});
        }
        return app.services.wallet.postBatch(postings, tx);
      },
    },
    settings: app.services.settings,
    pageSize: Number(pageSize),
    pagesAtOnce: 1,
  },
);
await settler.settleTurn(Number(gameId), turnNum ?? '');
process.stdout.write('done\n');
await app.close();
