import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '../../src/app';
import { configSchema, type Config } from '../../src/config';
import { generateDemoData } from '../../src/demo/generate';
import { seedTemplateOf, sharedSeed, type SeedTarget } from './seed-cache';
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
 * The demo database is generated into a PGlite dump or a PostgreSQL template database that the
 * test files of a run share while it is young (seed-cache.ts), and every app starts from a copy
 * of it: migrating and seeding (argon2 hashes included) for each test, then for each file,
 * dominated the run.
 */
const seeded = new Map<string, Promise<{ from: Blob } | { template: string }>>();

const generateSeed = async ({ id, file }: SeedTarget) => {
  const driver = testDriver();
  const { database, drop } = await createTestDatabase(
    driver === 'postgres' ? { name: `seed_${id}` } : {},
  );
  try {
    const config = testConfig();
    const app = await buildApp(config, { database });
    await generateDemoData({
      db: app.database.db,
      services: app.services,
      companyCode: config.COMPANY_CODE,
    });
    await app.close();
  } catch (error) {
    await drop();
    throw error;
  }
  if (driver === 'pglite') {
    if (!database.dump) throw new Error('the PGlite driver can dump its data directory');
    const dump = await database.dump();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  }
  // A template must have no connections while it is copied.
  await database.close();
};

/** One seed for all the tests of a file (a worker may run several files one after another). */
const seededDatabase = () => {
  const file = expect.getState().testPath ?? '';
  let database = seeded.get(file);
  if (!database) {
    database = (async () => {
      const entry = await sharedSeed(inject('seedCacheDir'), testDriver(), generateSeed);
      const template = seedTemplateOf(path.basename(entry));
      return template ? { template } : { from: await openAsBlob(entry) };
    })();
    seeded.clear();
    seeded.set(file, database);
  }
  return database;
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
  const fromSeed = seed && !options.config?.COMPANY_CODE;
  const testDatabase = await createTestDatabase(fromSeed ? await seededDatabase() : {});
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
