import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createRedisBus } from '../apps/server/src/realtime/bus';
import { registerFakeChatHub } from './chat-fake-hub';

/**
 * A server of bench/chat-fanout.ts: the real app (DRAW_ENGINE off) on the bench's PostgreSQL.
 * With `REDIS_URL` its bus is Redis under the channel prefix `BENCH_CHAT_BUS_PREFIX` (so the
 * bench never hears, nor disturbs, anyone else's chat channels on the machine's Redis).
 *
 * With `BENCH_CHAT_SETUP_FILE` it first writes the chat of the bench straight into the database
 * (bulk SQL): one class group, `BENCH_CHAT_ROOMS` rooms (no slow mode) and
 * rooms × `BENCH_CHAT_MEMBERS` members, each with an open session whose chat token is
 * `<secret><k>` (k = 0 … n − 1; member k belongs to room ⌊k ÷ members⌋) and a chat identity
 * that is already a member of its room. It writes { secret, roomIds, membersPerRoom } there.
 * A second server on the same database starts without it.
 *
 * `BENCH_CHAT_FAKE=1` (or `memory`) also serves a stand-in of the chat socket at
 * /bench-chat-fake/ws (bench/chat-fake-hub.ts), to check the bench itself or to measure the
 * fan-out without the storing.
 */
const config = loadConfig();
const prefix = process.env.BENCH_CHAT_BUS_PREFIX ?? `bench-chat-${randomBytes(4).toString('hex')}:`;
const bus = config.REDIS_URL
  ? await createRedisBus({
      url: config.REDIS_URL,
      prefix,
      onError: (error) => process.stderr.write(`redis: ${error.message}\n`),
    })
  : undefined;
const app = await buildApp(config, bus ? { bus } : {});
const fake = process.env.BENCH_CHAT_FAKE ?? '';
if (fake === '1' || fake === 'memory') registerFakeChatHub(app, { memory: fake === 'memory' });

const setupFile = process.env.BENCH_CHAT_SETUP_FILE;
if (setupFile) {
  const { db } = app.database;
  const rooms = Number(process.env.BENCH_CHAT_ROOMS ?? 200);
  const membersPerRoom = Number(process.env.BENCH_CHAT_MEMBERS ?? 50);
  const members = rooms * membersPerRoom;
  const secret = `bc${randomBytes(12).toString('hex')}x`;
  const account = `cb${randomBytes(3).toString('hex')}_`;
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

  const [group] = rowsOf(
    await db.execute(
      sql`insert into chat_class_groups (name, sort_order) values ('压测', 0) returning id`,
    ),
  );
  const groupId = Number(group?.id);
  const roomRows = rowsOf(
    await db.execute(sql`
      insert into chat_rooms (kind, class_group_id, name, sort_order, sec_per_mess)
      select 'room', ${groupId}::int, '压测房间' || i, i, 0 from generate_series(0, ${rooms - 1}) i
      returning id, sort_order`),
  );
  const roomIds = roomRows
    .map((row) => ({ id: Number(row.id), order: Number(row.sort_order) }))
    .sort((a, b) => a.order - b.order)
    .map((row) => row.id);

  await db.execute(sql`
    insert into users (account, nickname)
    select ${account} || i, '压测' || i from generate_series(0, ${members - 1}) i`);
  // k, the member's number, is the account's tail.
  const memberK = sql`substring(u.account from ${account.length + 1}::int)`;
  await db.execute(sql`
    insert into sessions (user_id, token_hash, chat_token_hash, remember, ip, user_agent, expires_at)
    select u.id, encode(sha256(convert_to('a' || ${secret}::text || ${memberK}, 'UTF8')), 'hex'),
      encode(sha256(convert_to(${secret}::text || ${memberK}, 'UTF8')), 'hex'), true, '127.0.0.1',
      'bench', now() + interval '1 day'
    from users u where u.account like ${`${account}%`}`);
  await db.execute(sql`
    insert into chat_users (user_id)
    select u.id from users u where u.account like ${`${account}%`}`);
  await db.execute(sql`
    insert into chat_room_members (room_id, chat_user_id)
    select r.id, c.id from users u
    join chat_users c on c.user_id = u.id
    join chat_rooms r on r.class_group_id = ${groupId}::int
      and r.sort_order = ${memberK}::int / ${membersPerRoom}::int
    where u.account like ${`${account}%`}`);
  await db.execute(sql`analyze`);
  writeFileSync(setupFile, JSON.stringify({ secret, roomIds, membersPerRoom }));
}

// BENCH_CPU_PROFILE=<dir>: the server's CPU profile (a .cpuprofile a process) is written there on stop.
const profileDir = process.env.BENCH_CPU_PROFILE;
const profiler = profileDir ? new inspector.Session() : undefined;
if (profiler) {
  profiler.connect();
  await new Promise((resolve) =>
    profiler.post('Profiler.enable', () => profiler.post('Profiler.start', resolve)),
  );
}
const writeProfile = () =>
  new Promise<void>((resolve) => {
    if (!profiler || !profileDir) return resolve();
    profiler.post('Profiler.stop', (error, result) => {
      if (!error)
        writeFileSync(
          path.join(profileDir, `server-${process.pid}.cpuprofile`),
          JSON.stringify(result.profile),
        );
      resolve();
    });
  });

const address = await app.listen({ port: config.PORT, host: config.HOST });
process.stdout.write(`bench chat server running at ${address}\n`);
// Closing with thousands of sockets on a loaded machine may pass Fastify's plugin timeout: the
// process ends anyway, with one line instead of a stack.
const stop = () =>
  void writeProfile()
    .then(() => app.close())
    .then(() => bus?.close())
    .catch((error: Error) => process.stderr.write(`bench chat server close: ${error.message}\n`))
    .finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
