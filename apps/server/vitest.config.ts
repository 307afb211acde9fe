import { defineConfig } from 'vitest/config';

/** Server tests; TEST_DB picks the driver (the root config runs them on both). */
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    env: { TEST_DB: 'pglite' },
    globalSetup: ['./test/helpers/global-setup.ts'],
    // A worker runs its files in one module graph: loading the server's modules for every file
    // cost about as much as the tests themselves (nothing here mocks modules or keeps state
    // between files; test-app.ts keys its seed by file).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
