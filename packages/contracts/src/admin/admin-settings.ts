import { z } from 'zod';
import { fieldSettings, optionalRegisterFields } from '../account/registration';
import { systemConfigKey, systemConfigValueRule, type SystemConfigKey } from '../system-config';
import { textField } from '../validation';

export const systemConfigGroups = ['注册', '登录', '提现', '站点', '其他'] as const;
export type SystemConfigGroup = (typeof systemConfigGroups)[number];

/** How a value is entered: text, a whole number, a 0/1 switch, JSON, or rich text (HTML). */
export const systemConfigKinds = ['text', 'number', 'switch', 'json', 'richText'] as const;
export type SystemConfigKind = (typeof systemConfigKinds)[number];

export interface SystemConfigSpec {
  configKey: SystemConfigKey;
  label: string;
  group: SystemConfigGroup;
  /** What the key does, where the product reads it. */
  meaning: string;
  kind: SystemConfigKind;
}

const wholeNumber = (min = 0) =>
  z
    .string()
    .regex(/^\d{1,12}$/, '应为整数')
    .refine((value) => Number(value) >= min, `不能小于 ${min}`);

const switchValue = z.enum(['0', '1'], { error: () => '应为 0 或 1' });

const jsonValue = z.string().refine((value) => {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}, '应为 JSON');

const registerFieldsValue = z.string().refine(
  (value) => {
    try {
      const parsed: unknown = JSON.parse(value);
      return z
        .partialRecord(z.enum(optionalRegisterFields), z.enum(fieldSettings))
        .safeParse(parsed).success;
    } catch {
      return false;
    }
  },
  `应为 JSON 对象：字段（${optionalRegisterFields.join('、')}）→ ${fieldSettings.join(' | ')}`,
);

const gameIdList = z.string().regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, '应为逗号分隔的彩种编号');
const fourthAction = z.enum(['', 'chat', 'data', 'promotion'], {
  error: () => '应为 chat、data、promotion 之一，或留空',
});
const socketHosts = z
  .string()
  .regex(
    /^\s*(wss?:\/\/[^\s,]+\s*(,\s*wss?:\/\/[^\s,]+\s*)*)?$/,
    '应为逗号分隔的 wss:// 地址，或留空',
  )
  .refine((value) => value.split(',').length <= 40, '最多 40 个地址');

const k = systemConfigKey;

/**
 * The system_config keys the console edits, with their meaning as the code reads them
 * (account-limits.ts, static-files.ts, chat, betting and the member web's config reads).
 */
