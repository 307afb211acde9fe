import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chatBase, chatCommand, chatLimits, chatPaths, chatSocketTiming } from '@lottery/contracts';
import { isolatedServerEnv, spawnServer, type RunningServer } from '../scripts/spawn-server';
import { fakeChatSocketPath } from './chat-fake-hub';
import { commandOf, messageFieldsOf } from './chat-frames';
import { leanSocket, wsSocket, type BenchSocket } from './chat-socket-client';
import { onFreshPostgres } from './fresh-postgres';

/**
 * `node --import tsx bench/chat-fanout.ts` (part of `npm run bench`): chat fan-out through the
 * real socket path (issue 21). `BENCH_CHAT_ROOMS` rooms (200) × `BENCH_CHAT_MEMBERS` members
 * (50), each member a socket of its own on `/api-messen/ws?token=<tokenChat>` that joins its
 * room; then for `BENCH_SECONDS` (20) the members send `BENCH_CHAT_RATE` messages a second per
 * room (5: 1,000 in, 50,000 deliveries out a second), evenly paced, each room's members taking
 * turns (one message per member every 10 s, well inside the burst limit). Every socket notes
 * each message of its room as it arrives: latency from send to delivery, deliveries missing
 * (every member of the room gets every message, the sender included), doubled or misrouted.
 * Once on one server process (memory bus), once on two (half of each room's members on each)
 * with the Redis bus between them (`REDIS_URL`, a channel prefix of its own); each on a fresh
 * PostgreSQL database of the machine (`BENCH_DATABASE_URL`). The servers take the environment
 * as it is otherwise (`DATABASE_POOL_MAX` …).
 * Targets: p99 send → delivery ≤ 200 ms, nothing lost (nor a socket refused, closed, a message
 * unacknowledged or answered with an error). Prints the figures (the server's memory per
 * connection too); FAIL and exit 1 when a target is missed.
 *
 * `BENCH_CHAT_RUNS=one` or `two` runs one of the two; `BENCH_CHAT_FAKE=1` talks to the
 * stand-in hub of bench/chat-fake-hub.ts instead of the real socket (to check the bench), and
 * `BENCH_CHAT_FAKE=memory` to that stand-in numbering messages in memory (the fan-out without
 * the storing: what the machine leaves for it).
 * The members' sockets are bench/chat-socket-client.ts's lean client (`BENCH_CHAT_CLIENT=ws`: ws).
 */
const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rooms = Number(process.env.BENCH_CHAT_ROOMS ?? 200);
const membersPerRoom = Number(process.env.BENCH_CHAT_MEMBERS ?? 50);
const roomRate = Number(process.env.BENCH_CHAT_RATE ?? 5);
const runs = (process.env.BENCH_CHAT_RUNS ?? 'one,two').split(',').map((run) => run.trim());
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const fake = process.env.BENCH_CHAT_FAKE === '1' || process.env.BENCH_CHAT_FAKE === 'memory';
const fakeKind = process.env.BENCH_CHAT_FAKE === 'memory' ? 'memory' : '1';
const clientKind = process.env.BENCH_CHAT_CLIENT === 'ws' ? 'ws' : 'lean';
const openSocket = clientKind === 'ws' ? wsSocket : leanSocket;
const socketPath = fake ? fakeChatSocketPath : `${chatBase}${chatPaths.socket}`;
const targets = { p99Ms: 200, lost: 0 } as const;
const fullScale = { rooms: 200, membersPerRoom: 50, roomRate: 5 } as const;
/** Sockets opened at once while connecting. */
const connectBatch = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
/** CPU seconds (user + system) a process has used. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
/** The machine's busy and total CPU time (all cores), from /proc/stat. */
const machineCpu = () => {
  const values = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
};

const percentile = (sorted: Float32Array | number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN);
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

interface Setup {
  secret: string;
  roomIds: number[];
  membersPerRoom: number;
}

interface RunResult {
  run: string;
  processes: number;
  bus: string;
  sockets: number;
  connected: number;
  connectSeconds: number;
  joined: number;
  sent: number;
  sendFailed: number;
  acked: number;
  errors: Record<string, number>;
  expected: number;
  received: number;
  lost: number;
  /** Deliveries missing of the messages the server acked (stored): lost in the fan-out itself. */
  lostOfStored: number;
  doubled: number;
  misrouted: number;
  closedByServer: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  ackP99Ms: number;
  spreadP99Ms: number;
  senderLagP99Ms: number;
  deliveriesPerSecond: number;
  messagesPerSecond: number;
  serverKbPerConnection: number[];
  serverRssMb: number[];
  serverCpuPercent: number[];
  clientCpuPercent: number;
  machineBusyPercent: number;
}

