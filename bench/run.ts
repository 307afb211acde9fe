import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { isolatedServerEnv, spawnServer } from '../scripts/spawn-server';

/**
 * `npm run bench`: load-tests a bare-Fastify baseline and the project's server in the same run
 * and prints each row's ratio to the baseline. Each server runs in its own process.
 */
const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

const load = async (name: string, url: string): Promise<Row> => {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
const rows: Row[] = [];
try {
  const baseline = await spawnServer('bench/baseline-server.ts', { cwd: root, showErrors: true });
  rows.push(await load('baseline: bare Fastify GET /', `${baseline.url}/`));
  await baseline.stop();

  const project = await spawnServer('apps/server/src/main.ts', {
    cwd: root,
    env: isolatedServerEnv(dataDir),
    showErrors: true,
  });
  rows.push(
    await load(
      'GET /sys-upload/data/json/config.json',
      `${project.url}/sys-upload/data/json/config.json`,
    ),
  );
  rows.push(await load('GET /app-api/company/get', `${project.url}/app-api/company/get`));
  await project.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const [base] = rows;
const table = rows.map((row) => ({
  route: row.name,
  'req/s': Math.round(row.requestsPerSecond),
  'p99 ms': row.p99Ms,
  'req/s ratio': (row.requestsPerSecond / base!.requestsPerSecond).toFixed(2),
  'p99 ratio': (row.p99Ms / Math.max(base!.p99Ms, 1)).toFixed(2),
  errors: row.errors + row.non2xx,
}));
console.log(`\n${connections} connections, ${seconds} s per row, node ${process.version}\n`);
console.table(table);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(table, null, 2)}\n`);
if (rows.some((row) => row.errors + row.non2xx > 0)) process.exitCode = 1;
