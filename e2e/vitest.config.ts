import { defineConfig } from 'vitest/config';

/** Browser journeys against the built app on a real started server. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll's default second is too short for a page's first call on a loaded machine.
    expect: { poll: { timeout: 20_000 } },
  },
});
