import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { redPacketPaths, redPacketStatus } from '@lottery/contracts';
import { isolatedServerEnv, spawnServer } from '../scripts/spawn-server';
import { onFreshPostgres } from './fresh-postgres';

/**
 * `node --import tsx bench/red-packets.ts` (part of `npm run bench`): the red-packet
 * storm on PostgreSQL through the real HTTP path. The server runs in its own process
 * (bench/red-packets-server.ts) with 1,000 signed-in members; a sender creates a packet of 100
 * shares (POST create), then all 1,000 members open it at once (POST open, one connection each,
 * warmed up before). Each of `BENCH_HONGBAO_ROUNDS` rounds must end with exactly 100 opens
 * answered 200 and the other 900 HONGBAO/FINISHED, each member at most once, Σ shares = the
 * amount, the packet finished; afterwards Σ ledger = balance for every wallet. Prints the
 * figures; FAIL and exit 1 when an invariant breaks or a request fails otherwise.
 */
const root = path.resolve(import.meta.dirname, '..');
const openers = Number(process.env.BENCH_OPENERS ?? 1_000);
const shares = Number(process.env.BENCH_HONGBAO_SHARES ?? 100);
const rounds = Number(process.env.BENCH_HONGBAO_ROUNDS ?? 3);
/** 1,000.00 yuan a packet. */
const amount = 1_000_000;

