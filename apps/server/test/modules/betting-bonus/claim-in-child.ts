import { buildApp } from '../../../src/app';
import { configSchema } from '../../../src/config';
import type { Authenticated } from '../../../src/modules/auth/session.service';
import { createBettingBonusService } from '../../../src/modules/betting-bonus/betting-bonus.service';

/**
 * A second server process for betting-bonus.crash.test.ts: `node --import tsx claim-in-child.ts
 * <database url> <user id> <key>` claims the member's 洗码. Inside the claim's transaction, with
 * the bets marked and the credit about to be written, it says `mid-claim` and stops there (the
 * transaction open, its locks held) until the test kills it with SIGKILL.
 */
const [url, userId, key] = process.argv.slice(2);
const app = await buildApp(
  configSchema.parse({
    DATA_DIR: 'memory://',
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DRAW_ENGINE: 'off',
  }),
);
const bonus = createBettingBonusService(
  { db: app.database.db, now: () => new Date() },
  {
    wallet: {
      post: async () => {
        process.stdout.write('mid-claim\n');
        return new Promise(() => {});
      },
    },
  },
);
const member = { user: { id: Number(userId), type: 'HY' } } as unknown as Authenticated;
await bonus.claim(member, { idempotencyKey: key ?? '' });
process.stdout.write('done\n');
await app.close();
