import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { recordPaths } from '@lottery/contracts';
import { isolatedServerEnv, spawnServer } from '../scripts/spawn-server';
import { onFreshPostgres } from './fresh-postgres';
import { heldRate } from './held-rate';

/**
 * `node --import tsx bench/bet-list.ts` (part of `npm run bench`): the bet list of a member with
 * 100,000 orders today and 100,000 yesterday (bench/bet-list-server.ts, its own process, on the
 * machine's PostgreSQL; PGlite reported too). Each row reads one page at an even held rate
 * (`BENCH_LIST_RATE`, default 100/s over 10 connections) after a 2 s warm-up; target p99 ≤ 50 ms
 * on PostgreSQL for page 1 and page 500. Also the rate of page 500 as fast as it goes.
 * Prints the figures; FAIL and exit 1 when a target is missed or a request fails.
 */
const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rate = Number(process.env.BENCH_LIST_RATE ?? 100);
const connections = 10;
const targetP99Ms = 50;

interface Row {
  name: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  target: boolean;
}

const benchList = async (driver: 'PostgreSQL' | 'PGlite', env: NodeJS.ProcessEnv) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-list-'));
  const file = path.join(dir, 'setup.json');
  const server = await spawnServer('bench/bet-list-server.ts', {
    cwd: root,
    env: {
      ...isolatedServerEnv(path.join(dir, 'data')),
      ...env,
      DRAW_ENGINE: 'off',
      BENCH_LIST_FILE: file,
    },
    showErrors: true,
  });
  const rows: Row[] = [];
  try {
    const { token, yesterday } = JSON.parse(readFileSync(file, 'utf8')) as {
      token: string;
      yesterday: string;
    };
    const pages = [
      { name: 'todayList page 1', path: `${recordPaths.todayList}?page=1&rows=20` },
      { name: 'todayList page 500', path: `${recordPaths.todayList}?page=500&rows=20` },
      {
        name: 'todayList 已开奖 page 500',
        path: `${recordPaths.todayList}?status=1&page=500&rows=20`,
      },
      {
        name: 'historyList page 1',
        path: `${recordPaths.historyList}?date=${yesterday}&page=1&rows=20`,
      },
      {
        name: 'historyList page 500',
        path: `${recordPaths.historyList}?date=${yesterday}&page=500&rows=20`,
      },
    ];
    for (const page of pages) {
      const request = () => ({ method: 'GET', path: `/app-api${page.path}`, headers: { token } });
      await heldRate({ url: server.url, rate, seconds: 2, connections, request });
      const held = await heldRate({ url: server.url, rate, seconds, connections, request });
      rows.push({
        name: `GET ${page.name}, held at ${rate}/s [${driver}]`,
        ...held,
        target: driver === 'PostgreSQL' && !page.name.includes('已开奖'),
      });
    }
    const fastest = await autocannon({
      url: `${server.url}/app-api${pages[1]?.path ?? ''}`,
      headers: { token },
      connections,
      duration: seconds,
    });
    rows.push({
      name: `GET todayList page 500, as fast as it goes (${connections} conns) [${driver}]`,
      perSecond: fastest.requests.average,
      p50Ms: fastest.latency.p50,
      p99Ms: fastest.latency.p99,
      failed: fastest.errors + fastest.non2xx,
      target: false,
    });
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
};

const rows: Row[] = [];
rows.push(...(await onFreshPostgres((url) => benchList('PostgreSQL', { DATABASE_URL: url }))));
if (process.env.BENCH_PGLITE !== '0') rows.push(...(await benchList('PGlite', {})));

const missed = (row: Row) => row.failed > 0 || (row.target && row.p99Ms > targetP99Ms);
const table = rows.map((row) => ({
  route: row.name,
  'req/s': Math.round(row.perSecond),
  'p50 ms': row.p50Ms,
  'p99 ms': row.p99Ms,
  failed: row.failed,
  target: row.target ? `p99 ≤ ${targetP99Ms} ms` : '',
  met: missed(row) ? 'FAIL' : row.target ? 'ok' : '',
}));
console.log(`\nThe bet list of a member with 100,000 orders a day (node ${process.version})\n`);
console.table(table);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/bet-list.json'),
  `${JSON.stringify(table, null, 2)}\n`,
);
for (const row of rows.filter(missed)) {
  console.log(`FAIL ${row.name}: p99 ${row.p99Ms} ms, ${row.failed} failed`);
}
if (rows.some(missed)) process.exitCode = 1;
