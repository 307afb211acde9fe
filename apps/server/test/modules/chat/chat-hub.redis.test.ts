import { randomBytes } from 'node:crypto';
import { describe, it } from 'vitest';
import { createRedisBus } from '../../../src/realtime/bus';
import { deliversAcrossApps, twoApps } from './two-apps';

// Redis runs beside PostgreSQL: the multi-process set-up over Redis is tested in that suite only
// (vitest.config.ts postgresOnly).
describe('two app instances over the Redis bus (postgres)', () => {
  it('deliver a message sent to either to the sockets of both', async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const pair = await twoApps(async () => [
      await createRedisBus({ url, prefix }),
      await createRedisBus({ url, prefix }),
    ]);
    try {
      await deliversAcrossApps(pair.apps);
    } finally {
      await pair.close();
    }
  }, 180_000);
});
