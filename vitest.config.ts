import { defineConfig } from 'vitest/config';

/** Tests that do not depend on the database driver run once, in the PGlite project. */
const driverIndependent = [
  'test/config.test.ts',
  'test/db/migrations.test.ts',
  'test/db/change-feed.test.ts',
  'test/lib/member-cache.test.ts',
  'test/http/zod-compilers.test.ts',
  'test/realtime/**',
  'test/main.test.ts',
  'test/http/analytics-shell.test.ts',
  'test/http/admin-spa.test.ts',
  'test/modules/draws/draw-schedule.test.ts',
  'test/modules/draws/fairness.test.ts',
  'test/modules/draws/lunar.test.ts',
  'test/modules/withdraw/turnover.test.ts',
  'test/modules/red-packets/red-packet-split.test.ts',
  'test/modules/chat/batch-queue.test.ts',
];

/** Tests of PostgreSQL's own behaviour (connections, LISTEN), run in the PostgreSQL project only. */
const postgresOnly = [
  'test/modules/auth/listener-loss.test.ts',
  // A second process killed mid-settlement (PGlite's counterpart: settlement.concurrency.test.ts).
  'test/modules/betting/settlement.crash.test.ts',
  // A second process killed mid-claim (PGlite's counterpart: the claim's refusals roll back whole).
  'test/modules/betting-bonus/betting-bonus.crash.test.ts',
  // A second process killed mid-open (PGlite's counterpart: the open's refusals roll back whole).
  'test/modules/red-packets/red-packets.crash.test.ts',
  // A second process killed mid-correction (PGlite's counterpart: a refused correction rolls back).
  'test/modules/admin/draws.crash.test.ts',
  // Two processes over Redis, which runs beside PostgreSQL (the memory bus case runs on both).
  'test/modules/chat/chat-hub.redis.test.ts',
  // A build and a write of one day on two connections (PGlite has one).
  'test/modules/agent/team-days.postgres.test.ts',
];

export default defineConfig({
  test: {
    // Both cores (the default leaves one idle on a 2-core machine); e2e files still run one by one.
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      {
        extends: './apps/server/vitest.config.ts',
        test: { root: './apps/server', exclude: ['**/node_modules/**', ...postgresOnly] },
      },
      {
        extends: './apps/server/vitest.config.ts',
        test: {
          name: 'server-postgres',
          root: './apps/server',
          env: { TEST_DB: 'postgres' },
          exclude: ['**/node_modules/**', ...driverIndependent],
        },
      },
      'apps/web',
      'e2e',
    ],
  },
});
