import {
  bettingBonusCategories,
  bettingBonusCategoryNames,
  chinaDateOf,
  linkPathOf,
  maxBettingBonusRate,
  maxVipLevel,
  rebateProblem,
  roundRebate,
  topRebate,
  type AdminAgentDetail,
  type AdminAgentTeam,
  type AdminBonusRates,
  type SetBettingBonusRateBody,
} from '@lottery/contracts';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import * as agentRepo from '../../agent/agent.repository';
import { teamSums } from '../../agent/team-report.repository';
import type { BettingBonusService } from '../../betting-bonus/betting-bonus.service';
import { resolveDateRange } from '../../reports/date-range';
import type { AdminActor } from '../admin-actor';
import type { AuditService } from '../audit/audit.service';
import * as repo from './agents.repository';

type Paging = { page: number; size: number };

export type AdminAgentsService = ReturnType<typeof createAdminAgentsService>;

/**
 * 代理管理 (issue 24): the agent tree level by level, an agent's team, downline and links, its
 * rebate, and the 洗码 rates. A change is one transaction with its audit row; a change that
 * changes nothing writes no row.
 */
export const createAdminAgentsService = (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  {
    audit,
    bettingBonus,
  }: {
    audit: AuditService;
    bettingBonus: Pick<BettingBonusService, 'setRate' | 'rates' | 'lockRate'>;
  },
) => {
  const tree = async (query: { parentId?: number | undefined } & Paging) => {
    const { rows, total } = await repo.treeLevel(db, query.parentId, query);
    return { list: rows, total, page: query.page, size: query.size };
  };

  /** The rebates an account may have: from the highest below it up to its agent's. */
  const rebateRangeOf = async (
    tx: Db,
    account: { id: number; parentId: number | null },
  ): Promise<[number, number]> => {
    const parent =
      account.parentId === null ? undefined : await repo.lockRebate(tx, account.parentId);
    return [roundRebate(await repo.rebateFloor(tx, account.id)), parent?.rebate ?? topRebate];
  };

  const detail = async (by: { id?: number | undefined; account?: string | undefined }) => {
    const account = await repo.findAccount(db, by);
    if (!account) throw new AppError('ADMIN/NOT_FOUND');
    const answer: AdminAgentDetail = {
      ...account,
      path: await repo.pathTo(db, account.id),
      rebateRange: await rebateRangeOf(db, account),
      createdAt: account.createdAt.getTime(),
    };
    return answer;
  };

  const existing = async (id: number) => {
    const account = await repo.findAccount(db, { id });
    if (!account) throw new AppError('ADMIN/NOT_FOUND');
    return account;
  };

  /** The team's sums over UTC+8 days (today by default), as the agent's own report reads them. */
  const team = async (query: {
    id: number;
    startDate?: string | undefined;
    endDate?: string | undefined;
  }): Promise<AdminAgentTeam> => {
    await existing(query.id);
    const at = now();
    const { startDate, endDate, from, to } = resolveDateRange(
      {
        startDate: query.startDate ?? query.endDate ?? chinaDateOf(at.getTime()),
        endDate: query.endDate,
      },
      at,
    );
    const sums = await db.transaction((tx) => teamSums(tx, query.id, from, to), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    return {
      startDate,
      endDate,
      teamCount: sums.teamCount,
      registered: sums.registered,
      firstRecharges: sums.firstRecharges,
      rechargeCount: sums.recharges.count,
      rechargeUsers: sums.recharges.users,
      rechargeAmount: sums.recharges.money,
      withdrawAmount: sums.withdrawMoney,
      betAmount: sums.lottery.betting,
      winAmount: sums.lottery.win,
      shareAmount: sums.lottery.rebate,
      liveBetAmount: sums.live.betting,
      liveWinAmount: sums.live.win,
      agentRebate: sums.agentRebate,
      rechargeDiscount: sums.rechDiscount,
      otherDiscount: sums.otherDiscount,
      balance: sums.money,
    };
  };

  const members = async (
    query: { id: number; account?: string | undefined; all: number } & Paging,
  ) => {
    await existing(query.id);
    const page = await agentRepo.subUserPage(
      db,
      query.id,
      { account: query.account, all: query.all === 1 },
      { page: query.page, rows: query.size, at: now() },
    );
    return {
      list: page.data.map((row) => ({
        id: row.id,
        account: row.account,
        nickname: row.nickname,
        isAgent: row.isAgent,
        rebate: row.rebate,
        depth: row.depth,
        balance: row.balance,
        online: row.online,
        createdAt: row.createdAt.getTime(),
        lastLoginAt: row.lastLoginAt?.getTime() ?? null,
      })),
      total: page.totalCount,
      totalBalance: page.totalBalance,
      page: query.page,
      size: query.size,
    };
  };

  const links = async (query: { id: number } & Paging) => {
    await existing(query.id);
    const page = await agentRepo.linkPage(db, query.id, { page: query.page, rows: query.size });
    return {
      list: page.data.map((row) => ({
        id: row.id,
        code: row.code,
        isAgent: row.isDl === 1,
        rebate: row.rebate,
        quota: row.quota,
        used: row.used,
        remark: row.remark,
        path: linkPathOf(row.code),
        createdAt: row.createdAt.getTime(),
      })),
      total: page.totalCount,
      totalUsed: page.totalUsed,
      page: query.page,
      size: query.size,
    };
  };

  /**
   * An account's rebate, within [the highest below it, its agent's]: bets already placed keep
   * the shares they snapshotted; the next bets of its team share by the new rebate. The tree is
   * held still and the account and its agent locked, so the range checked is the one committed.
   */
  const setRebate = async (actor: AdminActor, body: { id: number; rebate: number }) => {
    await db.transaction(async (tx) => {
      await repo.holdTree(tx);
      const account = await repo.lockRebate(tx, body.id);
      if (!account) throw new AppError('ADMIN/NOT_FOUND');
      const problem = rebateProblem(body.rebate, await rebateRangeOf(tx, account));
      if (problem) throw new AppError('AGENT/REBATE_OUT_OF_RANGE', problem);
      const rebate = roundRebate(body.rebate);
      if (rebate === account.rebate) return;
      await repo.updateRebate(tx, account.id, rebate);
      await audit.record(tx, actor, {
        action: 'agent.rebate',
        target: account.account,
        before: { rebate: account.rebate },
        after: { rebate },
      });
    });
    return detail({ id: body.id });
  };

  const bonusRates = async (): Promise<AdminBonusRates> => {
    const rows = await bettingBonus.rates();
    const levels = Array.from({ length: maxVipLevel + 1 }, (_, vipLevel) => ({
      vipLevel,
      rates: Object.fromEntries(
        bettingBonusCategories.map((category) => [
          category,
          rows.find((row) => row.vipLevel === vipLevel && row.category === category)?.rate ?? 0,
        ]),
      ) as AdminBonusRates['levels'][number]['rates'],
    }));
    return { levels, maxRate: maxBettingBonusRate };
  };

  /** A 洗码 rate, through the service the operator-token call uses, with its audit row. */
  const saveBonusRate = async (actor: AdminActor, body: SetBettingBonusRateBody) => {
    await db.transaction(async (tx) => {
      const before = (await bettingBonus.lockRate(tx, body.vipLevel, body.category)) ?? 0;
      if (before === body.rate) return;
      await bettingBonus.setRate(body, tx);
      await audit.record(tx, actor, {
        action: 'agent.bonusRate',
        target: `VIP${body.vipLevel} ${bettingBonusCategoryNames[body.category]}`,
        before: { rate: before },
        after: { rate: body.rate },
      });
    });
    return bonusRates();
  };

  return { tree, detail, team, members, links, setRebate, bonusRates, saveBonusRate };
};
