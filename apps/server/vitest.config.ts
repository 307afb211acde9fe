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
    // Guards, not expectations: a file's first app may generate the shared demo seed (~25 s on a
    // quiet 2-core machine), and a loaded CI machine runs everything at a third of the speed.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 20_000 } },
  },
});
