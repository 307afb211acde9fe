// A config file cannot be part of a cycle, and following vite's own imports crashes the rule.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pureContracts } from './pure-contracts';

const server = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), pureContracts()],
  build: {
    outDir: 'dist',
    // Cheap Android phones run old WebViews; es2020 keeps optional chaining and `??` native.
    target: 'es2020',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Reading a property never runs code of ours or our libraries' (no getters with effects,
      // no reflow reads as statements), so unused reads are dropped with what they read.
      treeshake: { propertyReadSideEffects: false },
    },
  },
  server: {
    proxy: {
      '/app-api': server,
      '/api-messen': server,
      '/img-messen': server,
      '/sys-upload': server,
      '/ws-game': { target: server, ws: true },
    },
  },
});
