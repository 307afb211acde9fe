import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { betStatus } from '@lottery/contracts';
import { buildApp } from '../apps/server/src/app';
import { configSchema } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import type { Timers } from '../apps/server/src/modules/draws/draw-engine';
import {
  addDrawnTurn,
  addManyMembers,
  addTestGame,
  betOf,
  insertManyOrders,
  ledgerMismatches,
  randomDraw,
  seededRandom,
} from '../apps/server/test/helpers/bets';
import { isolatedServerEnv, spawnServer } from '../scripts/spawn-server';
import { onFreshPostgres } from './fresh-postgres';
import { heldRate } from './held-rate';

/**
 * `node --import tsx bench/betting.ts` (part of `npm run bench`):
 * (a) settlement of one turn's 100,000 pending bets (many members, every play) in the server's
 *     process, on PostgreSQL (target ≤ 10 s) and PGlite; afterwards Σ ledger = balance for
 *     every member's wallet;
 * (b) placing bets: autocannon POST /app-api/api/bet/place (signed-in members, a fresh
 *     idempotency key each) against the server in its own process (bench/betting-server.ts),
 *     beside pgbench running the placement's transaction as SQL on the same PostgreSQL.
 *     Targets: as fast as it goes, ≥ 50 % of pgbench's best rate; held at that rate by 50
 *     connections, p99 ≤ 25 ms (a closed loop of 50 at full speed measures only 50 ÷ rate:
 *     pgbench's own 50 clients wait 35–45 ms a transaction). PGlite reported too.
 * Prints the figures; FAIL and exit 1 when a target is missed, a request fails or the ledger
 * disagrees.
 */