interface Answer {
  status: number;
  body: { code: number | string; data?: { amount: number; detail: { id: number } } };
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

const call = (
  url: string,
  method: 'GET' | 'POST',
  route: string,
  token: string,
  body?: unknown,
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `${url}/app-api${route}`,
      {
        method,
        agent,
        headers: {
          token,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text) as Answer['body'],
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });

let baseline = { warmSeconds: 0, readSeconds: 0 };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Round {
  packet: number;
  seconds: number;
  ok: number;
  finished: number;
  other: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  problems: string[];
}

const bench = async (
  databaseUrl: string,
): Promise<{ rounds: Round[]; ledgerProblems: string[] }> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-hongbao-'));
  const file = path.join(dir, 'setup.json');
  const server = await spawnServer('bench/red-packets-server.ts', {
    cwd: root,
    env: {
      ...isolatedServerEnv(path.join(dir, 'data')),
      DATABASE_URL: databaseUrl,
      DRAW_ENGINE: 'off',
      BENCH_OPENERS: String(openers),
      BENCH_HONGBAO_FILE: file,
    },
    showErrors: true,
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const setup = JSON.parse(readFileSync(file, 'utf8')) as {
      roomId: number;
      senderToken: string;
      tokens: string[];
      userIds: number[];
    };
    // Warm-up: every member's connection opened and signed in (a chat room's members are).
    const warmStarted = performance.now();
    const warm = await Promise.all(
      setup.tokens.map((token) =>
        call(server.url, 'GET', `${redPacketPaths.history}?kind=received`, token),
      ),
    );
    if (warm.some((answer) => answer.status !== 200)) throw new Error('the warm-up failed');
    const warmSeconds = (performance.now() - warmStarted) / 1000;
    // The same crowd reading (no lock, nothing written): what the machine does without a race.
    const readStarted = performance.now();
    await Promise.all(
      setup.tokens.map((token) =>
        call(server.url, 'GET', `${redPacketPaths.history}?kind=received`, token),
      ),
    );
    baseline = { warmSeconds, readSeconds: (performance.now() - readStarted) / 1000 };

    const results: Round[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const created = await call(server.url, 'POST', redPacketPaths.create, setup.senderToken, {
        room_id: setup.roomId,
        amount,
        count: shares,
        greeting: `压测红包 ${round + 1}`,
        idempotencyKey: `bench-${process.pid}-${round}`,
      });
      if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
      const id = (created.body.data as unknown as { id: number }).id;

      const started = performance.now();
      const answers = await Promise.all(
        setup.tokens.map((token) => call(server.url, 'POST', redPacketPaths.open, token, { id })),
      );
      const seconds = (performance.now() - started) / 1000;

      const problems: string[] = [];
      const won = answers.flatMap((answer, i) =>
        answer.status === 200
          ? [{ userId: setup.userIds[i], amount: answer.body.data?.amount ?? 0 }]
          : [],
      );
      const finished = answers.filter((answer) => answer.body.code === 'HONGBAO/FINISHED').length;
      const other = answers.length - won.length - finished;
      if (won.length !== shares) problems.push(`${won.length} opens succeeded, not ${shares}`);
      if (other > 0) {
        const codes = new Set(
          answers.filter((a) => a.status !== 200).map((a) => String(a.body.code)),
        );
        problems.push(`${other} opens failed otherwise (${[...codes].join(', ')})`);
      }
      const answered = won.reduce((sum, share) => sum + share.amount, 0);
      if (answered !== amount)
        problems.push(`the answers' shares add up to ${answered}, not ${amount}`);
      const {
        rows: [packet],
      } = await client.query<{
        status: number;
        remaining_amount: string;
        remaining_count: number;
      }>('select status, remaining_amount, remaining_count from red_packets where id = $1', [id]);
      if (packet?.status !== redPacketStatus.finished || Number(packet.remaining_amount) !== 0) {
        problems.push(`the packet is ${JSON.stringify(packet)}, not finished and empty`);
      }
      const { rows: stored } = await client.query<{ user_id: string; amount: string }>(
        'select user_id, amount from red_packet_shares where red_packet_id = $1',
        [id],
      );
      const storedUsers = new Set(stored.map((row) => Number(row.user_id)));
      if (stored.length !== shares || storedUsers.size !== stored.length) {
        problems.push(`${stored.length} share rows of ${storedUsers.size} members`);
      }
      const storedSum = stored.reduce((sum, row) => sum + Number(row.amount), 0);
      if (storedSum !== amount)
        problems.push(`the share rows add up to ${storedSum}, not ${amount}`);
      if (stored.some((row) => Number(row.amount) < 10 || Number(row.amount) % 10 !== 0)) {
        problems.push('a share below 1 cent or not whole cents');
      }
      if (won.some((share) => !storedUsers.has(share.userId ?? 0))) {
        problems.push('a member answered 200 holds no share row');
      }
      const {
        rows: [credits],
      } = await client.query<{ count: string; sum: string }>(
        `select count(*), coalesce(sum(amount), 0) as sum from ledger_entries
         where reference like $1`,
        [`hongbao:open:${id}:%`],
      );
      if (Number(credits?.count) !== shares || Number(credits?.sum) !== amount) {
        problems.push(`the ledger credited ${credits?.count} shares, ${credits?.sum} in all`);
      }
      const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
      results.push({
        packet: id,
        seconds,
        ok: won.length,
        finished,
        other,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        maxMs: latencies.at(-1) ?? 0,
        problems,
      });
    }
    await server.stop();
    const { rows: bad } = await client.query(`
      select w.user_id from wallets w left join ledger_entries e
        on e.user_id = w.user_id and e.wallet = w.kind
      group by w.user_id, w.kind, w.balance having w.balance <> coalesce(sum(e.amount), 0)`);
    return {
      rounds: results,
      ledgerProblems: bad.length > 0 ? [`Σ ledger ≠ balance for ${bad.length} wallets`] : [],
    };
  } finally {
    agent.destroy();
    await client.end();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
};

const { rounds: results, ledgerProblems } = await onFreshPostgres(bench, 'bench_hongbao');
const table = results.map((row, i) => ({
  round: i + 1,
  opens: openers,
  shares,
  'all answered in s': row.seconds.toFixed(3),
  'opens/s': Math.round(openers / row.seconds),
  'p50 ms': Math.round(row.p50Ms),
  'p99 ms': Math.round(row.p99Ms),
  'max ms': Math.round(row.maxMs),
  '200': row.ok,
  FINISHED: row.finished,
  other: row.other,
  invariants: row.problems.length === 0 ? 'ok' : 'FAIL',
}));
console.log(
  `\n${openers} members opening one red packet of ${shares} shares at once, over HTTP, on PostgreSQL (node ${process.version})\n`,
);
console.table(table);
console.log(
  `Baseline, the same ${openers} members each reading 红包记录 at once: ` +
    `${baseline.readSeconds.toFixed(3)} s (first time, connections opened: ${baseline.warmSeconds.toFixed(3)} s)`,
);
console.log(`Σ ledger = balance for every wallet: ${ledgerProblems.length === 0 ? 'yes' : 'NO'}`);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/red-packets.json'),
  `${JSON.stringify(table, null, 2)}\n`,
);
const problems = [...results.flatMap((row) => row.problems), ...ledgerProblems];
for (const problem of problems) console.log(`FAIL ${problem}`);
if (problems.length > 0) process.exitCode = 1;