export const systemConfigCatalogue: readonly SystemConfigSpec[] = [
  {
    configKey: k.registerFields,
    label: '注册字段',
    group: '注册',
    meaning: '注册页各选填字段的显示：hidden 隐藏 / optional 选填 / required 必填（registerLimit）',
    kind: 'json',
  },
  {
    configKey: k.registerAccountMessage,
    label: '账号提示',
    group: '注册',
    meaning: '注册页账号输入框下的提示文字（registerLimit）',
    kind: 'text',
  },
  {
    configKey: k.registerWechatPlaceholder,
    label: '微信号占位文字',
    group: '注册',
    meaning: '注册页微信号输入框的占位文字（registerLimit）',
    kind: 'text',
  },
  {
    configKey: k.registerGift,
    label: '注册彩金',
    group: '注册',
    meaning: '新会员注册赠送的金额，单位厘（1 元 = 1000）；0 为不赠送',
    kind: 'number',
  },
  {
    configKey: k.registerGiftPerAddress,
    label: '每 IP 彩金次数',
    group: '注册',
    meaning: '同一 IP 地址 24 小时内最多获得注册彩金的次数',
    kind: 'number',
  },
  {
    configKey: k.registerGiftPerDevice,
    label: '每设备彩金次数',
    group: '注册',
    meaning: '同一设备 24 小时内最多获得注册彩金的次数',
    kind: 'number',
  },
  {
    configKey: k.trialCredit,
    label: '试玩额度',
    group: '注册',
    meaning: '试玩账号的初始余额，单位厘（1 元 = 1000）',
    kind: 'number',
  },
  {
    configKey: k.vcodeStyle,
    label: '验证码样式',
    group: '登录',
    meaning: '3 为滑块验证，其他为图形验证码（登录与注册）',
    kind: 'text',
  },
  {
    configKey: k.loginVcode,
    label: '登录必须验证',
    group: '登录',
    meaning: '开启后每次登录都要验证码；关闭时仅在连续失败后要求（userLoginLimit）',
    kind: 'switch',
  },
  {
    configKey: k.loginCaptchaAfterFailures,
    label: '失败几次后验证',
    group: '登录',
    meaning: '登录失败达到此次数后要求验证码，至少 1（userLoginLimit）',
    kind: 'number',
  },
  {
    configKey: k.captchaScriptUrls,
    label: '滑块脚本地址',
    group: '登录',
    meaning: '滑块验证脚本的地址，逗号分隔，依次尝试',
    kind: 'text',
  },
  {
    configKey: k.withdrawMin,
    label: '单笔最低提现',
    group: '提现',
    meaning: '单笔提现的最低金额，单位厘（1 元 = 1000）（userWithdrawLimit）',
    kind: 'number',
  },
  {
    configKey: k.withdrawMax,
    label: '单笔最高提现',
    group: '提现',
    meaning: '单笔提现的最高金额，单位厘（1 元 = 1000）（userWithdrawLimit）',
    kind: 'number',
  },
  {
    configKey: k.withdrawDailyCount,
    label: '每日提现次数',
    group: '提现',
    meaning: '会员每天最多提现的次数（userWithdrawLimit）',
    kind: 'number',
  },
  {
    configKey: k.siteTheme,
    label: '站点主题',
    group: '站点',
    meaning: 'theme1–theme4 覆盖 THEME 设置；留空使用 THEME（app_config.json）',
    kind: 'text',
  },
  {
    configKey: k.homeLotterySetting,
    label: '首页彩种',
    group: '站点',
    meaning: '首页展示的彩种编号，逗号分隔，按此顺序（app_config.json）',
    kind: 'text',
  },
  {
    configKey: k.onlineServiceUrl,
    label: '在线客服地址',
    group: '站点',
    meaning: '客服入口打开的地址；公司信息设置了客服地址时以公司的为准',
    kind: 'text',
  },
  {
    configKey: k.livestreamUrl,
    label: '直播地址',
    group: '站点',
    meaning: '开奖直播的地址（app_config.json 与开奖信息）',
    kind: 'text',
  },
  {
    configKey: k.homeRechargeLabel,
    label: '首页充值按钮文字',
    group: '站点',
    meaning: 'theme4 首页快捷入口「充值」的文字，留空为「充值」',
    kind: 'text',
  },
  {
    configKey: k.homeWithdrawLabel,
    label: '首页提现按钮文字',
    group: '站点',
    meaning: 'theme4 首页快捷入口「提现」的文字，留空为「提现」',
    kind: 'text',
  },
  {
    configKey: k.homeFourthAction,
    label: '首页第四入口',
    group: '站点',
    meaning: 'theme4 首页第四个快捷入口：chat 聊天室 / data 资料 / promotion 优惠；留空自动',
    kind: 'text',
  },
  {
    configKey: k.drawSocketHosts,
    label: '开奖推送地址',
    group: '站点',
    meaning: '开奖推送的 WebSocket 地址，逗号分隔，最多 40 个；留空使用本站',
    kind: 'text',
  },
  {
    configKey: k.hyIsCancel,
    label: '允许会员撤单',
    group: '其他',
    meaning: '开启后会员可撤销投注截止前、尚未结算的注单',
    kind: 'switch',
  },
  {
    configKey: k.enableChat,
    label: '聊天室开关',
    group: '其他',
    meaning: '关闭（0）后聊天室不可进入（config_chat.json 的 enable_chat）',
    kind: 'switch',
  },
  {
    configKey: k.enableChatMaintenance,
    label: '聊天室维护',
    group: '其他',
    meaning: '开启后聊天室显示维护中，不可进入',
    kind: 'switch',
  },
  {
    configKey: k.chatMaintenanceConfig,
    label: '聊天室维护说明',
    group: '其他',
    meaning: '发布在 config_chat.json 的 chat_maintenance_config',
    kind: 'text',
  },
  {
    configKey: k.rechLevel,
    label: '聊天充值等级',
    group: '其他',
    meaning: '发布在 config_chat.json 的 rech_level',
    kind: 'number',
  },
  {
    configKey: k.agentDeclaration,
    label: '代理说明',
    group: '其他',
    meaning: '代理说明页的内容（富文本，展示时经过净化）',
    kind: 'richText',
  },
];

const kindRules: Record<SystemConfigKind, z.ZodType<string>> = {
  text: z.string(),
  number: wholeNumber(),
  switch: switchValue,
  json: jsonValue,
  richText: z.string(),
};

const keyRules = new Map<string, z.ZodType<string>>([
  [k.registerFields, registerFieldsValue],
  [k.loginCaptchaAfterFailures, wholeNumber(1)],
  [k.homeLotterySetting, gameIdList],
  [k.homeFourthAction, fourthAction],
  [k.drawSocketHosts, socketHosts],
]);

export const systemConfigSpecOf = (configKey: string): SystemConfigSpec | undefined =>
  systemConfigCatalogue.find((spec) => spec.configKey === configKey);

/** The rule of a catalogued key's value: the key's own, else its kind's. */
export const systemConfigRuleOf = (spec: SystemConfigSpec): z.ZodType<string> =>
  systemConfigValueRule(spec.configKey) ?? keyRules.get(spec.configKey) ?? kindRules[spec.kind];

/** Why a value is refused for a key (the message names the key), or undefined when it is fine. */
export const systemConfigValueError = (configKey: string, configValue: string) => {
  const spec = systemConfigSpecOf(configKey);
  if (!spec) return `${configKey} 不是可修改的设置`;
  const result = systemConfigRuleOf(spec).safeParse(configValue);
  return result.success
    ? undefined
    : `${configKey} ${result.error.issues[0]?.message ?? ''}`.trim();
};

export const adminSetting = z.object({
  configKey: z.string(),
  label: z.string(),
  group: z.enum(systemConfigGroups),
  meaning: z.string(),
  kind: z.enum(systemConfigKinds),
  /** The stored value, or empty when the key has none (the product's default applies). */
  configValue: z.string(),
});
export type AdminSetting = z.infer<typeof adminSetting>;
export const adminSettingList = z.array(adminSetting);

/** Change one catalogued key; refused with the key named when the value breaks its rule. */
export const saveSettingBody = z
  .strictObject({
    configKey: z.string().trim().min(1).max(64),
    configValue: textField(20_000, { trim: false, multiline: true }),
  })
  .superRefine(({ configKey, configValue }, ctx) => {
    const error = systemConfigValueError(configKey, configValue);
    if (error) ctx.addIssue({ code: 'custom', path: ['configValue'], message: error });
  });
export type SaveSettingBody = z.infer<typeof saveSettingBody>;