const root = path.resolve(import.meta.dirname, '..');
const betCount = Number(process.env.BENCH_BETS ?? 100_000);
const memberCount = Number(process.env.BENCH_BET_MEMBERS ?? 5_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const targets = { settleSeconds: 10, placeRatio: 0.5, placeP99Ms: 25 } as const;

/** Timers that never fire: the bench calls the settlement itself, no periodic sweep. */
const stillTimers: Timers = { setTimeout: () => 0, clearTimeout: () => {} };

interface SettleRow {
  driver: string;
  bets: number;
  members: number;
  seconds: number;
  ledgerOk: boolean;
  target?: number;
}

const benchSettlement = async (
  driver: 'PostgreSQL' | 'PGlite',
  options: { DATABASE_URL?: string; DATA_DIR: string },
): Promise<SettleRow> => {
  const config = configSchema.parse({
    DATA_DIR: options.DATA_DIR,
    DATABASE_URL: options.DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    DRAW_ENGINE: 'off',
  });
  const database = await openDatabase(config);
  const app = await buildApp(config, { database, timers: stillTimers });
  try {
    await app.services.settlement.whenIdle();
    const { db } = app.database;
    const gameId = 9_001;
    const turnNum = '20990101-0001';
    const planTime = new Date('2099-01-01T12:00:00Z');
    const random = seededRandom(18);
    await addTestGame(db, gameId, '结算测试彩');
    const members = await addManyMembers(app, 'bench', memberCount, 100_000_000);
    const orders = Array.from({ length: betCount }, () => ({
      userId: members[Math.floor(random() * members.length)] ?? 0,
      ...betOf({
        play: Math.floor(random() * 1000),
        picks: Array.from({ length: 10 }, () => Math.floor(random() * 1000)),
        yuan: 1 + Math.floor(random() * 100),
        odds: 1_500 + Math.floor(random() * 50_000),
        odds2: 1_200 + Math.floor(random() * 1_000),
      }),
    }));
    await insertManyOrders(
      app,
      { gameId, turnNum, betEndTime: new Date(planTime.getTime() - 30_000) },
      orders,
    );
    await addDrawnTurn(db, { gameId, turnNum, numbers: randomDraw(random), planTime });
    if (driver === 'PostgreSQL') await db.execute(sql`analyze`);

    const started = performance.now();
    const { settled } = await app.services.settlement.settleTurn(gameId, turnNum);
    const seconds = (performance.now() - started) / 1000;
    if (settled !== betCount) throw new Error(`settled ${settled} of ${betCount}`);
    const pending = await db.execute(
      sql`select count(*) from bet_orders where status = ${betStatus.pending}`,
    );
    const mismatches = await ledgerMismatches(db);
    return {
      driver,
      bets: betCount,
      members: memberCount,
      seconds,
      ledgerOk:
        mismatches.length === 0 &&
        Number((pending as { rows: { count: string }[] }).rows[0]?.count) === 0,
      ...(driver === 'PostgreSQL' ? { target: targets.settleSeconds } : {}),
    };
  } finally {
    await app.close();
    await database.close();
  }
};

const settleRows: SettleRow[] = [];
settleRows.push(
  await onFreshPostgres((url) =>
    benchSettlement('PostgreSQL', { DATABASE_URL: url, DATA_DIR: 'memory://' }),
  ),
);
if (process.env.BENCH_PGLITE !== '0') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-betting-'));
  try {
    settleRows.push(await benchSettlement('PGlite', { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// (b) Placement.

interface PlaceRow {
  name: string;
  perSecond: number;
  p99Ms: number | null;
  p50Ms?: number;
  failed: number;
  ratio?: number;
}

const pgbenchBinary = () =>
  [
    spawnSync('which', ['pgbench'], { encoding: 'utf8' }).stdout.trim(),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`)
      : []),
  ].find((candidate) => candidate && existsSync(candidate));

/**
 * The transaction placement.service.ts runs for a one-bet slip, as SQL (extended protocol, as
 * node-postgres sends it): the slip with its debit and ledger entry (wallet.postWithRecord),
 * then the order within the turn limits (betting.repository insertOrdersWithinTurnLimits).
 */
const placementScript = `
\\set uid random(:lo, :hi)
\\set ball random(1, 49)
BEGIN;
WITH r AS (INSERT INTO bet_slips (user_id, idempotency_key, body_hash, game_id, total, created_at)
    VALUES (:uid, md5(random()::text), 'pgbench', :game, 1000, now()) ON CONFLICT DO NOTHING RETURNING id),
  w AS (UPDATE wallets SET balance = balance + (-1000)::bigint, updated_at = now()
    WHERE user_id = :uid AND kind = 'money' AND EXISTS (SELECT 1 FROM r) RETURNING balance),
  e AS (INSERT INTO ledger_entries (user_id, wallet, amount, transaction_type, reference, balance_after, remark)
    SELECT :uid, 'money', -1000, 3, E'bet\\x3aslip\\x3a' || r.id, w.balance, 'pgbench' FROM r, w
    RETURNING id, balance_after)
  SELECT r.id AS slip_id, e.id AS entry_id, e.balance_after FROM r LEFT JOIN e ON true \\gset
WITH v AS (SELECT * FROM unnest('{NULL}'::text[], ARRAY[:turn]::text[], ARRAY[now() + interval '1 hour'],
    '{tm}'::text[], ARRAY[lpad(:ball::text, 2, '0')], '{1000}'::bigint[], '{2000}'::int[],
    '{NULL}'::int[], '{NULL}'::text[]) WITH ORDINALITY AS v(order_no, turn_num, bet_end_time,
    play_code, content, amount, odds, odds2, track_order_no, ord)),
  lim AS (SELECT * FROM unnest('{tm}'::text[], '{100000000000}'::bigint[]) AS lim(play_code, turn_max)),
  placed AS (SELECT turn_num, play_code, sum(amount) AS total FROM bet_orders
    WHERE user_id = :uid AND game_id = :game AND turn_num IN (SELECT turn_num FROM v)
    AND play_code IN (SELECT play_code FROM lim) AND status IN (0, 1) GROUP BY turn_num, play_code),
  over AS (SELECT 1 FROM (SELECT turn_num, play_code, sum(amount) AS stake FROM v GROUP BY 1, 2) s
    JOIN lim USING (play_code) LEFT JOIN placed USING (turn_num, play_code)
    WHERE coalesce(placed.total, 0) + s.stake > lim.turn_max),
  written AS (INSERT INTO bet_orders (order_no, slip_id, user_id, game_id, turn_num, bet_end_time,
    play_code, content, amount, odds, odds2, model, rebate, track_order_no, stop_on_win, created_at)
    SELECT coalesce(v.order_no, 'PGB' || lpad(nextval('bet_order_no_seq')::text, 10, '0')), :slip_id,
      :uid, :game, v.turn_num, v.bet_end_time, v.play_code, v.content, v.amount, v.odds, v.odds2,
      1, 0, v.track_order_no, false, now()
    FROM v WHERE NOT EXISTS (SELECT 1 FROM over) ORDER BY v.ord RETURNING id, order_no)
  SELECT id, order_no FROM written ORDER BY id;
COMMIT;
`;

const runPgbench = (
  url: string,
  setup: { gameId: number; turnNum: string; userIds: number[] },
  clients: number,
): PlaceRow => {
  const binary = pgbenchBinary();
  if (!binary) throw new Error('pgbench not found (PATH, /usr/lib/postgresql/*/bin)');
  const dir = mkdtempSync(path.join(tmpdir(), 'pgbench-'));
  try {
    const script = path.join(dir, 'place.sql');
    writeFileSync(script, placementScript);
    const result = spawnSync(
      binary,
      [
        '-n',
        '-M',
        'extended',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-r',
        '-D',
        `lo=${Math.min(...setup.userIds)}`,
        '-D',
        `hi=${Math.max(...setup.userIds)}`,
        '-D',
        `game=${setup.gameId}`,
        '-D',
        `turn=${setup.turnNum}`,
        '-f',
        script,
        url,
      ],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+)/.exec(result.stdout)?.[1];
    const failed = Number(/number of failed transactions: (\d+)/.exec(result.stdout)?.[1] ?? 0);
    if (!tps) throw new Error(`pgbench failed:\n${result.stdout}\n${result.stderr}`);
    return {
      name: `pgbench: the placement transaction as SQL, ${clients} clients [PostgreSQL]`,
      perSecond: Number(tps),
      p99Ms: null,
      failed,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const benchPlacement = async (
  driver: 'PostgreSQL' | 'PGlite',
  env: NodeJS.ProcessEnv,
  url?: string,
): Promise<PlaceRow[]> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-place-'));
  const file = path.join(dir, 'setup.json');
  const server = await spawnServer('bench/betting-server.ts', {
    cwd: root,
    env: {
      ...isolatedServerEnv(path.join(dir, 'data')),
      ...env,
      DRAW_ENGINE: 'off',
      BENCH_BETTING_FILE: file,
    },
    showErrors: true,
  });
  const rows: PlaceRow[] = [];
  try {
    const setup = JSON.parse(readFileSync(file, 'utf8')) as {
      gameId: number;
      turnNum: string;
      tokens: string[];
      userIds: number[];
    };
    let n = 0;
    /** Request n: a one-bet slip of a member (round robin) with a key of its own. */
    const slipRequest = (i: number) => ({
      headers: {
        'content-type': 'application/json',
        token: setup.tokens[i % setup.tokens.length] ?? '',
      },
      body: JSON.stringify({
        gameId: setup.gameId,
        turnNum: setup.turnNum,
        idempotencyKey: `bench-${process.pid}-${i}`,
        bets: [{ playCode: 'tm', content: String((i % 49) + 1).padStart(2, '0'), amount: 1 }],
      }),
    });
    const place = (duration: number) =>
      autocannon({
        url: `${server.url}/app-api/api/bet/place`,
        method: 'POST',
        connections,
        duration,
        requests: [
          {
            setupRequest: (request: autocannon.Request) => {
              n += 1;
              const { headers, body } = slipRequest(n);
              request.headers = { ...request.headers, ...headers };
              request.body = body;
              return request;
            },
          },
        ],
      });
    await place(2); // warm-up
    const saturated = await place(seconds);
    rows.push({
      name: `POST /app-api/api/bet/place, as fast as it goes (${connections} conns) [${driver}]`,
      perSecond: saturated.requests.average,
      p99Ms: saturated.latency.p99,
      failed: saturated.errors + saturated.non2xx,
    });
    if (url) {
      // pgbench beside the idle server; then the server again at half pgbench's best rate.
      const pgbench = [runPgbench(url, setup, 10), runPgbench(url, setup, connections)];
      const rate =
        Number(process.env.BENCH_HELD_RATE) ||
        Math.round(targets.placeRatio * Math.max(...pgbench.map((row) => row.perSecond)));
      const hold = (duration: number) =>
        heldRate({
          url: server.url,
          rate,
          seconds: duration,
          connections,
          request: () => {
            n += 1;
            return { method: 'POST', path: '/app-api/api/bet/place', ...slipRequest(n) };
          },
        });
      await hold(2); // warm-up: the pool closed its idle connections while pgbench ran
      const held = await hold(seconds);
      rows.push(
        {
          name: `POST /app-api/api/bet/place, held at ${rate}/s (${connections} conns) [${driver}]`,
          perSecond: held.perSecond,
          p99Ms: held.p99Ms,
          p50Ms: held.p50Ms,
          failed: held.failed,
        },
        ...pgbench,
      );
      await server.stop();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows: bad } = await client.query(`
          select w.user_id from wallets w left join ledger_entries e
            on e.user_id = w.user_id and e.wallet = w.kind
          group by w.user_id, w.kind, w.balance having w.balance <> coalesce(sum(e.amount), 0)`);
        if (bad.length > 0) throw new Error(`Σ ledger ≠ balance for ${bad.length} wallets`);
      } finally {
        await client.end();
      }
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
};

const placeRows: PlaceRow[] = [];
placeRows.push(
  ...(await onFreshPostgres((url) => benchPlacement('PostgreSQL', { DATABASE_URL: url }, url))),
);
if (process.env.BENCH_PGLITE !== '0') placeRows.push(...(await benchPlacement('PGlite', {})));

const missed = (row: SettleRow) =>
  !row.ledgerOk || (row.target !== undefined && row.seconds > row.target);
const settleTable = settleRows.map((row) => ({
  driver: row.driver,
  bets: row.bets,
  members: row.members,
  seconds: row.seconds.toFixed(2),
  'bets/s': Math.round(row.bets / row.seconds),
  'Σ ledger = balance': row.ledgerOk ? 'yes' : 'NO',
  target: row.target ? `≤ ${row.target} s` : '',
  met: missed(row) ? 'FAIL' : row.target ? 'ok' : '',
}));
console.log(`\nSettlement of one turn, in the server's process (node ${process.version})\n`);
console.table(settleTable);

const bestPgbench = Math.max(
  ...placeRows.filter((row) => row.name.startsWith('pgbench')).map((row) => row.perSecond),
);
const [serverOnPostgres, heldOnPostgres] = placeRows;
const placeMissed =
  !serverOnPostgres ||
  !heldOnPostgres ||
  serverOnPostgres.perSecond / bestPgbench < targets.placeRatio ||
  (heldOnPostgres.p99Ms ?? Infinity) > targets.placeP99Ms;
console.log(`\nPlacing bets: ${connections} connections, ${seconds} s per row\n`);
const placeTable = placeRows.map((row, i) => ({
  route: row.name,
  'req/s': Math.round(row.perSecond),
  'p99 ms': row.p99Ms ?? '',
  'p50 ms': row.p50Ms ?? '',
  'of pgbench': (row.perSecond / bestPgbench).toFixed(2),
  failed: row.failed,
  target: [`≥ ${targets.placeRatio} of pgbench`, `p99 ≤ ${targets.placeP99Ms} ms`][i] ?? '',
  met: i < 2 ? (placeMissed ? 'FAIL' : 'ok') : '',
}));
console.table(placeTable);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/betting.json'),
  `${JSON.stringify({ settlement: settleTable, placement: placeTable }, null, 2)}\n`,
);
for (const row of settleRows.filter(missed)) {
  console.log(
    `FAIL settlement [${row.driver}]: ${row.seconds.toFixed(2)} s, ledger ok: ${row.ledgerOk}`,
  );
}
if (placeMissed && serverOnPostgres && heldOnPostgres) {
  console.log(
    `FAIL placement: ${(serverOnPostgres.perSecond / bestPgbench).toFixed(2)} of pgbench ` +
      `(target ≥ ${targets.placeRatio}), p99 ${heldOnPostgres.p99Ms} ms at half pgbench's rate ` +
      `(target ≤ ${targets.placeP99Ms} ms)`,
  );
}
for (const row of placeRows.filter((r) => r.failed > 0)) {
  console.log(`FAIL ${row.name}: ${row.failed} requests failed`);
}
if (settleRows.some(missed) || placeMissed || placeRows.some((row) => row.failed > 0)) {
  process.exitCode = 1;
}
