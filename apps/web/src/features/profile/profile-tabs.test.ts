import { describe, expect, it, vi } from 'vitest';
import { noProfileTabs, parseProfileTabs } from './profile-tabs';

describe('parseProfileTabs', () => {
  it('reads both lists with their auth-required flags', () => {
    const raw = JSON.stringify({
      subTab1: [{ title: ' 优惠 ', icon: 'a.png', redirectUrl: '/promotional', needLogin: 1 }],
      subTab2: [
        { title: '官网', icon: '', redirectUrl: 'https://example.com', needLogin: '0' },
        { title: '签到', redirectUrl: '/bonus-center', needLogin: true },
      ],
    });

    expect(parseProfileTabs(raw)).toEqual({
      subTab1: [{ title: '优惠', icon: 'a.png', redirectUrl: '/promotional', needLogin: true }],
      subTab2: [
        { title: '官网', icon: '', redirectUrl: 'https://example.com', needLogin: false },
        { title: '签到', icon: '', redirectUrl: '/bonus-center', needLogin: true },
      ],
    });
  });

  it('drops items without a title or with an unsafe link', () => {
    const raw = JSON.stringify({
      subTab1: [
        { title: 'x', redirectUrl: 'javascript:alert(1)' },
        { title: 'y', redirectUrl: '//evil.example' },
        { title: '', redirectUrl: '/a' },
        'nonsense',
        { title: 'ok', redirectUrl: '/ok' },
      ],
    });

    expect(parseProfileTabs(raw).subTab1.map((link) => link.title)).toEqual(['ok']);
    expect(parseProfileTabs(raw).subTab2).toEqual([]);
  });

  it('answers no lists for a missing or broken setting', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseProfileTabs(undefined)).toBe(noProfileTabs);
    expect(parseProfileTabs('{not json')).toBe(noProfileTabs);
    expect(parseProfileTabs('[1,2]')).toBe(noProfileTabs);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
