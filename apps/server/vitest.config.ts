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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
