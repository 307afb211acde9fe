import { agentPaths, accountPaths, linkPathOf } from '@lottery/contracts';
import type {
  MemberInformation,
  PromotionLink,
  SubUser,
  TeamBetReport,
  TeamReport,
} from '@lottery/contracts';
import { memberProfile } from '../../../test/account-fixtures';
import { fakeApi } from '../../../test/fake-api';
import type { FakeCall, FakeHandler } from '../../../test/fake-api';

const api = (path: string) => `/app-api${path}`;

/** The calls of the agent pages, as `METHOD /path` keys of the fake server. */
export const agentCalls = {
  teamReport: `GET ${api(agentPaths.teamReport)}`,
  subUsers: `GET ${api(agentPaths.subUsers)}`,
  member: `GET ${api(agentPaths.memberInformation)}`,
  rebateRange: `GET ${api(agentPaths.rebateRange)}`,
  links: `GET ${api(agentPaths.links)}`,
  createLink: `POST ${api(agentPaths.createLink)}`,
  updateLink: `POST ${api(agentPaths.updateLink)}`,
  removeLink: `POST ${api(agentPaths.removeLink)}`,
  addUser: `POST ${api(agentPaths.addUser)}`,
  checkUnique: `GET ${api(accountPaths.checkUnique)}`,
  declaration: `GET ${api(agentPaths.declaration)}`,
} as const;

const betReport = (patch: Partial<TeamBetReport> = {}): TeamBetReport => ({
  statTime: '2026-03-05 ~ 2026-03-11',
  bettingMoney: 0,
  winMoney: 0,
  rebateMoney: 0,
  winOrcloseMoney: 0,
  ...patch,
});

/** A team report of the tests: lottery bets, a few registrations and recharges. */
export const teamReportOf = (patch: Partial<TeamReport> = {}): TeamReport => ({
  cpBetReport: betReport({
    bettingMoney: 1_234_500,
    winMoney: 1_000_000,
    rebateMoney: 12_345,
    winOrcloseMoney: -234_500,
  }),
  ftBetReport: betReport(),
  liveBetReport: betReport({ bettingMoney: 50_000, winMoney: 80_000, winOrcloseMoney: 30_000 }),
  dlBonuus: 0,
  dlDayWage: 0,
  dlRebate: 6_789,
  firstRechargeCount: 2,
  money: 3_456_780,
  rechargeCount: 3,
  registCount: 5,
  teamCount: 12,
  rwReport: {
    rechMoney: 900_000,
    rechUserCount: 3,
    discountMoney: 0,
    rechDiscount: 0,
    otherDiscount: 0,
    withdrawMoney: 100_000,
  },
  ...patch,
});

/** A downline member of the tests: direct, online, 5% rebate, 100.00 balance unless told. */
export const subUserOf = (id: number, patch: Partial<SubUser> = {}): SubUser => ({
  id,
  account: `sub${String(id).padStart(4, '0')}`,
  nickname: '',
  isDl: 0,
  rebate: 5,
  balance: 100_000,
  level: 1,
  online: 1,
  registeredAt: Date.UTC(2026, 2, 1, 4),
  lastLoginAt: Date.UTC(2026, 2, 10, 4),
  ...patch,
});

export const memberInformationOf = (
  user: SubUser,
  patch: Partial<MemberInformation> = {},
): MemberInformation => ({
  ...user,
  parentAccount: 'agent01',
  teamCount: 0,
  recent: {
    statTime: '2026-02-10 ~ 2026-03-11',
    betCount: 17,
    bettingMoney: 340_000,
    winMoney: 120_000,
    winOrcloseMoney: -220_000,
    rechMoney: 500_000,
    withdrawMoney: 0,
  },
  ...patch,
});

export const linkOf = (id: number, patch: Partial<PromotionLink> = {}): PromotionLink => {
  const code = patch.code ?? `L${id}CODE`;
  return {
    id,
    code,
    isDl: 0,
    rebate: 6.5,
    quota: 10,
    used: 3,
    remark: '',
    path: linkPathOf(code),
    createdAt: Date.UTC(2026, 2, 9, 4),
    ...patch,
  };
};

