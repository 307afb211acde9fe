import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'e2e'],
    // An unhandled rejection anywhere fails the run.
    dangerouslyIgnoreUnhandledErrors: false,
  },
});
