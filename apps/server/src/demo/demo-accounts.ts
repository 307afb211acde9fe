/** The demo sign-ins, listed in the README and printed at start. */
export const demoAccounts = [
  { account: 'member01', password: 'Member123', role: '会员 (member, balance 1,000.00)', isAgent: false },
  { account: 'agent01', password: 'Agent1234', role: '代理 (agent, isDl)', isAgent: true },
] as const;

export const demoMemberDeposit = 1_000_000;
