export const demoMember = {
  account: 'member01',
  password: 'Member123',
  fundPassword: '1234',
  role: '会员 (member, VIP1, balance 1,000.00, withdraw password 1234)',
} as const;

export const demoAgent = {
  account: 'agent01',
  password: 'Agent1234',
  intrCode: 'AG8888',
  role: '代理 (agent, isDl, promotion code AG8888)',
} as const;

export const demoService = {
  account: 'kefu01',
  password: 'Kefu12345',
  nickname: '在线客服',
  role: '客服 (customer service, chatLevel 2, manages every chat room)',
} as const;

/** The demo sign-ins, listed in the README and printed at start. */
export const demoAccounts = [demoMember, demoAgent, demoService] as const;

export const demoMemberDeposit = 1_000_000;
