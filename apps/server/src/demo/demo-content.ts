import type { CompanyDetailRow } from '../db/schema';

/** The lottery games of the spec (ids fixed by spec part 1 §9); names are ours, see docs/decisions.md. */
export const demoLotteryGames = [
  { id: 110, name: '澳门六合彩' },
  { id: 90, name: '新澳门六合彩' },
  { id: 70, name: '香港六合彩' },
  { id: 71, name: '极速六合彩' },
  { id: 95, name: '台湾六合彩' },
  { id: 200, name: '幸运六合彩' },
  { id: 43, name: '新加坡六合彩' },
  { id: 48, name: '快乐六合彩' },
  { id: 45, name: '天天六合彩' },
  { id: 81, name: '老澳门六合彩' },
  { id: 42, name: '五分六合彩' },
  { id: 46, name: '三分六合彩' },
] as const;

export const demoChatThemeColors = [
  { id: 1, color: '#333333', name: '经典黑' },
  { id: 2, color: '#c8161d', name: '中国红' },
  { id: 3, color: '#f47920', name: '活力橙' },
  { id: 4, color: '#d4a017', name: '琥珀金' },
  { id: 5, color: '#1a9c4b', name: '翡翠绿' },
  { id: 6, color: '#1677ff', name: '天空蓝' },
  { id: 7, color: '#2f54eb', name: '靛青蓝' },
  { id: 8, color: '#722ed1', name: '罗兰紫' },
] as const;

export const demoSystemConfig = [
  { configKey: 'home_lottery_setting', configValue: '110,90,70,71', isPublic: true },
  { configKey: 'online_service_url', configValue: '/about/contact-us', isPublic: true },
  { configKey: 'vcode_style', configValue: '1', isPublic: true },
  { configKey: 'captcha_id_Third_party', configValue: '', isPublic: true },
  { configKey: 'hy_is_cancel', configValue: '1', isPublic: true },
  { configKey: 'enable_chat_maintenance', configValue: '0', isPublic: true },
  { configKey: 'livestream_url', configValue: '', isPublic: true },
  { configKey: 'api_external', configValue: '[]', isPublic: false },
] as const;

export const demoCompanyDetails: CompanyDetailRow[] = [
  { type: 1, content: 'caimin_service', httpImageUrl: '', wechatUrl: '' },
];

export const demoCompany = {
  name: '彩民之家',
  olUrl: '/about/contact-us',
  logoUrl: '/brand/logo.svg',
  bannerLogoUrl: '/brand/logo.svg',
  regLogoUrl: '/brand/logo.svg',
  domain: 'localhost',
  appDisplay: 0,
  showWechatPopup: 0,
  timeZone: 'Asia/Shanghai',
} as const;
