import { eq } from 'drizzle-orm';
import { transactionType } from '@lottery/contracts';
import { gameProviders, games } from '../../../src/db/schema';
import { createTestApp } from '../../helpers/test-app';
import { providerContract } from './provider-contract';

let members = 0;

providerContract('the built-in demo provider', async () => {
  const t = await createTestApp();
  const { db } = t.app.database;
  const [provider] = await db
    .select()
    .from(gameProviders)
    .where(eq(gameProviders.liveCode, 'HLDZ'));
  const [game] = await db.select().from(games).where(eq(games.gameCode, 'slot-lucky-777'));
  if (!provider || !game) throw new Error('the demo catalogue has HLDZ and 幸运777');
  const { account, wallet, sessions, demoProvider, gameProviders: registry } = t.app.services;
  return {
    adapter: registry.adapterOf(provider.adapter)!,
    provider,
    game: { ...game, liveCode: provider.liveCode },
    wallet,
    member: async (money: number) => {
      members += 1;
      const user = await account.createMember({
        account: `contract${members}`,
        password: 'Passw0rdA',
      });
      if (money > 0) {
        await wallet.post({
          userId: user.id,
          wallet: 'money',
          amount: money,
          type: transactionType.manualDeposit,
          reference: `test:contract:${user.id}`,
        });
      }
      const { token } = await sessions.start(user, { remember: false, ip: '', userAgent: '' });
      const { sessionId } = await sessions.authenticate(token);
      return { userId: user.id, account: user.account, sessionId };
    },
    playRound: async (launchUrl: string) => {
      const url = new URL(launchUrl);
      const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      if (page.statusCode !== 200)
        throw new Error(`the game page did not open: ${page.statusCode}`);
      const session = await demoProvider.session(url.searchParams.get('token') ?? undefined);
      const roundId = `contract-round-${session.userId}`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/demo-casino/api/spin',
        headers: { 'x-live-token': url.searchParams.get('token') ?? '' },
        payload: { roundId, bet: 10_000 },
      });
      const { betAmount, winAmount } = response.json().data as {
        betAmount: number;
        winAmount: number;
      };
      return { roundId, betAmount, winAmount };
    },
    close: () => t.close(),
  };
});
