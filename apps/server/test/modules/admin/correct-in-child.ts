import { parseOpenNum } from '@lottery/contracts';
import { buildApp } from '../../../src/app';
import { configSchema } from '../../../src/config';
import { DomainEvents } from '../../../src/domain-events';
import { createSettlementService } from '../../../src/modules/betting/settlement.service';

/**
 * A second server process for draws.crash.test.ts: `node --import tsx correct-in-child.ts
 * <database url> <game id> <turn> <open num>` corrects the turn as the back office does — the
 * turn's numbers, then the reversal and re-settlement in the same transaction — and says
 * `mid-correction` just before the ledger batch, then waits there (the transaction open, its locks
 * held) until the test kills it with SIGKILL.
 */
const [url, gameId, turnNum, openNum] = process.argv.slice(2);
const app = await buildApp(
  configSchema.parse({
    DATA_DIR: 'memory://',
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DRAW_ENGINE: 'off',
  }),
);
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
      postBatch: async () => {
        process.stdout.write('mid-correction\n');
        return new Promise(() => {});
      },
    },
    settings: app.services.settings,
  },
);
const body = {
  gameId: Number(gameId),
  turnNum: turnNum ?? '',
  openNum: parseOpenNum(openNum ?? ''),
};
await app.database.db.transaction(async (tx) => {
  const { after } = await app.services.draws.correctResultIn(tx, body);
  await settler.resettleTurn(tx, {
    gameId: after.gameId,
    turnNum: after.turnNum,
    numbers: after.numbers ?? [],
    planTime: after.planTime,
  });
});
process.stdout.write('done\n');
await app.close();
