import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveBetRecord } from '@lottery/contracts';
import type { WalletService } from '../../../src/modules/wallet/wallet.service';
import type {
  GameProviderAdapter,
  LaunchRequest,
  ProviderGame,
  ProviderRecord,
} from '../../../src/modules/games/providers/provider-adapter';

export interface ProviderFixture {
  adapter: GameProviderAdapter;
  provider: ProviderRecord;
  /** A game of the provider the member can launch. */
  game: ProviderGame;
  wallet: WalletService;
  /** A new member, signed in, with `money` in the main wallet. */
  member(money: number): Promise<LaunchRequest['member']>;
  /** Plays one round through the provider's own surface from a launch URL; answers its record. */
  playRound(launchUrl: string): Promise<{ roundId: string; betAmount: number; winAmount: number }>;
  close(): Promise<void>;
}

const origin = 'https://site.example';

/**
 * What every game provider adapter must do (providers/provider-adapter.ts). A real provider's
 * test calls this with a fixture that reaches the provider (or its sandbox).
 */
export const providerContract = (name: string, start: () => Promise<ProviderFixture>) => {
  describe(`the provider adapter contract: ${name}`, () => {
    let f: ProviderFixture;
    beforeAll(async () => {
      f = await start();
    });
    afterAll(() => f.close());

    const money = async (userId: number) => (await f.wallet.balances(userId)).money;
    const launchFor = (member: LaunchRequest['member']) =>
      f.adapter.launch({
        provider: f.provider,
        game: f.game,
        member,
        isMobile: true,
        origin,
      });

    it('answers an absolute launch URL, a new one each time', async () => {
      const member = await f.member(0);
      const first = new URL(await launchFor(member));
      const second = new URL(await launchFor(member));
      expect(['https:', 'http:']).toContain(first.protocol);
      expect(first.href).not.toBe(second.href);
    });

    it('starts a member at zero and moves money in and out, once per transfer id', async () => {
      const member = await f.member(50_000);
      expect(await f.adapter.balance(f.provider, member.userId)).toBe(0);

      const request = {
        provider: f.provider,
        userId: member.userId,
        amount: 30_000,
        transferId: `t-in-${member.userId}`,
      };
      expect(await f.adapter.transferIn(request)).toBe(30_000);
      expect(await f.adapter.transferIn(request)).toBe(30_000);
      expect(await money(member.userId)).toBe(20_000);
      expect(await f.adapter.balance(f.provider, member.userId)).toBe(30_000);

      const out = { ...request, amount: 10_000, transferId: `t-out-${member.userId}` };
      expect(await f.adapter.transferOut(out)).toBe(20_000);
      expect(await f.adapter.transferOut(out)).toBe(20_000);
      expect(await money(member.userId)).toBe(30_000);
    });

    it('refuses a transfer larger than the balance, or not above zero, and moves nothing', async () => {
      const member = await f.member(10_000);
      const base = { provider: f.provider, userId: member.userId };
      await expect(
        f.adapter.transferIn({ ...base, amount: 20_000, transferId: `big-in-${member.userId}` }),
      ).rejects.toMatchObject({
        code: 'WALLET/INSUFFICIENT_BALANCE',
      });
      await expect(
        f.adapter.transferOut({ ...base, amount: 1_000, transferId: `big-out-${member.userId}` }),
      ).rejects.toMatchObject({
        code: 'WALLET/INSUFFICIENT_BALANCE',
      });
      for (const amount of [0, -1_000, 1.5]) {
        await expect(
          f.adapter.transferIn({ ...base, amount, transferId: `odd-${amount}-${member.userId}` }),
        ).rejects.toThrow();
      }
      expect(await money(member.userId)).toBe(10_000);
      expect(await f.adapter.balance(f.provider, member.userId)).toBe(0);
    });

    it('reports a played round in the bet records, for its member and time only', async () => {
      const member = await f.member(100_000);
      const other = await f.member(0);
      await f.adapter.transferIn({
        provider: f.provider,
        userId: member.userId,
        amount: 100_000,
        transferId: `play-in-${member.userId}`,
      });
      const before = new Date(Date.now() - 1_000);
      const played = await f.playRound(await launchFor(member));
      const after = new Date(Date.now() + 1_000);
      expect(await f.adapter.balance(f.provider, member.userId)).toBe(
        100_000 - played.betAmount + played.winAmount,
      );

      const records = await f.adapter.betRecords({
        provider: f.provider,
        from: before,
        to: after,
        userId: member.userId,
      });
      const record = records.find((entry) => entry.roundId === played.roundId);
      expect(liveBetRecord.parse(record)).toMatchObject({
        liveCode: f.provider.liveCode,
        gameCode: f.game.gameCode,
        gameName: f.game.gameName,
        betAmount: played.betAmount,
        winAmount: played.winAmount,
      });
      expect(record?.betTime).toBeGreaterThanOrEqual(Math.floor(before.getTime() / 1000));
      const everyone = await f.adapter.betRecords({
        provider: f.provider,
        from: before,
        to: after,
      });
      expect(everyone.some((entry) => entry.roundId === played.roundId)).toBe(true);
      const others = await f.adapter.betRecords({
        provider: f.provider,
        from: before,
        to: after,
        userId: other.userId,
      });
      expect(others).toEqual([]);
      const earlier = await f.adapter.betRecords({
        provider: f.provider,
        from: new Date(before.getTime() - 3_600_000),
        to: before,
        userId: member.userId,
      });
      expect(earlier).toEqual([]);
    });
  });
};
