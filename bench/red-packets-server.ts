import { writeFileSync } from 'node:fs';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { chatRooms } from '../apps/server/src/db/chat-schema';
import { addManyMembers } from '../apps/server/test/helpers/bets';

/**
 * The server of bench/red-packets.ts: the real app (DRAW_ENGINE off) with a chat room,
 * `BENCH_OPENERS` members with a session each and a sender with money for `BENCH_ROUNDS`
 * packets. Writes { roomId, senderToken, tokens, userIds } to `BENCH_HONGBAO_FILE`, then
 * listens (with a backlog that takes every opener's connection at once).
 */
const config = loadConfig();
const app = await buildApp(config);
const { db } = app.database;
const openers = Number(process.env.BENCH_OPENERS ?? 1_000);

const [room] = await db.insert(chatRooms).values({ name: '红包压测房' }).returning();
if (!room) throw new Error('the room was not written');
const userIds = await addManyMembers(app, 'opener', openers, 1_000);
const [senderId] = await addManyMembers(app, 'hbsender', 1, 1_000_000_000_000);
const sessionOf = async (id: number) =>
  (
    await app.services.sessions.start(
      { id },
      { remember: true, ip: '127.0.0.1', userAgent: 'bench' },
    )
  ).token;
const tokens: string[] = [];
for (const id of userIds) tokens.push(await sessionOf(id));
writeFileSync(
  process.env.BENCH_HONGBAO_FILE ?? 'bench-hongbao.json',
  JSON.stringify({ roomId: room.id, senderToken: await sessionOf(senderId ?? 0), tokens, userIds }),
);

const address = await app.listen({ port: config.PORT, host: config.HOST, backlog: 4_096 });
process.stdout.write(`bench red-packet server running at ${address}\n`);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
