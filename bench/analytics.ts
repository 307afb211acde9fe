import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { analyticsPaths, apiBase, type AnalyticsPeriod } from '@lottery/contracts';
import { isolatedServerEnv, spawnServer } from '../scripts/spawn-server';
import { heldRate } from './held-rate';

/**
 * `node --import tsx bench/analytics.ts` (part of `npm run bench`): the lottery analytics call
 * (issue 23) of game 110 on the app as `npm start` runs it — PGlite in a fresh data directory,
 * the demo data (two years of draws), the draw engine on. Each period is asked once (the build:
 * the draws read, every statistic computed, serialized and compressed), then held at an even
 * rate (`BENCH_ANALYTICS_RATE`, default 200/s over 10 connections, after a 3 s warm-up) as a
 * phone asks (brotli accepted), answered from the cache. Target: p99 ≤ 20 ms for 100 draws.
 * Prints the figures and the machine's load; FAIL and exit 1 when the target is missed or a
 * request fails.
 */
const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rate = Number(process.env.BENCH_ANALYTICS_RATE ?? 200);
const connections = 10;
const targetP99Ms = 20;
const targetPeriod: AnalyticsPeriod = '100';
const periods: AnalyticsPeriod[] = ['100', '30', 'year'];
const headers = { 'accept-encoding': 'gzip, deflate, br' };

interface Row {
  name: string;
  period: AnalyticsPeriod;
  buildMs: number;
  /** The answer's JSON and the brotli body sent. */
  json: number;
  sent: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: number;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-analytics-'));
const rows: Row[] = [];
try {
  const server = await spawnServer('apps/server/src/main.ts', {
    cwd: root,
    env: isolatedServerEnv(dataDir),
    showErrors: true,
  });
  try {
    for (const period of periods) {
      const pathAndQuery = `${apiBase}${analyticsPaths.analytics}?gameId=110&period=${period}`;
      const started = performance.now();
      const first = await fetch(`${server.url}${pathAndQuery}`, { headers });
      const json = (await first.arrayBuffer()).byteLength;
      const buildMs = Math.round((performance.now() - started) * 10) / 10;
      if (first.status !== 200) throw new Error(`${pathAndQuery} answered ${first.status}`);
      // fetch hands over the decoded JSON; the header has the brotli body's size.
      const sent = Number(first.headers.get('content-length') ?? json);
      const request = () => ({ method: 'GET', path: pathAndQuery, headers });
      await heldRate({ url: server.url, rate, seconds: 3, connections, request });
      const held = await heldRate({ url: server.url, rate, seconds, connections, request });
      rows.push({
        name: `GET ${analyticsPaths.analytics}?gameId=110&period=${period} (br), held at ${rate}/s`,
        period,
        buildMs,
        json,
        sent,
        ...held,
      });
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const targeted = (row: Row) => row.period === targetPeriod;
const missed = (row: Row) => row.failed > 0 || (targeted(row) && row.p99Ms > targetP99Ms);
const table = rows.map((row) => ({
  route: row.name,
  'first (build) ms': row.buildMs,
  'JSON bytes': row.json,
  'sent bytes (br)': row.sent,
  'req/s': Math.round(row.perSecond),
  'p50 ms': row.p50Ms,
  'p99 ms': row.p99Ms,
  'max ms': row.maxMs,
  failed: row.failed,
  target: targeted(row) ? `p99 ≤ ${targetP99Ms} ms` : '',
  met: missed(row) ? 'FAIL' : targeted(row) ? 'ok' : '',
}));
console.log(
  `\nThe lottery analytics of game 110 from cache [PGlite, demo data, draw engine on] ` +
    `(node ${process.version}; load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')})\n`,
);
console.table(table);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/analytics.json'),
  `${JSON.stringify(table, null, 2)}\n`,
);
for (const row of rows.filter(missed)) {
  console.log(`FAIL ${row.name}: p99 ${row.p99Ms} ms, ${row.failed} failed`);
}
if (rows.some(missed)) process.exitCode = 1;
