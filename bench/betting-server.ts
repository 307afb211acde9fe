import { writeFileSync } from 'node:fs';
import { everyOddsKey } from '@lottery/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { drawTurns } from '../apps/server/src/db/schema';
import { addManyMembers, addTestGame } from '../apps/server/test/helpers/bets';

/**
 * The server of bench/betting.ts's placement rows: the real app (DRAW_ENGINE off) with a game of
 * its own whose turn stays open for two hours, `BENCH_MEMBERS` members with money and a session
 * each. Writes { gameId, turnNum, tokens, userIds } to `BENCH_BETTING_FILE`, then listens.
 */
const config = loadConfig();
const app = await buildApp(config);
const { db } = app.database;
const gameId = 9_002;
const turnNum = '20991231-0001';
const members = Number(process.env.BENCH_MEMBERS ?? 200);

await addTestGame(db, gameId, '下注测试彩');
await app.services.betting.setOdds({
  gameId,
  odds: Object.fromEntries(everyOddsKey().map((key) => [key, 2_000])),
});
await app.services.betting.setLimits({
  gameId,
  playCode: 'tm',
  minAmount: 1,
  maxAmount: 1_000,
  turnMax: 100_000_000,
});
const at = Date.now();
await db.insert(drawTurns).values({
  gameId,
  turnNum,
  closeTime: new Date(at + 2 * 3_600_000),
  planTime: new Date(at + 2 * 3_600_000 + 30_000),
  status: 'open',
  source: 'operator',
});
const userIds = await addManyMembers(app, 'placer', members, 1_000_000_000_000);
const tokens: string[] = [];
for (const id of userIds) {
  const { token } = await app.services.sessions.start(
    { id },
    { remember: true, ip: '127.0.0.1', userAgent: 'bench' },
  );
  tokens.push(token);
}
writeFileSync(
  process.env.BENCH_BETTING_FILE ?? 'bench-betting.json',
  JSON.stringify({ gameId, turnNum, tokens, userIds }),
);

const address = await app.listen({ port: config.PORT, host: config.HOST });
process.stdout.write(`bench betting server running at ${address}\n`);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
