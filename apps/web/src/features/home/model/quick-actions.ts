import { fourthQuickActions, systemConfigKey } from '@lottery/contracts';
import type { FourthQuickAction, WebSystemConfigFile } from '@lottery/contracts';

export type QuickActionKey = 'recharge' | 'withdraw' | 'washCode' | FourthQuickAction | 'service';

export interface QuickAction {
  key: QuickActionKey;
  label: string;
  /** In-site destination; the data action opens the company's encrypted URL instead. */
  path?: string;
  /** A visitor is sent to sign in first. */
  needsLogin: boolean;
  /** A trial account is refused (试玩账户无法进行该操作…). */
  refusesTrial: boolean;
}

const isFourthAction = (value: string | undefined): value is FourthQuickAction =>
  (fourthQuickActions as readonly string[]).includes(value ?? '');

const fourthAction = (config: WebSystemConfigFile, encryptUrl: string): QuickAction => {
  const configured = config[systemConfigKey.homeFourthAction];
  const key: FourthQuickAction = isFourthAction(configured)
    ? configured
    : encryptUrl
      ? 'data'
      : 'chat';
  if (key === 'data' && encryptUrl)
    return { key, label: '资料', needsLogin: false, refusesTrial: false };
  if (key === 'promotion')
    return { key, label: '优惠', path: '/promotional', needsLogin: false, refusesTrial: false };
  return {
    key: 'chat',
    label: '聊天室',
    path: '/chat-rooms',
    needsLogin: false,
    refusesTrial: false,
  };
};

/**
 * The theme4 home's five quick actions (spec part 1 §2 "Home"): recharge and withdraw (labels
 * configurable), 洗码, chat room / data / promotions, and customer service.
 */
export const quickActions = (config: WebSystemConfigFile, encryptUrl: string): QuickAction[] => [
  {
    key: 'recharge',
    label: config[systemConfigKey.homeRechargeLabel]?.trim() || '充值',
    path: '/recharge',
    needsLogin: true,
    refusesTrial: true,
  },
  {
    key: 'withdraw',
    label: config[systemConfigKey.homeWithdrawLabel]?.trim() || '提现',
    path: '/withdraw-money',
    needsLogin: true,
    refusesTrial: true,
  },
  { key: 'washCode', label: '洗码', path: '/betting-bonus', needsLogin: true, refusesTrial: false },
  fourthAction(config, encryptUrl),
  { key: 'service', label: '客服', needsLogin: false, refusesTrial: false },
];
