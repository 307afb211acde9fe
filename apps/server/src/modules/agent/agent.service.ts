import {
  accountPattern,
  addDaysTo,
  chinaDateOf,
  chinaMidnightOf,
  isStrongPassword,
  linkPathOf,
  rebateProblem,
  rebateRangeOf,
  registrationMessages,
  roundRebate,
  systemConfigKey,
  type AddSubUserForm,
  type LinkForm,
  type LinkInfo,
  type LinkListQuery,
  type LinkPage,
  type MemberInformation,
  type PromotionLink,
  type RebateRange,
  type SubUser,
  type SubUserPage,
  type SubUserQuery,
  type TeamBetReport,
  type TeamReport,
  type TeamReportQuery,
} from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { sanitizeRichText } from '../../lib/sanitize';
import type { AccountService } from '../account/account.service';
import type { SecretService } from '../account/secret.service';
import type { Authenticated, User } from '../auth/session.service';
import type { SettingsService } from '../settings/settings.service';
import { resolveDateRange, todayRange } from '../reports/date-range';
import { downlineTerms, findInvite, newInviteCode } from '../team/invites';
import { depthInTeam } from '../team/team-tree';
import * as repo from './agent.repository';
import { createTeamDays } from './team-days';
import { teamSums } from './team-report.repository';

export type AgentService = ReturnType<typeof createAgentService>;

const linkView = (row: repo.PromotionLinkRow): PromotionLink => ({
  id: row.id,
  code: row.code,
  isDl: row.isDl === 1 ? 1 : 0,
  rebate: row.rebate,
  quota: row.quota,
  used: row.used,
  remark: row.remark,
  path: linkPathOf(row.code),
  createdAt: row.createdAt.getTime(),
});

const subUserView = (row: repo.SubUserRow): SubUser => ({
  id: row.id,
  account: row.account,
  nickname: row.nickname,
  isDl: row.isAgent ? 1 : 0,
  rebate: row.rebate,
  balance: row.balance,
  level: row.depth,
  online: row.online ? 1 : 0,
  registeredAt: row.createdAt.getTime(),
  lastLoginAt: row.lastLoginAt?.getTime() ?? null,
});

const betReport = (
  statTime: string,
  betting: number,
  win: number,
  rebate: number,
): TeamBetReport => ({
  statTime,
  bettingMoney: betting,
  winMoney: win,
  rebateMoney: rebate,
  winOrcloseMoney: win - betting,
});

/** Days of the member information's recent summary (today included). */
const recentDays = 30;

/**
 * The agent programme (issue 22): an agent's links, team, downline accounts and team report.
 * Every call is the signed-in agent's own: ids outside their team answer as not found.
 */
