import { describe, expect, it } from 'vitest';
import { siteThemeOf, systemConfigKey, systemConfigValueRule } from './system-config';

describe('system_config value rules', () => {
  it('site_theme takes theme1–theme4 or empty, nothing else', () => {
    const rule = systemConfigValueRule(systemConfigKey.siteTheme);
    for (const value of ['', 'theme1', 'theme2', 'theme3', 'theme4']) {
      expect(rule?.safeParse(value).success).toBe(true);
    }
    for (const value of ['theme5', 'THEME1', ' theme1', 'theme1 ']) {
      expect(rule?.safeParse(value).error?.issues[0]?.message).toBe(
        '应为 theme1、theme2、theme3、theme4 之一，或留空以使用 THEME 设置',
      );
    }
  });

  it('leaves other keys free, prototype names included', () => {
    expect(systemConfigValueRule(systemConfigKey.vcodeStyle)).toBeUndefined();
    expect(systemConfigValueRule('constructor')).toBeUndefined();
  });

  it('reads the stored site theme, or nothing when empty or not a theme', () => {
    expect(siteThemeOf('theme2')).toBe('theme2');
    expect(siteThemeOf('')).toBeUndefined();
    expect(siteThemeOf(undefined)).toBeUndefined();
    expect(siteThemeOf('theme9')).toBeUndefined();
  });
});
