import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, setCookie } from './cookies';

afterEach(() => {
  for (const name of ['access_token', 'chat_login_token', 'nickname']) removeCookie(name);
});

describe('cookies', () => {
  it('reads a cookie among others', () => {
    document.cookie = 'a=1; path=/';
    document.cookie = 'access_token=abc.def; path=/';

    expect(readCookie('access_token')).toBe('abc.def');
    expect(readCookie('missing')).toBeUndefined();
    removeCookie('a');
  });

  it('sets and decodes values that need encoding', () => {
    setCookie('nickname', '彩民 小王=1;');

    expect(readCookie('nickname')).toBe('彩民 小王=1;');
  });

  it('does not confuse names that share a prefix', () => {
    setCookie('chat_login_token', 'chat');

    expect(readCookie('chat_login_token')).toBe('chat');
    expect(readCookie('login_token')).toBeUndefined();
  });

  it('removes a cookie', () => {
    setCookie('access_token', 'x', { maxAgeSeconds: 3600 });
    removeCookie('access_token');

    expect(readCookie('access_token')).toBeUndefined();
  });
});
