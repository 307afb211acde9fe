import { eq, sql } from 'drizzle-orm';
import { transactionType } from '@lottery/contracts';
import type { Db } from '../db/client';
import {
  chatThemeColors,
  companySettings,
  lotteryGames,
  systemConfig,
  users,
  vipRules,
} from '../db/schema';
import type { Services } from '../services';
import { demoAgent, demoMember, demoMemberDeposit } from './demo-accounts';
import { generateDemoAgent } from './generate-agent';
import { generateDemoOperators } from './generate-operators';
import { generateDemoBetting } from './generate-betting';
import { generateDemoBettingBonus } from './generate-betting-bonus';
import { generateDemoChat } from './generate-chat';
import { generateDemoRedPackets } from './generate-red-packets';
import { generateDemoContent } from './generate-content';
import { generateDemoPromotions } from './generate-promotions';
import { generateDemoDraws } from './generate-draws';
import { generateDemoGallery } from './generate-gallery';
import { generateDemoLibrary } from './generate-library';
import { generateDemoGames } from './generate-games';
import { generateDemoLiveRounds } from './generate-live-rounds';
import { generateDemoRecharge } from './generate-recharge';
import { generateDemoTemplates } from './generate-templates';
import { generateDemoWithdraw } from './generate-withdraw';
import {
  demoChatThemeColors,
  demoCompany,
  demoCompanyDetails,
  demoAboutPages,
  demoLotteryGames,
  demoMemberProfile,
  demoMessages,
  demoSystemConfig,
  demoVipRules,
} from './demo-content';
import { backdateLedger } from './backdate';

export interface DemoTarget {
  db: Db;
  services: Services;
  companyCode: string;
  /** DEMO_FAST_DRAW_MINUTES: how often the fast lottery draws. */
  fastDrawMinutes?: number;
  /** DEMO_FAST_DRAW_BALL_SECONDS: the seconds between the fast lottery's balls. */
  fastDrawBallSeconds?: number;
}

export const hasData = async (db: Db, companyCode: string): Promise<boolean> => {
  const rows = await db
    .select({ code: companySettings.companyCode })
    .from(companySettings)
    .where(eq(companySettings.companyCode, companyCode));
  return rows.length > 0;
};

/**
 * Fills an empty database with the demo site, always the same way. Runs as one transaction,
 * so a crash half-way leaves the database empty and the next start tries again.
 */
export const generateDemoData = async ({
  db,
  services,
  companyCode,
  fastDrawMinutes,
  fastDrawBallSeconds,
}: DemoTarget) => {
  await db.transaction(async (tx) => {
    await tx.insert(companySettings).values({
      companyCode,
      ...demoCompany,
      companyDetailList: demoCompanyDetails,
      homeCarousels: [],
    });
    await tx.insert(systemConfig).values([...demoSystemConfig]);
    await tx.insert(chatThemeColors).values([...demoChatThemeColors]);
    await tx.insert(lotteryGames).values(demoLotteryGames.map((game, sort) => ({ ...game, sort })));

    await tx.insert(vipRules).values(demoVipRules);
    const agent = await services.account.createMember(
      {
        account: demoAgent.account,
        password: demoAgent.password,
        isAgent: true,
        intrCode: demoAgent.intrCode,
      },
      tx,
    );
    const member = await services.account.createMember(
      {
        account: demoMember.account,
        password: demoMember.password,
        fundPwd: demoMember.fundPassword,
        parentId: agent.id,
        vipLevel: demoMemberProfile.vipLevel,
        avatarId: 5,
        details: { ...demoMemberProfile.details, domain: demoMemberProfile.domain },
      },
      tx,
    );
    await tx
      .update(users)
      .set({
        cycleBetAmount: demoMemberProfile.cycleBetAmount,
        rechargeTotal: demoMemberProfile.rechargeTotal,
      })
      .where(eq(users.id, member.id));
    await services.notifications.send(
      demoMessages.map((message) => ({ userId: member.id, ...message })),
      tx,
    );
    await services.wallet.post(
      {
        userId: member.id,
        wallet: 'money',
        amount: demoMemberDeposit,
        type: transactionType.manualDeposit,
        reference: `demo:deposit:${member.account}`,
        remark: '演示账户初始余额',
      },
      tx,
    );
    // The opening balance comes before the demo's back-dated history (weeks of bets and rounds).
    await backdateLedger(
      tx,
      new Map([[`demo:deposit:${member.account}`, new Date(Date.now() - 60 * 86_400_000)]]),
    );
  });
  for (const page of demoAboutPages) await services.settings.saveSitePage(page);
  await generateDemoContent({ db, services, companyCode });
  await generateDemoPromotions({ db, services });
  await generateDemoDraws({ db, services, fastDrawMinutes, fastDrawBallSeconds });
  await generateDemoBetting({ db, services });
  await generateDemoRecharge({ db, services });
  await generateDemoWithdraw({ db, services });
  await generateDemoGallery({ db, services });
  await generateDemoLibrary({ db, services });
  await generateDemoGames({ db, services });
  await generateDemoLiveRounds({ db, services });
  await generateDemoBettingBonus({ db, services });
  await generateDemoTemplates({ db, services });
  await generateDemoChat({ db, services });
  await generateDemoRedPackets({ db, services });
  await generateDemoAgent({ db, services });
  await generateDemoOperators({ db, now: new Date() });
  await services.settings.changed('company');
  await services.publish.refresh();
};

export const seedIfEmpty = async (target: DemoTarget): Promise<boolean> => {
  if (await hasData(target.db, target.companyCode)) return false;
  await generateDemoData(target);
  return true;
};

/** Drops every table and migration record; the caller migrates and seeds again. */
export const dropEverything = async (db: Db) => {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
};
