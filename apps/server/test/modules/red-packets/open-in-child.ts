import { buildApp } from '../../../src/app';
import { configSchema } from '../../../src/config';
import type { Authenticated } from '../../../src/modules/auth/session.service';
import { createRedPacketsService } from '../../../src/modules/red-packets/red-packets.service';

/**
 * A second server process for red-packets.crash.test.ts: `node --import tsx open-in-child.ts
 * <database url> <user id> <packet id>` opens the packet for the member. Inside the open's
 * transaction, the packet locked and its share taken out of it, the share's row and credit
 * about to be written, it says `mid-open` and stops there (the transaction open, its locks
 * held) until the test kills it with SIGKILL.
 */
const [url, userId, packetId] = process.argv.slice(2);
const app = await buildApp(
  configSchema.parse({
    DATA_DIR: 'memory://',
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DRAW_ENGINE: 'off',
  }),
);
const redPackets = createRedPacketsService(
  { db: app.database.db, bus: app.bus, log: app.log, now: () => new Date() },
  {
    wallet: {
      postWithRecord: async () => {
        process.stdout.write('mid-open\n');
        return new Promise(() => {});
      },
      postBatch: app.services.wallet.postBatch,
    },
    settings: app.services.settings,
  },
);
const member = {
  user: { id: Number(userId), type: 'HY' },
  sessionId: 0,
} as unknown as Authenticated;
await redPackets.open(member, Number(packetId));
process.stdout.write('done\n');
await app.close();
