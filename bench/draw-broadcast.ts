import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import {
  drawBalls,
  drawChannel,
  drawSocketReply,
  drawSocketTiming,
  drawSocketUrl,
  type DrawLiveMessage,
  type DrawSocketReply,
} from '@lottery/contracts';
import { isolatedServerEnv, spawnServer } from '../scripts/spawn-server';

/**
 * `node --import tsx bench/draw-broadcast.ts` (part of `npm run bench`): N draw-socket clients
 * on loopback subscribe to one game; one draw (seven balls, then the result) is published on the
 * Redis bus as the draw engine publishes it; each client notes when each push arrives. Reports
 * the time from publication to arrival (p50, p99, max), pushes missing, and the server's memory
 * per connection. Target: p99 ≤ 250 ms at 10,000 clients, none missing.
 */
const root = path.resolve(import.meta.dirname, '..');
const clients = Number(process.env.BENCH_WS_CLIENTS ?? 10_000);
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const gameId = 71;
const ballGapMs = 1000;
const targets = { p99Ms: 250 } as const;

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** The live message of the k-th ball (k = 1…7), shaped as the draw engine publishes it. */
const ballMessage = (numbers: number[], shown: number, at: number): DrawLiveMessage => {
  const openNum = numbers
    .slice(0, shown)
    .map((n) => String(n).padStart(2, '0'))
    .join(',');
  const final = shown === drawBalls.count;
  const pre = {
    turnNum: '20991231-0001',
    openNum,
    isStreaming: final ? (0 as const) : (1 as const),
    openTime: at,
    liveUrl: '',
    revealTimes: Array.from({ length: shown }, () => at),
  };
  return {
    type: 'RESULT',
    event: final ? 'result' : 'ball',
    gameId,
    turnNum: pre.turnNum,
    openNum,
    liveUrl: '',
    isStreaming: pre.isStreaming,
    pre,
    cur: { turnNum: '20991231-0002', closeTime: at + 60_000, liveUrl: '', commitment: null },
    plan: { turnNum: '20991231-0002', planTime: at + 90_000 },
    serverTime: at,
  };
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'draw-bench-'));
const server = await spawnServer('apps/server/src/main.ts', {
  cwd: root,
  env: { ...isolatedServerEnv(path.join(dataDir, 'db')), REDIS_URL: redisUrl, DRAW_ENGINE: 'off' },
  showErrors: true,
});
const publisher = new Redis(redisUrl);
const sockets: WebSocket[] = [];
/** arrivals[k - 1][client] = ms after the k-th ball's publication. */
const arrivals: number[][] = Array.from({ length: drawBalls.count }, () => []);
const published: number[] = [];

try {
  const pid = server.child.pid!;
  const wsBase = server.url.replace('http', 'ws');
  let subscribed = 0;
  let closed = 0;

  const connect = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`${wsBase}${drawSocketUrl(`bench-${index}`)}`);
      socket.on('error', reject);
      socket.on('close', () => {
        closed += 1;
      });
      socket.on('open', () => {
        socket.send(JSON.stringify({ command: 'subscribe', content: { gameId, type: 'RESULT' } }));
      });
      let first = true;
      socket.on('message', (data: Buffer) => {
        const received = performance.now();
        // The first reply is checked against the contract; later ones only read (the check's cost
        // would delay the next socket's arrival time on this shared machine).
        const json: unknown = JSON.parse(data.toString());
        const reply = first ? drawSocketReply.parse(json) : (json as DrawSocketReply);
        if (reply.command === 'error') console.error(`client ${index}: ${reply.msg}`);
        if (reply.command !== 'push') return;
        if (first) {
          first = false;
          subscribed += 1;
          resolve();
          return;
        }
        const shown = reply.pre.revealTimes.length;
        const at = published[shown - 1];
        if (at !== undefined) arrivals[shown - 1]![index] = received - at;
      });
      sockets.push(socket);
    });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
  // Clients ping every 15 s as the protocol asks (the server drops a client silent for 30 s).
  const pinger = setInterval(() => {
    for (const socket of sockets) {
      if (socket.readyState === socket.OPEN) socket.send('{"command":"ping"}');
    }
  }, drawSocketTiming.pingIntervalMs);
  const connectStarted = performance.now();
  const half = Math.floor(clients / 2);
  // Memory per connection is the growth over the second half (the start's garbage is gone by then).
  let rssBefore = 0;
  for (let from = 0; from < clients; from += 250) {
    if (from >= half && rssBefore === 0) {
      await settle();
      rssBefore = rssKb(pid);
    }
    await Promise.all(
      Array.from({ length: Math.min(250, clients - from) }, (_, i) => connect(from + i)),
    );
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  await settle();
  const rssAfter = rssKb(pid);

  const numbers = [3, 17, 25, 31, 40, 44, 9];
  for (let shown = 1; shown <= drawBalls.count; shown += 1) {
    published[shown - 1] = performance.now();
    await publisher.publish(
      drawChannel(gameId),
      JSON.stringify(ballMessage(numbers, shown, Date.now())),
    );
    await new Promise((resolve) => setTimeout(resolve, ballGapMs));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  clearInterval(pinger);

  const samples = arrivals.flatMap((perBall) => perBall.filter((ms) => ms !== undefined));
  const sorted = [...samples].sort((a, b) => a - b);
  const expected = clients * drawBalls.count;
  const perBallLast = arrivals.map((perBall) =>
    Math.round(Math.max(...perBall.filter((ms) => ms !== undefined))),
  );
  const result = {
    date: new Date().toISOString(),
    clients,
    subscribed,
    connectSeconds: Math.round(connectSeconds * 10) / 10,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
    maxMs: Math.round(sorted.at(-1) ?? Number.NaN),
    lastClientPerBallMs: perBallLast,
    missing: expected - samples.length,
    closedByServer: closed,
    serverKbPerConnection: Math.round(((rssAfter - rssBefore) / (clients - half)) * 10) / 10,
    serverRssMb: Math.round(rssAfter / 1024),
    targets,
  };
  console.log(`\nDraw broadcast: ${clients} sockets on loopback, one draw of seven balls\n`);
  console.table([
    {
      clients,
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      'max ms': result.maxMs,
      missing: result.missing,
      'KB/conn': result.serverKbPerConnection,
      'server MB': result.serverRssMb,
      'connect s': result.connectSeconds,
    },
  ]);
  console.log(`last client per ball (ms): ${perBallLast.join(', ')}`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/draw-broadcast.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  if (result.p99Ms > targets.p99Ms || result.missing > 0) process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.terminate();
  publisher.disconnect();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
