import { z } from 'zod';
import { themeNames, type ThemeName } from './constants';

/** system_config keys the product reads (spec part 1 §3 "Settings"). */
export const systemConfigKey = {
  /** The agent declaration page's rich text (HTML, sanitized when served; issue 22). */
  agentDeclaration: 'agent_declaration',
  homeLotterySetting: 'home_lottery_setting',
  onlineServiceUrl: 'online_service_url',
  vcodeStyle: 'vcode_style',
  captchaIdThirdParty: 'captcha_id_Third_party',
  hyIsCancel: 'hy_is_cancel',
  enableChatMaintenance: 'enable_chat_maintenance',
  livestreamUrl: 'livestream_url',
  /** JSON {field: hidden|optional|required} of the optional registration fields. */
  registerFields: 'register_fields',
  registerAccountMessage: 'register_account_message',
  registerWechatPlaceholder: 'register_wechat_placeholder',
  /** Registration gift in thousandths of a yuan. */
  registerGift: 'register_gift',
  /** How many registration gifts one address, and one device, may receive in 24 hours. */
  registerGiftPerAddress: 'register_gift_per_address',
  registerGiftPerDevice: 'register_gift_per_device',
  /** Trial accounts' starting credit in thousandths of a yuan. */
  trialCredit: 'trial_credit',
  loginVcode: 'login_vcode',
  loginCaptchaAfterFailures: 'login_captcha_after_failures',
  withdrawMin: 'withdraw_min',
  withdrawMax: 'withdraw_max',
  withdrawDailyCount: 'withdraw_daily_count',
  captchaScriptUrls: 'captcha_script_urls',
  enableChat: 'enable_chat',
  chatMaintenanceConfig: 'chat_maintenance_config',
  rechLevel: 'rech_level',
  /** Configured labels of the theme4 home's recharge and withdraw quick actions. */
  homeRechargeLabel: 'home_recharge_label',
  homeWithdrawLabel: 'home_withdraw_label',
  /** chat | data | promotion: the fourth quick action (default: data with an encryptUrl, else chat). */
  homeFourthAction: 'home_fourth_action',
  /** Comma-separated draw socket hosts (`wss://ws1.example.com`), up to 40; empty: the site's own. */
  drawSocketHosts: 'draw_socket_hosts',
  /** Operator override of the THEME setting: theme1–theme4, or empty to use THEME. */
  siteTheme: 'site_theme',
} as const;

export type SystemConfigKey = (typeof systemConfigKey)[keyof typeof systemConfigKey];

const siteThemeValue = z.union([z.literal(''), z.enum(themeNames)], {
  error: () => `应为 ${themeNames.join('、')} 之一，或留空以使用 THEME 设置`,
});

const valueRules = new Map<string, z.ZodType<string>>([
  [systemConfigKey.siteTheme, siteThemeValue],
]);

/** The rule a key's value must meet when an operator sets it; undefined: any text. */
export const systemConfigValueRule = (configKey: string): z.ZodType<string> | undefined =>
  valueRules.get(configKey);

/** The site theme an operator chose, or undefined when the value is empty or not a theme. */
export const siteThemeOf = (value: string | undefined): ThemeName | undefined => {
  const parsed = z.enum(themeNames).safeParse(value);
  return parsed.success ? parsed.data : undefined;
};
