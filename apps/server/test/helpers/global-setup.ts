import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropTestDatabase } from './test-database';
import { seedTemplateOf } from './seed-cache';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the test files of this run share their seeded demo databases (see seed-cache.ts). */
    seedCacheDir: string;
  }
}

/** One directory per run for the seeded demo databases the test files share. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-seeds-'));
  project.provide('seedCacheDir', dir);
  return async () => {
    // The PostgreSQL templates this run made (only those: other runs may share the server).
    for (const entry of readdirSync(dir)) {
      const template = seedTemplateOf(entry);
      if (template) await dropTestDatabase(template);
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
