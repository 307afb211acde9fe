/** system_config keys the product reads (spec part 1 §3 "Settings"). */
export const systemConfigKey = {
  homeLotterySetting: 'home_lottery_setting',
  onlineServiceUrl: 'online_service_url',
  vcodeStyle: 'vcode_style',
  captchaIdThirdParty: 'captcha_id_Third_party',
  hyIsCancel: 'hy_is_cancel',
  enableChatMaintenance: 'enable_chat_maintenance',
  livestreamUrl: 'livestream_url',
} as const;

export type SystemConfigKey = (typeof systemConfigKey)[keyof typeof systemConfigKey];
