import type {
  AdminMemberDetail,
  AdminRecharge,
  AdminWithdrawal,
  AdminWithdrawalDetail,
} from '@lottery/contracts';

const at = Date.UTC(2025, 5, 1, 4, 0, 0);

export const pageOf = <Row>(list: Row[], page = 1, size = 20) => ({
  list,
  total: list.length,
  page,
  size,
});

export const memberDetail = (overrides: Partial<AdminMemberDetail> = {}): AdminMemberDetail => ({
  id: 5,
  account: 'member01',
  nickname: '小明',
  fullName: '张三',
  phone: '13800000001',
  type: 'HY',
  isAgent: false,
  agentAccount: 'agent01',
  vipLevel: 2,
  status: 0,
  balance: 1_234_560,
  registeredIp: '10.0.0.1',
  lastLoginAt: at,
  createdAt: at,
  email: '',
  qq: '',
  weixin: '',
  birthday: '',
  liveBalance: 0,
  withdrawingAmount: 0,
  rechargeTotal: 5_000_000,
  fundPasswordSet: true,
  fundPasswordLocked: false,
  mustResetPassword: false,
  gameBlacklisted: false,
  enableChat: true,
  openSessions: 1,
  ...overrides,
});

export const withdrawal = (overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal => ({
  id: 31,
  orderNo: 'W20250601000031',
  amount: 1_000_000,
  status: 0,
  statusText: '审核中',
  type: 2,
  bankName: '中国银行',
  bankAccount: '6216600000000001',
  accountName: '张三',
  reason: '',
  createdAt: at,
  finishedAt: null,
  account: 'member01',
  userId: 5,
  decidedBy: null,
  ...overrides,
});

export const withdrawalDetail = (
  overrides: Partial<AdminWithdrawalDetail> = {},
): AdminWithdrawalDetail => ({
  order: withdrawal(),
  member: { id: 5, account: 'member01', fullName: '张三', status: 0, balance: 200_000 },
  turnover: { required: 500_000, done: 200_000 },
  recentLedger: [
    {
      id: 900,
      wallet: 'money',
      type: 2,
      typeLabel: '提现',
      amount: -1_000_000,
      balanceAfter: 200_000,
      reference: 'W20250601000031',
      remark: '',
      createdAt: at,
    },
  ],
  ...overrides,
});

export const recharge = (overrides: Partial<AdminRecharge> = {}): AdminRecharge => ({
  orderNo: 'R20250601000007',
  channelId: 1,
  channelType: 2,
  channelName: '工商银行',
  amount: 300_000,
  usdtAmount: null,
  status: 1,
  statusText: '处理中',
  reference: 'K7Q2',
  payTo: {},
  payUrl: null,
  reason: '',
  createdAt: at,
  expiresAt: at + 1_800_000,
  finishedAt: null,
  account: 'member01',
  userId: 5,
  decidedBy: null,
  ...overrides,
});
