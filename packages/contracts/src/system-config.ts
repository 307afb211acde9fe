/** system_config keys the product reads (spec part 1 §3 "Settings"). */
export const systemConfigKey = {
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
} as const;

export type SystemConfigKey = (typeof systemConfigKey)[keyof typeof systemConfigKey];
