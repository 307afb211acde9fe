import { writeFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { channelType, walletConfigKeys } from '@lottery/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { bankAccounts, users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/modules/account/password';
import { addManyMembers } from '../apps/server/test/helpers/bets';

/**
 * The server of bench/wallet-crash.ts: the real app (DRAW_ENGINE off). With
 * `WALLET_CRASH_FILE` set it first prepares `WALLET_CRASH_MEMBERS` members, each with the
 * withdraw password 1234, a saved bank card, `WALLET_CRASH_DEPOSIT` thousandths and a session,
 * and an online channel of the demo gateway; writes { tokens, userIds, bankIds, channelId } there, then listens; without it (the restart) it only
 * listens.
 */
const config = loadConfig();
const app = await buildApp(config);
const file = process.env.WALLET_CRASH_FILE;
if (file) {
  const { db } = app.database;
  const count = Number(process.env.WALLET_CRASH_MEMBERS ?? 250);
  const userIds = await addManyMembers(
    app,
    'crash',
    count,
    Number(process.env.WALLET_CRASH_DEPOSIT ?? 300_000),
  );
  const fundPwdHash = await hashPassword('1234');
  await db.update(users).set({ fundPwdHash, fullName: '测试' }).where(inArray(users.id, userIds));
  const cards = await db
    .insert(bankAccounts)
    .values(
      userIds.map((userId) => ({
        userId,
        type: 2,
        bankName: '中国银行',
        accountNo: `62170000${String(userId).padStart(11, '0')}`,
        accountName: '测试',
      })),
    )
    .returning({ id: bankAccounts.id, userId: bankAccounts.userId });
  const bankOf = new Map(cards.map((card) => [card.userId, card.id]));
  // The deposits above are manual ones; this run measures money, not turnover.
  await app.services.settings.setSystemConfig({
    configKey: walletConfigKeys.withdrawTurnoverMultiple,
    configValue: '0',
  });
  const channel = await app.services.recharge.channels.upsert({
    type: channelType.online,
    name: '压测在线支付',
    icon: '',
    minAmount: 1_000,
    maxAmount: 10_000_000,
    enabled: true,
    sort: 0,
    details: { provider: 'demo' },
  });
  const tokens: string[] = [];
  for (const id of userIds) {
    const { token } = await app.services.sessions.start(
      { id },
      { remember: true, ip: '127.0.0.1', userAgent: 'wallet-crash' },
    );
    tokens.push(token);
  }
  writeFileSync(
    file,
    JSON.stringify({
      tokens,
      userIds,
      bankIds: userIds.map((id) => bankOf.get(id)),
      channelId: channel.id,
    }),
  );
}

const address = await app.listen({ port: config.PORT, host: config.HOST });
process.stdout.write(`wallet crash server running at ${address}\n`);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