export const createAgentService = (
  { db, now, log }: Pick<Deps, 'db' | 'now' | 'log'>,
  {
    account,
    secrets,
    settings,
  }: {
    account: Pick<AccountService, 'createMember' | 'isAccountFree'>;
    secrets: Pick<SecretService, 'open'>;
    settings: Pick<SettingsService, 'systemConfigValue'>;
  },
) => {
  const agentOf = ({ user }: Authenticated): User => {
    if (!user.isAgent) throw new AppError('AGENT/NOT_AGENT');
    return user;
  };

  const assertRebate = (rebate: number, own: number) => {
    const problem = rebateProblem(rebate, rebateRangeOf(own));
    if (problem) throw new AppError('AGENT/REBATE_OUT_OF_RANGE', problem);
  };

  const quotaOf = (quota: LinkForm['quota']) =>
    quota === undefined || quota === '' || quota === 0 ? null : quota;

  const rebateRange = (caller: Authenticated): RebateRange => rebateRangeOf(agentOf(caller).rebate);

  const createLink = async (caller: Authenticated, form: LinkForm) => {
    const agent = agentOf(caller);
    assertRebate(form.rebate, agent.rebate);
    for (;;) {
      try {
        const row = await repo.insertLink(db, {
          agentId: agent.id,
          code: await newInviteCode(db),
          isDl: form.isDl,
          rebate: roundRebate(form.rebate),
          quota: quotaOf(form.quota),
          remark: form.remark ?? '',
        });
        return linkView(row);
      } catch (error) {
        // Another link took the same code between the check and the insert: draw again.
        if (!isUniqueViolation(error)) throw error;
      }
    }
  };

  const updateLink = async (caller: Authenticated, id: number, form: LinkForm) => {
    const agent = agentOf(caller);
    assertRebate(form.rebate, agent.rebate);
    const quota = quotaOf(form.quota);
    const row = await repo.updateLink(db, agent.id, id, {
      isDl: form.isDl,
      rebate: roundRebate(form.rebate),
      quota,
      remark: form.remark ?? '',
    });
    if (row) return linkView(row);
    const existing = await repo.findOwnLink(db, agent.id, id);
    if (!existing) throw new AppError('AGENT/LINK_NOT_FOUND');
    // The link exists: the new quota is below the registrations it already admitted.
    throw new AppError('SYS/VALIDATION', `名额不能少于已注册人数 ${existing.used}`);
  };

  const removeLink = async (caller: Authenticated, id: number) => {
    const agent = agentOf(caller);
    if (!(await repo.removeLink(db, agent.id, id, now())))
      throw new AppError('AGENT/LINK_NOT_FOUND');
    return null;
  };

  const links = async (caller: Authenticated, query: LinkListQuery): Promise<LinkPage> => {
    const agent = agentOf(caller);
    const page = await repo.linkPage(db, agent.id, query);
    if (query.id !== undefined && page.totalCount === 0) throw new AppError('AGENT/LINK_NOT_FOUND');
    return {
      data: page.data.map(linkView),
      otherData: { totalUsed: page.totalUsed },
      totalCount: page.totalCount,
    };
  };

  const linkInfo = async (code: string): Promise<LinkInfo> => {
    const invite = await findInvite(db, code);
    if (!invite)
      throw new AppError('UC/INTR_CODE_NOT_FOUND', registrationMessages.intrCodeNotFound);
    if (invite.linkId !== null) {
      const link = await repo.findOwnLink(db, invite.agentId, invite.linkId);
      if (link && link.quota !== null && link.used >= link.quota) {
        throw new AppError('AGENT/LINK_EXHAUSTED');
      }
    }
    return { code, agentName: invite.agentName, isDl: invite.isDl };
  };

  /** The days asked (UTC+8, both included; checked as the reports check them), today when none. */
  const rangeOf = (beginDate?: string, endDate?: string) => {
    const range =
      beginDate === undefined && endDate === undefined
        ? todayRange(now())
        : resolveDateRange({ startDate: beginDate, endDate }, now());
    return { statTime: `${range.startDate} ~ ${range.endDate}`, from: range.from, until: range.to };
  };

  const teamReport = async (caller: Authenticated, query: TeamReportQuery): Promise<TeamReport> => {
    const agent = agentOf(caller);
    if (query.userId !== undefined && query.userId !== agent.id) {
      if ((await depthInTeam(db, agent.id, query.userId)) === undefined) {
        throw new AppError('AGENT/NOT_IN_TEAM');
      }
    }
    const { statTime, from, until } = rangeOf(query.beginDate, query.endDate);
    const sums = await teamSums(db, query.userId ?? agent.id, from, until);
    const discount = sums.rechDiscount + sums.otherDiscount;
    return {
      cpBetReport: betReport(statTime, sums.lottery.betting, sums.lottery.win, sums.lottery.rebate),
      ftBetReport: betReport(statTime, 0, 0, 0),
      liveBetReport: betReport(statTime, sums.live.betting, sums.live.win, 0),
      dlBonuus: 0,
      dlDayWage: 0,
      dlRebate: sums.agentRebate,
      firstRechargeCount: sums.firstRecharges,
      money: sums.money,
      rechargeCount: sums.recharges.count,
      registCount: sums.registered,
      teamCount: sums.teamCount,
      rwReport: {
        rechMoney: sums.recharges.money,
        rechUserCount: sums.recharges.users,
        discountMoney: discount,
        rechDiscount: sums.rechDiscount,
        otherDiscount: sums.otherDiscount,
        withdrawMoney: sums.withdrawMoney,
      },
    };
  };

  const subUsers = async (caller: Authenticated, query: SubUserQuery): Promise<SubUserPage> => {
    const agent = agentOf(caller);
    const joined =
      query.beginDate || query.endDate ? rangeOf(query.beginDate, query.endDate) : undefined;
    const page = await repo.subUserPage(
      db,
      agent.id,
      {
        account: query.account,
        from: joined?.from,
        until: joined?.until,
        online: query.online,
        minBalance: query.minBalance,
        maxBalance: query.maxBalance,
        all: query.all === 1,
      },
      { page: query.page, rows: query.rows, at: now() },
    );
    return {
      data: page.data.map(subUserView),
      otherData: { totalBalance: page.totalBalance },
      totalCount: page.totalCount,
    };
  };

  const memberInformation = async (
    caller: Authenticated,
    userId: number,
  ): Promise<MemberInformation> => {
    const agent = agentOf(caller);
    const member = await repo.teamMember(db, agent.id, userId, now());
    if (!member) throw new AppError('AGENT/NOT_IN_TEAM');
    const today = chinaDateOf(now().getTime());
    const start = addDaysTo(today, -(recentDays - 1));
    const recent = await repo.ownRecent(
      db,
      userId,
      new Date(chinaMidnightOf(start)),
      new Date(chinaMidnightOf(addDaysTo(today, 1))),
    );
    return {
      ...subUserView(member),
      parentAccount: member.parentAccount,
      teamCount: member.teamCount,
      recent: {
        statTime: `${start} ~ ${today}`,
        betCount: recent.betCount,
        bettingMoney: recent.betting,
        winMoney: recent.win,
        winOrcloseMoney: recent.win - recent.betting,
        rechMoney: recent.rechMoney,
        withdrawMoney: recent.withdrawMoney,
      },
    };
  };

  /** An agent makes a downline account directly (the registration's account and password rules). */
  const addUser = async (caller: Authenticated, form: AddSubUserForm): Promise<SubUser> => {
    const agent = agentOf(caller);
    const password = await secrets.open(form.password);
    const accountName = form.account.trim();
    if (!accountPattern.test(accountName)) {
      throw new AppError('UC/REGISTER_INVALID', registrationMessages.account);
    }
    if (!isStrongPassword(password)) throw new AppError('UC/PASSWORD_RULE');
    if (password.toLowerCase() === accountName.toLowerCase()) {
      throw new AppError('UC/REGISTER_INVALID', registrationMessages.passwordEqualsAccount);
    }
    assertRebate(form.rebate, agent.rebate);
    if (!(await account.isAccountFree(accountName))) throw new AppError('UC/ACCOUNT_EXISTS');
    try {
      const user = await db.transaction(async (tx) =>
        account.createMember(
          {
            account: accountName,
            password,
            ...(await downlineTerms(
              { agentId: agent.id, rebate: roundRebate(form.rebate), isDl: form.isDl },
              tx,
            )),
          },
          tx,
        ),
      );
      const member = await repo.teamMember(db, agent.id, user.id, now());
      if (!member) throw new Error('a new downline is not in its agent team');
      return subUserView(member);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('UC/ACCOUNT_EXISTS');
      throw error;
    }
  };

  /** The declaration page: the operator's rich text, sanitized, in a page of its own. */
  const declaration = async (caller: Authenticated) => {
    agentOf(caller);
    const html = sanitizeRichText(
      (await settings.systemConfigValue(systemConfigKey.agentDeclaration)) ?? '',
    );
    return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>代理说明</title></head><body>${html}</body></html>`;
  };

  return {
    rebateRange,
    createLink,
    updateLink,
    removeLink,
    links,
    linkInfo,
    teamReport,
    subUsers,
    memberInformation,
    addUser,
    declaration,
    teamDays: createTeamDays({ db, now, log }),
  };
};
