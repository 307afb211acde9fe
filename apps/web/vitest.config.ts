import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Page tests render whole routes in jsdom; on a loaded 2-core machine 5 s is too tight.
    testTimeout: 15_000,
    // expect.poll's default second is too short for a loaded machine; a poll ends at the state.
    expect: { poll: { timeout: 10_000 } },
  },
});