const benchFanout = async (processes: 1 | 2, databaseUrl: string): Promise<RunResult> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-chat-'));
  const setupFile = path.join(dir, 'setup.json');
  const env: NodeJS.ProcessEnv = {
    ...isolatedServerEnv(path.join(dir, 'data')),
    DATABASE_URL: databaseUrl,
    DRAW_ENGINE: 'off',
    REDIS_URL: processes === 2 ? redisUrl : '',
    BENCH_CHAT_BUS_PREFIX: `bench-chat-${randomBytes(4).toString('hex')}:`,
    BENCH_CHAT_ROOMS: String(rooms),
    BENCH_CHAT_MEMBERS: String(membersPerRoom),
    BENCH_CHAT_FAKE: fake ? fakeKind : '0',
  };
  const servers: RunningServer[] = [];
  const sockets: BenchSocket[] = [];
  let stopping = false;
  let pinger: NodeJS.Timeout | undefined;
  try {
    servers.push(
      await spawnServer('bench/chat-fanout-server.ts', {
        cwd: root,
        env: { ...env, BENCH_CHAT_SETUP_FILE: setupFile },
        showErrors: true,
      }),
    );
    if (processes === 2) {
      servers.push(
        await spawnServer('bench/chat-fanout-server.ts', { cwd: root, env, showErrors: true }),
      );
    }
    const setup = JSON.parse(readFileSync(setupFile, 'utf8')) as Setup;
    const pids = servers.map((server) => server.child.pid!);
    const memberCount = rooms * membersPerRoom;
    const total = Math.round(rooms * roomRate * seconds);
    const serverOf = (k: number) => servers[k % servers.length]!;

    // What every socket notes. Message n goes to room n % rooms, sent by member
    // ⌊n ÷ rooms⌋ % members of that room; deliveredTo marks (n, member) once.
    const sentAt = new Float64Array(total);
    const acked = new Uint8Array(total);
    const deliveredTo = new Uint8Array(total * membersPerRoom);
    const latencies = new Float32Array(total * membersPerRoom);
    /** When each message first reached a member; spreads: each delivery's time after it. */
    const firstDelivery = new Float64Array(total);
    const spreads = new Float32Array(total * membersPerRoom);
    const ackLatencies: number[] = [];
    const senderLag: number[] = [];
    const probed = new Uint8Array(memberCount);
    const errors: Record<string, number> = {};
    let received = 0;
    let doubled = 0;
    let misrouted = 0;
    let closedByServer = 0;
    let lastDelivery = 0;

    /** A message of the room reached member k (its room and client id as the frame says). */
    const onMessage = (k: number, roomId: number, clientId: string, at: number) => {
      if (roomId !== setup.roomIds[Math.floor(k / membersPerRoom)]) {
        misrouted += 1;
        return;
      }
      if (clientId.startsWith('probe-')) {
        probed[k] = 1;
        return;
      }
      if (!clientId.startsWith('msg-')) return;
      const n = Number(clientId.slice(4));
      const slot = n * membersPerRoom + (k % membersPerRoom);
      if (deliveredTo[slot]) {
        doubled += 1;
        return;
      }
      deliveredTo[slot] = 1;
      latencies[received] = at - (sentAt[n] ?? 0);
      const first = firstDelivery[n] ?? 0;
      if (first === 0) firstDelivery[n] = at;
      spreads[received] = first === 0 ? 0 : at - first;
      received += 1;
      lastDelivery = at;
    };

    const onFrame = (k: number, data: Buffer, greeted: () => void) => {
      const at = performance.now();
      // Message frames are read without parsing them (bench/chat-frames.ts), the rest parsed.
      if (commandOf(data) === chatCommand.message) {
        const fields = messageFieldsOf(data);
        if (fields) {
          onMessage(k, fields.roomId, fields.clientId, at);
          return;
        }
      }
      const frame = JSON.parse(data.toString()) as { command: number; content?: unknown };
      if (frame.command === chatCommand.message) {
        const message = frame.content as { room_id: number; client_id: string | null };
        onMessage(k, message.room_id, message.client_id ?? '', at);
      } else if (frame.command === chatCommand.ack) {
        const ack = frame.content as { client_id: string };
        if (!ack.client_id.startsWith('msg-')) return;
        const n = Number(ack.client_id.slice(4));
        if (!acked[n]) ackLatencies.push(at - (sentAt[n] ?? 0));
        acked[n] = 1;
      } else if (frame.command === chatCommand.error) {
        const error = frame.content as { code: string; msg: string };
        const key = `${error.code} ${error.msg}`;
        if (!errors[key]) console.error(`chat socket error: ${key}`);
        errors[key] = (errors[key] ?? 0) + 1;
      } else if (frame.command === chatCommand.hello) {
        greeted();
      }
    };

    /** Opens member k's socket; resolves once the server greets it, then joins its room. */
    const connect = (k: number) =>
      new Promise<boolean>((resolve) => {
        const base = serverOf(k).url.replace('http', 'ws');
        const token = encodeURIComponent(`${setup.secret}${k}`);
        const room = setup.roomIds[Math.floor(k / membersPerRoom)]!;
        let done = false;
        const timer = setTimeout(() => finish(false), 30_000);
        const socket = openSocket(`${base}${socketPath}?token=${token}`, {
          message: (data) => onFrame(k, data, () => finish(true)),
          error: (error) => {
            if (!done) console.error(`socket ${k}: ${error.message}`);
            finish(false);
          },
          close: (code, reason) => {
            if (!stopping) {
              closedByServer += 1;
              if (closedByServer <= 5) console.error(`socket ${k} closed: ${code} ${reason}`);
            }
            finish(false);
          },
        });
        sockets[k] = socket;
        function finish(ok: boolean) {
          if (done) return;
          done = true;
          clearTimeout(timer);
          if (ok) {
            socket.send(JSON.stringify({ command: chatCommand.join, content: { room_id: room } }));
          }
          resolve(ok);
        }
      });

    // The protocol's ping keeps every socket open (the server closes one silent for 45 s): each
    // socket pings every 15 s, the sockets spread evenly over those 15 s (as a crowd of phones
    // would, not all at once).
    const pingTick = 100;
    const pingsPerTick = Math.ceil(memberCount / (chatSocketTiming.pingMs / pingTick));
    let pingCursor = 0;
    pinger = setInterval(() => {
      for (let i = 0; i < pingsPerTick; i += 1) {
        const socket = sockets[pingCursor];
        pingCursor = (pingCursor + 1) % memberCount;
        if (socket?.open) socket.send(`{"command":${chatCommand.ping}}`);
      }
    }, pingTick);

    await sleep(1_000);
    const rssStart = pids.map(rssKb);
    let connected = 0;
    const connectStarted = performance.now();
    for (let from = 0; from < memberCount; from += connectBatch) {
      const batch = Array.from({ length: Math.min(connectBatch, memberCount - from) }, (_, i) =>
        connect(from + i),
      );
      connected += (await Promise.all(batch)).filter(Boolean).length;
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    console.log(
      `  ${connected} of ${memberCount} sockets connected in ${round(connectSeconds, 1)} s`,
    );
    // Whether a join took is read from the traffic: each room's first open socket sends a probe,
    // and a member counts as joined once its room's probe reached it.
    await sleep(1_000);
    for (let room = 0; room < rooms; room += 1) {
      const members = sockets.slice(room * membersPerRoom, (room + 1) * membersPerRoom);
      members
        .find((socket) => socket?.open)
        ?.send(
          JSON.stringify({
            command: chatCommand.message,
            content: {
              room_id: setup.roomIds[room],
              talk_type: 2,
              type: 'text',
              body: 'probe',
              client_id: `probe-${String(room).padStart(4, '0')}`,
            },
          }),
        );
    }
    const probeDeadline = performance.now() + 30_000;
    while (probed.reduce((sum, seen) => sum + seen, 0) < connected) {
      if (performance.now() > probeDeadline) break;
      await sleep(100);
    }
    const joined = probed.reduce((sum, seen) => sum + seen, 0);
    console.log(`  ${joined} sockets joined their rooms`);
    await sleep(1_000);
    const rssEnd = pids.map(rssKb);
    const socketsOn = servers.map(
      (server) => sockets.filter((_, k) => serverOf(k) === server).length,
    );

    // The load: message n is due at start + n × interval.
    const interval = 1000 / (rooms * roomRate);
    const cpuBefore = {
      client: process.cpuUsage(),
      servers: pids.map(cpuSeconds),
      machine: machineCpu(),
    };
    const started = performance.now();
    let sendFailed = 0;
    for (let n = 0; n < total; n += 1) {
      const due = started + n * interval;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const room = n % rooms;
      const member = Math.floor(n / rooms) % membersPerRoom;
      const socket = sockets[room * membersPerRoom + member];
      if (!socket?.open) {
        sendFailed += 1;
        continue;
      }
      const now = performance.now();
      senderLag.push(now - due);
      sentAt[n] = now;
      socket.send(
        JSON.stringify({
          command: chatCommand.message,
          content: {
            room_id: setup.roomIds[room],
            talk_type: 2,
            type: 'text',
            body: `压测消息 ${n}`,
            client_id: `msg-${String(n).padStart(8, '0')}`,
          },
        }),
      );
    }
    const sendSeconds = (performance.now() - started) / 1000;
    const expected = (total - sendFailed) * membersPerRoom;
    // Drain: until every delivery is in, or nothing arrived for 5 s (30 s at most).
    const drainDeadline = performance.now() + 30_000;
    let seen = -1;
    let quietSince = performance.now();
    while (received < expected && performance.now() < drainDeadline) {
      if (received !== seen) {
        seen = received;
        quietSince = performance.now();
      } else if (performance.now() - quietSince > 5_000) break;
      await sleep(100);
    }
    const elapsed = (performance.now() - started) / 1000;
    const client = process.cpuUsage(cpuBefore.client);
    const servers2 = pids.map(cpuSeconds);
    const machine = machineCpu();
    const deliverySeconds = Math.max(sendSeconds, (lastDelivery - started) / 1000);

    let lostOfStored = 0;
    for (let n = 0; n < total; n += 1) {
      if (!acked[n]) continue;
      for (let member = 0; member < membersPerRoom; member += 1) {
        if (!deliveredTo[n * membersPerRoom + member]) lostOfStored += 1;
      }
    }
    const sorted = latencies.subarray(0, received).sort();
    const sortedSpreads = spreads.subarray(0, received).sort();
    ackLatencies.sort((a, b) => a - b);
    senderLag.sort((a, b) => a - b);
    return {
      run: processes === 1 ? 'one process' : 'two processes',
      processes,
      bus: processes === 1 ? 'memory' : 'Redis',
      sockets: memberCount,
      connected,
      connectSeconds: round(connectSeconds, 1),
      joined,
      sent: total - sendFailed,
      sendFailed,
      acked: acked.reduce((sum, value) => sum + value, 0),
      errors,
      expected,
      received,
      lost: expected - received,
      lostOfStored,
      doubled,
      misrouted,
      closedByServer,
      p50Ms: round(percentile(sorted, 50), 1),
      p99Ms: round(percentile(sorted, 99), 1),
      maxMs: round(sorted.at(-1) ?? Number.NaN, 1),
      ackP99Ms: round(percentile(ackLatencies, 99), 1),
      spreadP99Ms: round(percentile(sortedSpreads, 99), 1),
      senderLagP99Ms: round(percentile(senderLag, 99), 1),
      deliveriesPerSecond: Math.round(received / deliverySeconds),
      messagesPerSecond: Math.round((total - sendFailed) / sendSeconds),
      serverKbPerConnection: pids.map((_, i) =>
        round(((rssEnd[i] ?? 0) - (rssStart[i] ?? 0)) / Math.max(1, socketsOn[i] ?? 0), 1),
      ),
      serverRssMb: rssEnd.map((kb) => Math.round(kb / 1024)),
      serverCpuPercent: servers2.map((cpu, i) =>
        Math.round((100 * (cpu - (cpuBefore.servers[i] ?? 0))) / elapsed),
      ),
      clientCpuPercent: Math.round((100 * (client.user + client.system)) / 1e6 / elapsed),
      machineBusyPercent: Math.round(
        (100 * (machine.busy - cpuBefore.machine.busy)) /
          Math.max(1, machine.total - cpuBefore.machine.total),
      ),
    };
  } finally {
    if (pinger) clearInterval(pinger);
    stopping = true;
    // The servers log to stdout (pino): show their first errors, if any.
    const failures = servers
      .flatMap((server) => server.output().split('\n'))
      .filter((line) => /"level":(50|60)/.test(line));
    for (const line of failures.slice(0, 5)) console.error(`server: ${line.slice(0, 500)}`);
    if (failures.length > 5) console.error(`server: … ${failures.length - 5} more error lines`);
    for (const socket of sockets) socket?.terminate();
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
};

if ((roomRate / membersPerRoom) * 10 > chatLimits.burstPerTenSeconds) {
  console.log(
    `warning: each member sends ${(roomRate / membersPerRoom) * 10} messages per 10 s, above the burst limit (${chatLimits.burstPerTenSeconds}): expect CHAT/RATE_LIMITED`,
  );
}
const results: RunResult[] = [];
for (const run of runs) {
  const processes = run === 'two' ? 2 : 1;
  console.log(
    `chat fan-out, ${processes === 1 ? 'one process' : 'two processes over Redis'}: ${rooms} rooms × ${membersPerRoom} members, ${roomRate} msg/s a room, ${seconds} s${fake ? ' (stand-in hub)' : ''}`,
  );
  results.push(await onFreshPostgres((url) => benchFanout(processes, url), 'bench_chat'));
}

const missed = (result: RunResult) => [
  ...(result.p99Ms > targets.p99Ms || Number.isNaN(result.p99Ms)
    ? [`p99 ${result.p99Ms} ms > ${targets.p99Ms} ms`]
    : []),
  ...(result.lost > targets.lost ? [`${result.lost} deliveries lost`] : []),
  ...(result.connected < result.sockets
    ? [`${result.sockets - result.connected} sockets not connected`]
    : []),
  ...(result.joined < result.connected
    ? [`${result.connected - result.joined} sockets not joined`]
    : []),
  ...(result.sendFailed > 0 ? [`${result.sendFailed} messages not sent (socket closed)`] : []),
  ...(result.acked < result.sent ? [`${result.sent - result.acked} messages not acked`] : []),
  ...(result.closedByServer > 0 ? [`${result.closedByServer} sockets closed by the server`] : []),
  ...(result.doubled > 0 ? [`${result.doubled} deliveries doubled`] : []),
  ...(result.misrouted > 0 ? [`${result.misrouted} deliveries to the wrong room`] : []),
  ...(Object.keys(result.errors).length > 0
    ? [`error frames: ${JSON.stringify(result.errors)}`]
    : []),
];

const columns = results.map((result) => ({
  run: result.run,
  figures: {
    sockets: result.sockets,
    'connected / joined': `${result.connected} / ${result.joined}`,
    'connect s': result.connectSeconds,
    'msgs sent / acked': `${result.sent} / ${result.acked}`,
    'msgs/s in': result.messagesPerSecond,
    'deliveries expected': result.expected,
    'deliveries received': result.received,
    lost: result.lost,
    'lost of acked msgs': result.lostOfStored,
    'doubled / misrouted': `${result.doubled} / ${result.misrouted}`,
    'closed by server': result.closedByServer,
    'p50 ms': result.p50Ms,
    'p99 ms': result.p99Ms,
    'max ms': result.maxMs,
    'ack p99 ms': result.ackP99Ms,
    'fan-out spread p99 ms': result.spreadP99Ms,
    'deliveries/s': result.deliveriesPerSecond,
    'KB/conn (per server)': result.serverKbPerConnection.join(' / '),
    'server RSS MB': result.serverRssMb.join(' / '),
    'server CPU %': result.serverCpuPercent.join(' / '),
    'client CPU %': result.clientCpuPercent,
    'sender lag p99 ms': result.senderLagP99Ms,
    'machine busy %': result.machineBusyPercent,
    met: missed(result).length > 0 ? 'FAIL' : 'ok',
  } as Record<string, string | number>,
}));
// One row a figure, one column a run.
const table = Object.fromEntries(
  Object.keys(columns[0]?.figures ?? {}).map((figure) => [
    figure,
    Object.fromEntries(columns.map((column) => [column.run, column.figures[figure]])),
  ]),
);
console.log(
  `\nChat fan-out: ${rooms} rooms × ${membersPerRoom} members, ${rooms * roomRate} msg/s in (${rooms * roomRate * membersPerRoom} deliveries/s out), ${seconds} s; target p99 ≤ ${targets.p99Ms} ms, none lost (node ${process.version}, ${clientKind} client)\n`,
);
console.table(table);
const atFullScale =
  rooms >= fullScale.rooms &&
  membersPerRoom >= fullScale.membersPerRoom &&
  roomRate >= fullScale.roomRate;
if (!atFullScale) {
  console.log(
    `note: below the issue's scale (${fullScale.rooms} rooms × ${fullScale.membersPerRoom} members, ${fullScale.roomRate} msg/s a room)`,
  );
}
if (fake) {
  console.log(
    `note: against the stand-in hub (bench/chat-fake-hub.ts${fakeKind === 'memory' ? ', messages numbered in memory, not stored' : ''}), not the real socket`,
  );
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/chat-fanout.json'),
  `${JSON.stringify({ date: new Date().toISOString(), rooms, membersPerRoom, roomRate, seconds, fake, targets, results }, null, 2)}\n`,
);
for (const result of results) {
  for (const miss of missed(result)) console.log(`FAIL chat fan-out, ${result.run}: ${miss}`);
}
if (results.some((result) => missed(result).length > 0)) process.exitCode = 1;
