import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '../../src/app';
import { configSchema, type Config } from '../../src/config';
import { generateDemoData } from '../../src/demo/generate';
import { createTestDatabase, testDriver, type TestDatabase } from './test-database';

export const testConfig = (overrides: Partial<Config> = {}): Config =>
  configSchema.parse({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // Tests that draw turn it on with a manual clock (`overrides.now`, `overrides.timers`).
    DRAW_ENGINE: 'off',
    ...overrides,
  });

export interface TestApp {
  app: FastifyInstance;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

/**
 * On PGlite the demo database is generated once per test worker and every app starts from a
 * copy of it: migrating and seeding (argon2 hashes included) for each test dominated the run.
 */
let seededPglite: Promise<Blob> | undefined;

const seededDump = () => {
  seededPglite ??= (async () => {
    const { database } = await createTestDatabase();
    const config = testConfig();
    const app = await buildApp(config, { database });
    await generateDemoData({
      db: app.database.db,
      services: app.services,
      companyCode: config.COMPANY_CODE,
    });
    await app.close();
    if (!database.dump) throw new Error('the PGlite driver can dump its data directory');
    const dump = await database.dump();
    await database.close();
    return dump;
  })();
  return seededPglite;
};

/**
 * The real app on a fresh database of the driver under test, optionally filled with the demo
 * data. Not yet ready: a test may add routes before its first inject.
 */
export const createTestApp = async (
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    overrides?: Omit<AppOverrides, 'database'>;
  } = {},
): Promise<TestApp> => {
  const seed = options.seed ?? true;
  const fromDump = seed && testDriver() === 'pglite' && !options.config?.COMPANY_CODE;
  const testDatabase = await createTestDatabase(fromDump ? { from: await seededDump() } : {});
  const config = testConfig(options.config);
  const app = await buildApp(config, { ...options.overrides, database: testDatabase.database });
  if (seed && !fromDump) {
    await generateDemoData({
      db: app.database.db,
      services: app.services,
      companyCode: config.COMPANY_CODE,
    });
  }
  return {
    app,
    testDatabase,
    close: async () => {
      await app.close();
      await testDatabase.drop();
    },
  };
};
