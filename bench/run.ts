import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { templateListFile } from '@lottery/contracts';
import { isolatedServerEnv, spawnServer } from '../scripts/spawn-server';
import { onFreshPostgres } from './fresh-postgres';
import { sealerOf } from './sealer';

/**
 * `npm run bench`: load-tests a bare-Fastify baseline and the project's server in the same run
 * and prints each row's ratio to the baseline. Each server runs in its own process: on PGlite,
 * then on the machine's PostgreSQL (a fresh database, dropped after). Rows with a target
 * (issue 17's member calls) fail the run when they miss it; their ratio is to the baseline
 * measured again just before them, so the machine's load changing during the run (other work on
 * a shared two-core machine) does not decide a target.
 */
const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The cluster the PostgreSQL rows create their database in. */

/** At least this share of the baseline's req/s, at most this p99. */
interface Target {
  ratio: number;
  p99Ms: number;
}

/** A signed-in member's call (every member screen, bet and chat message pays it; issue 17). */
const memberTargets: Record<'PGlite' | 'PostgreSQL', Target> = {
  PGlite: { ratio: 0.05, p99Ms: 50 },
  PostgreSQL: { ratio: 0.2, p99Ms: 50 },
};

interface Row {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  target?: Target;
  /** The baseline row this row's ratios are to (the first one when absent). */
  baseline?: Row;
}

const load = async (
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Row> => {
  await autocannon({ url, connections, duration: 2, headers }); // warm-up
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
};

const loginBody = (password: string, account = 'member01') =>
  new URLSearchParams({
    account,
    password,
    remember: '0',
    version: '5.0.9',
  }).toString();

const signIn = async (baseUrl: string, account: string, password: string) => {
  const res = await fetch(`${baseUrl}/app-api/v/user/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': '10.255.0.1',
    },
    body: loginBody(password, account),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
};

/**
 * Login is argon2id-bound by design. Each request comes from its own forwarded address so the
 * per-address rate limit (which would answer 429) does not hide the cost being measured.
 */
const loadLogin = async (baseUrl: string, seal: (plain: string) => string): Promise<Row> => {
  let n = 0;
  const options = {
    url: `${baseUrl}/app-api/v/user/login`,
    method: 'POST' as const,
    connections: 8,
    duration: seconds,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          n += 1;
          request.body = loginBody(seal('Member123'));
          request.headers = {
            ...request.headers,
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          };
          return request;
        },
      },
    ],
  };
  const result = await autocannon(options);
  return {
    name: 'POST /app-api/v/user/login (argon2id, 8 conns)',
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
};

/** The project's server on one database: the guests' rows, the login, the members' rows. */
const loadProject = async (
  driver: 'PGlite' | 'PostgreSQL',
  env: NodeJS.ProcessEnv,
  baselineUrl: string,
): Promise<Row[]> => {
  const rows: Row[] = [];
  const project = await spawnServer('apps/server/src/main.ts', {
    cwd: root,
    env: { ...isolatedServerEnv(dataDir), ...env, TRUST_PROXY: 'true' },
    showErrors: true,
  });
  const on = (name: string) => `${name} [${driver}]`;
  try {
    if (driver === 'PGlite') {
      rows.push(
        await load(
          on('GET /sys-upload/data/json/config.json'),
          `${project.url}/sys-upload/data/json/config.json`,
        ),
      );
    }
    rows.push(await load(on('GET /app-api/company/get'), `${project.url}/app-api/company/get`));
    // The home's template list: the static file (the default) and the API a guest reads, asked
    // as a browser asks (each is ~50 KB of JSON, compressed once per change; brotli is chosen).
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    if (driver === 'PGlite') {
      rows.push(
        await load(
          on(`GET /sys-upload/data/json/${templateListFile(110)} (br)`),
          `${project.url}/sys-upload/data/json/${templateListFile(110)}`,
          browser,
        ),
      );
    }
    rows.push(
      await load(
        on('GET /app-api/game-document/template?gameId=110 (guest, br)'),
        `${project.url}/app-api/game-document/template?gameId=110&page=1&rows=20`,
        browser,
      ),
    );
    const seal = await sealerOf(project.url);
    // Argon2id-bound whatever the database: measured once.
    if (driver === 'PGlite') rows.push(await loadLogin(project.url, seal));
    // Another member: logins of member01 still queued behind argon2 would end this session.
    const token = await signIn(project.url, 'agent01', seal('Agent1234'));
    const baseline = await load(`baseline: bare Fastify GET /, again [${driver}]`, baselineUrl);
    rows.push(baseline);
    rows.push({
      ...(await load(
        on('GET /app-api/api/user/info (signed in)'),
        `${project.url}/app-api/api/user/info`,
        { token },
      )),
      target: memberTargets[driver],
      baseline,
    });
    rows.push(
      await load(
        on('GET /app-api/game-document/template?gameId=110 (signed in, br)'),
        `${project.url}/app-api/game-document/template?gameId=110&page=1&rows=20`,
        { token, ...browser },
      ),
    );
  } finally {
    await project.stop();
  }
  return rows;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
const rows: Row[] = [];
try {
  // It stays up (idle) to be measured again beside the member rows.
  const baseline = await spawnServer('bench/baseline-server.ts', { cwd: root, showErrors: true });
  try {
    rows.push(await load('baseline: bare Fastify GET /', `${baseline.url}/`));

    rows.push(...(await loadProject('PGlite', isolatedServerEnv(dataDir), `${baseline.url}/`)));
    rows.push(
      ...(await onFreshPostgres((url) =>
        loadProject('PostgreSQL', { DATABASE_URL: url }, `${baseline.url}/`),
      )),
    );
  } finally {
    await baseline.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const [first] = rows;
const baselineOf = (row: Row) => row.baseline ?? first!;
const ratioOf = (row: Row) => row.requestsPerSecond / baselineOf(row).requestsPerSecond;
const missed = (row: Row) =>
  row.target !== undefined && (ratioOf(row) < row.target.ratio || row.p99Ms > row.target.p99Ms);
const table = rows.map((row) => ({
  route: row.name,
  'req/s': Math.round(row.requestsPerSecond),
  'p99 ms': row.p99Ms,
  'req/s ratio': ratioOf(row).toFixed(2),
  'p99 ratio': (row.p99Ms / Math.max(baselineOf(row).p99Ms, 1)).toFixed(2),
  errors: row.errors + row.non2xx,
  target: row.target ? `≥ ${row.target.ratio.toFixed(2)}, p99 ≤ ${row.target.p99Ms} ms` : '',
  met: row.target ? (missed(row) ? 'FAIL' : 'ok') : '',
}));
console.log(`\n${connections} connections, ${seconds} s per row, node ${process.version}\n`);
console.table(table);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(table, null, 2)}\n`);
for (const row of rows.filter(missed)) {
  console.log(
    `FAIL ${row.name}: ${ratioOf(row).toFixed(3)} of ${baselineOf(row).name} ` +
      `(target ≥ ${row.target!.ratio}), ` +
      `p99 ${row.p99Ms} ms (target ≤ ${row.target!.p99Ms} ms)`,
  );
}
if (rows.some((row) => row.errors + row.non2xx > 0 || missed(row))) process.exitCode = 1;
