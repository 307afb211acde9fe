import {
  channelType,
  rechargeStatus,
  rechargeStatusLabels,
  withdrawStatusLabels,
} from '@lottery/contracts';
import type {
  RechargeChannel,
  RechargeOrder,
  RechargeStatus,
  ValidWithdraw,
  WithdrawOrder,
  WithdrawStatus,
} from '@lottery/contracts';

const yuan = (n: number) => n * 1000;

const bankDetails = {
  bankName: '中国工商银行',
  accountName: '深圳市鸿运信息技术有限公司',
  accountNo: '6222 0240 0008 8166 321',
  bankBranch: '深圳福田支行',
};

/** The channels as GET /api/recharge/channels answers them; amounts in thousandths. */
export const channelList: RechargeChannel[] = [
  {
    id: 1,
    type: channelType.online,
    name: '在线支付（演示网关）',
    icon: '',
    minAmount: yuan(10),
    maxAmount: yuan(50_000),
    sort: 1,
    enabled: true,
    details: { provider: 'demo' },
  },
  {
    id: 2,
    type: channelType.bank,
    name: '银行卡转账',
    icon: '',
    minAmount: yuan(100),
    maxAmount: yuan(500_000),
    sort: 2,
    enabled: true,
    details: { ...bankDetails },
  },
  {
    id: 3,
    type: channelType.usdt,
    name: 'USDT（TRC20）',
    icon: '',
    minAmount: yuan(100),
    maxAmount: yuan(100_000),
    sort: 3,
    enabled: true,
    details: { network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', rate: 7200 },
  },
];

export const usdtAddress = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** An order as the create and detail calls answer it. */
export const orderOf = (patch: Partial<RechargeOrder> = {}): RechargeOrder => {
  const status = patch.status ?? rechargeStatus.pending;
  return {
    orderNo: 'R20260301000001',
    channelId: 1,
    channelType: channelType.online,
    channelName: '在线支付（演示网关）',
    amount: yuan(100),
    usdtAmount: null,
    status,
    statusText: rechargeStatusLabels[status as RechargeStatus],
    reference: 'K7Q2',
    payTo: {},
    payUrl: '/demo-pay/R20260301000001',
    reason: '',
    createdAt: Date.UTC(2026, 2, 1, 4, 0, 0),
    expiresAt: Date.UTC(2026, 2, 1, 4, 30, 0),
    finishedAt: null,
    ...patch,
  };
};

export const bankOrder = (patch: Partial<RechargeOrder> = {}) =>
  orderOf({
    orderNo: 'R20260301000002',
    channelId: 2,
    channelType: channelType.bank,
    channelName: '银行卡转账',
    amount: yuan(500),
    payUrl: null,
    payTo: { ...bankDetails },
    ...patch,
  });

export const usdtOrder = (patch: Partial<RechargeOrder> = {}) =>
  orderOf({
    orderNo: 'R20260301000003',
    channelId: 3,
    channelType: channelType.usdt,
    channelName: 'USDT（TRC20）',
    amount: yuan(720),
    usdtAmount: '100000123',
    payUrl: null,
    payTo: { network: 'TRC20', address: usdtAddress, rate: 7200 },
    ...patch,
  });

export const withdrawalOf = (id: number, patch: Partial<WithdrawOrder> = {}): WithdrawOrder => {
  const status = patch.status ?? 0;
  return {
    id,
    orderNo: `W2026030100${String(id).padStart(4, '0')}`,
    amount: yuan(200),
    status,
    statusText: withdrawStatusLabels[status as WithdrawStatus],
    type: 2,
    bankName: '中国工商银行',
    bankAccount: '6222****1234',
    accountName: '王小明',
    reason: '',
    createdAt: Date.UTC(2026, 2, 1, 5, 0, 0) - id * 60_000,
    finishedAt: null,
    ...patch,
  };
};

export const validWithdrawOf = (patch: Partial<ValidWithdraw> = {}): ValidWithdraw => ({
  relaxQuota: yuan(10),
  requireDML: yuan(1_500),
  sumAllDml: yuan(600),
  sumAllDeduct: yuan(890),
  yetWithdraw: false,
  rows: [
    {
      id: 11,
      orderNo: 'R20260301000001',
      rechargeTime: Date.UTC(2026, 2, 1, 4, 0, 0),
      rechargeMoney: yuan(1_000),
      requireDml: yuan(1_000),
      validDml: yuan(600),
      deduct: yuan(390),
      finished: false,
    },
    {
      id: 12,
      orderNo: 'ADJ-77',
      rechargeTime: Date.UTC(2026, 2, 1, 6, 0, 0),
      rechargeMoney: yuan(500),
      requireDml: yuan(500),
      validDml: 0,
      deduct: yuan(500),
      finished: false,
    },
  ],
  ...patch,
});

export const withdrawLimit = { minAmount: yuan(100), maxAmount: yuan(50_000), dailyCount: 5 };
