/**
 * The agent programme's rules (issue 22), shared by the server and the pages: what rebate an
 * agent may give, and how a settled bet's stake is shared up the agent chain.
 */

/** Rebates move in tenths of a percent. */
export const rebateStep = 0.1;

export const agentTexts = {
  rebateOutOfRange: (min: number, max: number) => `返点范围为 ${min} ~ ${max}`,
  rebateStep: '返点最多保留一位小数',
  notAgent: '您还不是代理',
  notInTeam: '该用户不在您的团队中',
  linkNotFound: '推广链接不存在',
  linkExhausted: '该推广链接名额已满',
  copied: '复制成功',
  removeConfirm: '确定删除该推广链接吗？',
  removed: '删除成功',
  saved: '保存成功',
  added: '添加成功',
} as const;

/** The rebate as stored: rounded to tenths (0.30000000000000004 → 0.3). */
export const roundRebate = (rebate: number) => Math.round(rebate * 10) / 10;

/** The rebates an agent may give a downline: from 0 up to their own. */
export const rebateRangeOf = (own: number): [number, number] => [0, roundRebate(own)];

/** Why a rebate may not be given, or undefined when it may. */
export const rebateProblem = (rebate: number, [min, max]: readonly [number, number]) => {
  if (!Number.isFinite(rebate)) return agentTexts.rebateOutOfRange(min, max);
  if (Math.abs(roundRebate(rebate) - rebate) > 1e-9) return agentTexts.rebateStep;
  if (rebate < min - 1e-9 || rebate > max + 1e-9) return agentTexts.rebateOutOfRange(min, max);
  return undefined;
};

/** An account of the chain: the bettor first, then each agent above, nearest first. */
export interface ChainLink {
  userId: number;
  rebate: number;
}

/** One agent's share of a bet: their rebate minus the rebate of the account just below them. */
export interface RebateShare {
  userId: number;
  /** Percent of the stake. */
  rate: number;
}

/**
 * How a bet's stake is shared up the chain (snapshotted on the order at placement): each agent
 * earns the difference between their rebate and the one just below; an agent whose rebate is not
 * above it earns nothing, and the next one up still earns only their own difference.
 */
export const rebateShares = (chain: readonly ChainLink[]): RebateShare[] => {
  const shares: RebateShare[] = [];
  let below = chain[0]?.rebate ?? 0;
  for (const link of chain.slice(1)) {
    const rate = roundRebate(link.rebate - below);
    if (rate > 0) shares.push({ userId: link.userId, rate });
    below = Math.max(below, link.rebate);
  }
  return shares;
};

/** An agent's rebate on a stake, in thousandths of a yuan, rounded down. */
export const rebateAmount = (stake: number, rate: number) =>
  Math.floor((stake * Math.round(rate * 10)) / 1000);

/** A promotion link's register path (the client puts its origin in front). */
export const linkPathOf = (code: string) => `/auth/register?code=${encodeURIComponent(code)}`;
