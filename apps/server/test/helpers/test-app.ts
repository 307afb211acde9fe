import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '../../src/app';
import { configSchema, type Config } from '../../src/config';
import { generateDemoData } from '../../src/demo/generate';
import {
  createTestDatabase,
  dropTestDatabase,
  testDriver,
  type TestDatabase,
} from './test-database';

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
 * On PostgreSQL the same: the demo database is generated once per test file into a template
 * database, and every app starts from a copy (`create database … template …`).
 */
let seededPostgres: Promise<string> | undefined;

const seededTemplate = () => {
  seededPostgres ??= (async () => {
    const name = `seed_${randomBytes(6).toString('hex')}`;
    const { database } = await createTestDatabase({ name });
    const config = testConfig();
    const app = await buildApp(config, { database });
    await generateDemoData({
      db: app.database.db,
      services: app.services,
      companyCode: config.COMPANY_CODE,
    });
    await app.close();
    // A template must have no connections while it is copied.
    await database.close();
    return name;
  })();
  return seededPostgres;
};

afterAll(async () => {
  const template = await seededPostgres?.catch(() => undefined);
  if (template) await dropTestDatabase(template);
});

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
  const fromSeed = seed && !options.config?.COMPANY_CODE;
  const testDatabase = await createTestDatabase(
    !fromSeed
      ? {}
      : testDriver() === 'pglite'
        ? { from: await seededDump() }
        : { template: await seededTemplate() },
  );
  const config = testConfig(options.config);
  const app = await buildApp(config, { ...options.overrides, database: testDatabase.database });
  if (seed && !fromSeed) {
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
