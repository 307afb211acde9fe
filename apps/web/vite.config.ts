// A config file cannot be part of a cycle, and following vite's own imports crashes the rule.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // Cheap Android phones run old WebViews; es2020 keeps optional chaining and `??` native.
    target: 'es2020',
    chunkSizeWarningLimit: 600,
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
