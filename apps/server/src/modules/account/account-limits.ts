import {
  defaultRegisterGiftCaps,
  optionalRegisterFields,
  systemConfigKey,
  type FieldSetting,
  type LoginLimit,
  type RegisterLimit,
} from '@lottery/contracts';
import type { SettingsService } from '../settings/settings.service';

const parseFields = (value: string | undefined): RegisterLimit['fields'] => {
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(value ?? '{}') as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  const settings: readonly unknown[] = ['hidden', 'optional', 'required'];
  return Object.fromEntries(
    optionalRegisterFields.map((field) => {
      const setting = parsed[field];
      return [field, settings.includes(setting) ? (setting as FieldSetting) : 'hidden'];
    }),
  ) as RegisterLimit['fields'];
};

const intOf = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : fallback;
};

/** The account rules an operator configures, read from system_config. */
export const accountLimits = (settings: SettingsService) => ({
  register: async (): Promise<RegisterLimit> => ({
    fields: parseFields(await settings.systemConfigValue(systemConfigKey.registerFields)),
    userAccountMessage:
      (await settings.systemConfigValue(systemConfigKey.registerAccountMessage)) ?? '',
    wechatPlaceholder:
      (await settings.systemConfigValue(systemConfigKey.registerWechatPlaceholder)) ?? '',
    sendMenoy: Math.max(
      0,
      intOf(await settings.systemConfigValue(systemConfigKey.registerGift), 0),
    ),
    thirdPartyCaptcha:
      (await settings.systemConfigValue(systemConfigKey.vcodeStyle)) === '3' ? 1 : 0,
  }),
  login: async (): Promise<LoginLimit> => ({
    vCode: (await settings.systemConfigValue(systemConfigKey.loginVcode)) === '1' ? 1 : 0,
    captchaAfterFailures: Math.max(
      1,
      intOf(await settings.systemConfigValue(systemConfigKey.loginCaptchaAfterFailures), 3),
    ),
  }),
  withdraw: async () => ({
    minAmount: intOf(await settings.systemConfigValue(systemConfigKey.withdrawMin), 100_000),
    maxAmount: intOf(await settings.systemConfigValue(systemConfigKey.withdrawMax), 50_000_000),
    dailyCount: intOf(await settings.systemConfigValue(systemConfigKey.withdrawDailyCount), 5),
  }),
  registerGiftCaps: async () => ({
    perAddress: Math.max(
      0,
      intOf(
        await settings.systemConfigValue(systemConfigKey.registerGiftPerAddress),
        defaultRegisterGiftCaps.perAddress,
      ),
    ),
    perDevice: Math.max(
      0,
      intOf(
        await settings.systemConfigValue(systemConfigKey.registerGiftPerDevice),
        defaultRegisterGiftCaps.perDevice,
      ),
    ),
  }),
  trialCredit: async () =>
    Math.max(0, intOf(await settings.systemConfigValue(systemConfigKey.trialCredit), 0)),
  sliderCaptcha: async () => (await settings.systemConfigValue(systemConfigKey.vcodeStyle)) === '3',
});

export type AccountLimits = ReturnType<typeof accountLimits>;
