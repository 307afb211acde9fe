import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { addDaysTo, agentPaths, chinaDateOf, maxReportDays } from '@lottery/contracts';
import { isolatedServerEnv, spawnServer } from '../scripts/spawn-server';
import { onFreshPostgres } from './fresh-postgres';
import { heldRate, type HeldRateResult } from './held-rate';

/**
 * `node --import tsx bench/agent-team.ts` (part of `npm run bench`): the team overview
 * (dl/queryTeamRws, issue 22) of an agent with 10,000 downline accounts and 1,000,000 orders
 * (bench/agent-team-server.ts, its own process, on a fresh database of the machine's
 * PostgreSQL). Each row asks one range at an even held rate (`BENCH_TEAM_RATE`, default 2/s
 * over 10 connections) after a 3 s warm-up: today, the last 7 days, the last 31 days (the
 * longest range allowed) and the 31 days of one sub-agent's team. Target p99 ≤ 200 ms each.
 * Prints the figures and the machine's load; FAIL and exit 1 when a target is missed or a
 * request fails.
 */
const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rate = Number(process.env.BENCH_TEAM_RATE ?? 2);
const connections = 10;
const targetP99Ms = 200;

interface Row {
  name: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The slowest request, when held-rate.ts reports it. */
  maxMs?: number | undefined;
  failed: number;
}

const benchTeam = async (env: NodeJS.ProcessEnv) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-team-'));
  const file = path.join(dir, 'setup.json');
  const server = await spawnServer('bench/agent-team-server.ts', {
    cwd: root,
    env: {
      ...isolatedServerEnv(path.join(dir, 'data')),
      ...env,
      DRAW_ENGINE: 'off',
      BENCH_TEAM_FILE: file,
    },
    showErrors: true,
  });
  const rows: Row[] = [];
  try {
    const { token, subAgentId } = JSON.parse(readFileSync(file, 'utf8')) as {
      token: string;
      subAgentId: number;
    };
    const today = chinaDateOf(Date.now());
    const range = (days: number) => `beginDate=${addDaysTo(today, 1 - days)}&endDate=${today}`;
    const cases = [
      { name: 'today', query: range(1) },
      { name: 'last 7 days', query: range(7) },
      { name: `last ${maxReportDays} days`, query: range(maxReportDays) },
      {
        name: `last ${maxReportDays} days, one sub-agent's team`,
        query: `${range(maxReportDays)}&userId=${subAgentId}`,
      },
    ];
    for (const { name, query } of cases) {
      const request = () => ({
        method: 'GET',
        path: `/app-api${agentPaths.teamReport}?${query}`,
        headers: { token },
      });
      await heldRate({ url: server.url, rate, seconds: 3, connections, request });
      const held: HeldRateResult = await heldRate({
        url: server.url,
        rate,
        seconds,
        connections,
        request,
      });
      rows.push({ name: `GET queryTeamRws ${name}, held at ${rate}/s`, ...held });
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
};

const rows = await onFreshPostgres((url) => benchTeam({ DATABASE_URL: url }));

const missed = (row: Row) => row.failed > 0 || row.p99Ms > targetP99Ms;
const table = rows.map((row) => ({
  route: row.name,
  'req/s': Math.round(row.perSecond),
  'p50 ms': row.p50Ms,
  'p99 ms': row.p99Ms,
  'max ms': row.maxMs ?? '',
  failed: row.failed,
  target: `p99 ≤ ${targetP99Ms} ms`,
  met: missed(row) ? 'FAIL' : 'ok',
}));
console.log(
  `\nThe team overview of an agent with 10,000 downline accounts and 1,000,000 orders ` +
    `[PostgreSQL] (node ${process.version}; load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')})\n`,
);
console.table(table);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/agent-team.json'),
  `${JSON.stringify(table, null, 2)}\n`,
);
for (const row of rows.filter(missed)) {
  console.log(`FAIL ${row.name}: p99 ${row.p99Ms} ms, ${row.failed} failed`);
}
if (rows.some(missed)) process.exitCode = 1;
