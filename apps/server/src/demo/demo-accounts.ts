export const demoMember = {
  account: 'member01',
  password: 'Member123',
  role: '会员 (member, balance 1,000.00)',
} as const;

export const demoAgent = {
  account: 'agent01',
  password: 'Agent1234',
  role: '代理 (agent, isDl)',
} as const;

/** The demo sign-ins, listed in the README and printed at start. */
export const demoAccounts = [demoMember, demoAgent] as const;

export const demoMemberDeposit = 1_000_000;
