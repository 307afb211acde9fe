// A config file cannot be part of a cycle, and following vite's own imports crashes the rule.
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pureContracts } from './pure-contracts';

const here = path.dirname(fileURLToPath(import.meta.url));
const server = 'http://localhost:8080';

/** As in vite.config.ts: react-router's production build instead of its development one. */
const reactRouterBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterBuild}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterBuild}dom-export.mjs` },
];

/**
 * The operator back office (issue 24): its own entry (admin/index.html) and its own build under
 * dist/admin/, served at /admin. It runs after the member build, which empties dist/; nothing of
 * it enters the member app's bundle.
 */
export default defineConfig(({ command }) => ({
  root: path.join(here, 'admin'),
  base: '/admin/',
  // The member app's public files are served at the site's root already.
  publicDir: false,
  plugins: [react(), pureContracts()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: path.join(here, 'dist/admin'),
    emptyOutDir: true,
    target: 'es2020',
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/app-api': server, '/sys-upload': server },
  },
}));
