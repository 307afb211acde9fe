import type {
  BankAccount,
  ChatThemeColor,
  Profile,
  PushMessage,
  RegisterLimit,
  VipRule,
} from '@lottery/contracts';

type ProfilePatch = {
  userInfo?: Partial<Profile['userInfo']>;
  extInfo?: Partial<Profile['extInfo']>;
  userDetail?: Partial<Profile['userDetail']>;
  unReadCount?: number;
};

/** A member's profile as GET /app-api/api/user/info answers it; amounts in thousandths. */
export const memberProfile = (patch: ProfilePatch = {}): Profile => ({
  userInfo: {
    userId: 7,
    account: 'member01',
    nickname: '彩民小王',
    type: 'HY',
    avatarId: 3,
    vipLevel: 2,
    hyLevel: 1,
    cycleBetAmount: 1_500_000,
    isDl: 0,
    enableChat: 1,
    chatLevel: 1,
    chatThemeColor: 2,
    rebate: 8,
    ...patch.userInfo,
  },
  extInfo: { money: 1_000_000, liveMoney: 234_560, fundPwd: 1, rechMoney: 0, ...patch.extInfo },
  userDetail: {
    domain: '',
    fullName: '',
    email: '',
    phone: '',
    qq: '',
    weixin: '',
    birthday: '',
    ...patch.userDetail,
  },
  unReadCount: patch.unReadCount ?? 0,
});

export const vipRuleList: VipRule[] = [
  { vipLevel: 1, betMoney: 0 },
  { vipLevel: 2, betMoney: 1_000_000 },
  { vipLevel: 3, betMoney: 5_000_000 },
  { vipLevel: 4, betMoney: 20_000_000 },
  { vipLevel: 5, betMoney: 50_000_000 },
  { vipLevel: 6, betMoney: 100_000_000 },
  { vipLevel: 7, betMoney: 200_000_000 },
  { vipLevel: 8, betMoney: 500_000_000 },
  { vipLevel: 9, betMoney: 1_000_000_000 },
];

export const registerLimit = (sendMenoy: number): RegisterLimit => ({
  fields: {
    birthday: 'hidden',
    email: 'optional',
    fullName: 'hidden',
    fundPwd: 'hidden',
    intrCode: 'optional',
    qq: 'hidden',
    weixin: 'hidden',
    phone: 'hidden',
    vCode: 'required',
  },
  userAccountMessage: '',
  wechatPlaceholder: '',
  sendMenoy,
  thirdPartyCaptcha: 0,
});

export const chatColors: ChatThemeColor[] = [
  { id: 1, color: '#333333', name: '经典黑' },
  { id: 2, color: '#c8161d', name: '中国红' },
  { id: 3, color: '#f47920', name: '活力橙' },
  { id: 4, color: '#d4a017', name: '琥珀金' },
  { id: 5, color: '#1a9c4b', name: '翡翠绿' },
  { id: 6, color: '#1677ff', name: '天空蓝' },
  { id: 7, color: '#2f54eb', name: '靛青蓝' },
  { id: 8, color: '#722ed1', name: '罗兰紫' },
];

export const configFileWith = (colors: ChatThemeColor[]) => ({
  sys_config: { time_zone: 'Asia/Shanghai' },
  system_config: [],
  api_external: [],
  color_theme: colors,
});

export const bankAccountOf = (patch: Partial<BankAccount> = {}): BankAccount => ({
  id: 1,
  type: 2,
  bankName: '中国工商银行',
  bankAccount: '6222****1234',
  accountName: '王小明',
  bankBranch: '深圳分行',
  createdAt: '2026-01-02T03:04:05.000Z',
  ...patch,
});

export const messageOf = (id: number, patch: Partial<PushMessage> = {}): PushMessage => ({
  id,
  title: `系统通知${id}`,
  content: `第${id}条消息的内容`,
  isRead: 0,
  createdAt: '2026-03-04T05:06:00.000Z',
  ...patch,
});