export interface AgentData {
  report?: TeamReport;
  users?: SubUser[];
  links?: PromotionLink[];
  range?: [number, number];
  declaration?: string;
  /** Accounts checkUnique answers taken. */
  taken?: string[];
}

/**
 * The server of the agent page tests: an agent's profile (isDl 1, rebate 8) and the agent calls
 * over the given data; links are created, changed and removed in `links`.
 */
export const agentServer = (data: AgentData = {}, routes: Record<string, FakeHandler> = {}) => {
  const users = data.users ?? [];
  const links = [...(data.links ?? [])];
  let nextLinkId = 100;
  const linkFrom = (form: URLSearchParams, base: PromotionLink): PromotionLink => ({
    ...base,
    isDl: form.get('isDl') === '1' ? 1 : 0,
    rebate: Number(form.get('rebate')),
    quota: form.get('quota') ? Number(form.get('quota')) : null,
    remark: form.get('remark') ?? '',
  });
  return fakeApi({
    'GET /app-api/api/user/info': () =>
      memberProfile({ userInfo: { isDl: 1, account: 'agent01' } }),
    [agentCalls.teamReport]: () => data.report ?? teamReportOf(),
    [agentCalls.subUsers]: ({ params }: FakeCall) => {
      const page = Number(params.get('page'));
      const rows = Number(params.get('rows'));
      const account = params.get('account');
      const online = params.get('online');
      const all = params.get('all') === '1';
      const matching = users.filter(
        (user) =>
          (account === null || user.account.includes(account)) &&
          (online === null || user.online === Number(online)) &&
          (all || user.level === 1),
      );
      return {
        data: matching.slice((page - 1) * rows, page * rows),
        otherData: { totalBalance: matching.reduce((sum, user) => sum + user.balance, 0) },
        totalCount: matching.length,
      };
    },
    [agentCalls.member]: ({ params }: FakeCall) => {
      const user = users.find((row) => row.id === Number(params.get('userId')));
      if (!user) {
        return Response.json(
          { code: 'AGENT/NOT_IN_TEAM', msg: '该用户不在您的团队中', statusCode: 404 },
          { status: 404 },
        );
      }
      return memberInformationOf(user);
    },
    [agentCalls.rebateRange]: () => data.range ?? [0, 8],
    [agentCalls.links]: ({ params }: FakeCall) => {
      const id = params.get('id');
      const page = Number(params.get('page'));
      const rows = Number(params.get('rows'));
      const matching = id === null ? links : links.filter((link) => link.id === Number(id));
      return {
        data: matching.slice((page - 1) * rows, page * rows),
        otherData: { totalUsed: matching.reduce((sum, link) => sum + link.used, 0) },
        totalCount: matching.length,
      };
    },
    [agentCalls.createLink]: ({ form }: FakeCall) => {
      nextLinkId += 1;
      const link = linkFrom(form ?? new URLSearchParams(), linkOf(nextLinkId, { used: 0 }));
      links.unshift(link);
      return link;
    },
    [agentCalls.updateLink]: ({ params, form }: FakeCall) => {
      const index = links.findIndex((link) => link.id === Number(params.get('id')));
      const current = links[index];
      if (!current) return null;
      const updated = linkFrom(form ?? new URLSearchParams(), current);
      links[index] = updated;
      return updated;
    },
    [agentCalls.removeLink]: ({ form }: FakeCall) => {
      const index = links.findIndex((link) => link.id === Number(form?.get('id')));
      links.splice(index, 1);
      return null;
    },
    [agentCalls.addUser]: ({ form }: FakeCall) =>
      subUserOf(500, { account: form?.get('account') ?? '' }),
    [agentCalls.checkUnique]: ({ params }: FakeCall) =>
      !(data.taken ?? []).includes(params.get('account') ?? ''),
    [agentCalls.declaration]: () =>
      new Response(data.declaration ?? '<h2>代理说明</h2><p>推广赚钱，返点丰厚。</p>', {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
    ...routes,
  });
};
