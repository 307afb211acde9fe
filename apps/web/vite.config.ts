// A config file cannot be part of a cycle, and following vite's own imports crashes the rule.
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { antdMobileImports } from './antd-mobile-imports';
import { pureContracts } from './pure-contracts';

const server = 'http://localhost:8080';

/**
 * react-router's package exports only its development build (issue #14753); the production
 * build is the same code without the dev warnings.
 */
const reactRouterBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterBuild}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterBuild}dom-export.mjs` },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), pureContracts(), antdMobileImports()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: 'dist',
    // Cheap Android phones run old WebViews; es2020 keeps optional chaining and `??` native.
    target: 'es2020',
    chunkSizeWarningLimit: 600,
    // The server reads it to send the home's and the gallery's page chunks with the entry.
    manifest: true,
    rolldownOptions: {
      // Reading a property never runs code of ours or our libraries' (no getters with effects,
      // no reflow reads as statements), so unused reads are dropped with what they read.
      treeshake: { propertyReadSideEffects: false },
    },
  },
  server: {
    proxy: {
      '/app-api': server,
      '/api-messen': { target: server, ws: true },
      '/img-messen': server,
      '/sys-upload': server,
      '/ws-game': { target: server, ws: true },
    },
  },
}));
