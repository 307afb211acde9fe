import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '../../src/app';
import { configSchema, type Config } from '../../src/config';
import { generateDemoData } from '../../src/demo/generate';
import { createTestDatabase, type TestDatabase } from './test-database';

export const testConfig = (overrides: Partial<Config> = {}): Config =>
  configSchema.parse({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...overrides,
  });

export interface TestApp {
  app: FastifyInstance;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

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
  const testDatabase = await createTestDatabase();
  const config = testConfig(options.config);
  const app = await buildApp(config, { ...options.overrides, database: testDatabase.database });
  if (options.seed ?? true) {
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
