import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExpiringStorage } from './storage';

const clock = (start = 1_000_000) => {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('expiring storage', () => {
  it('keeps a value for the default 3600 s and not a moment longer', () => {
    const time = clock();
    const storage = createExpiringStorage({ now: time.now });

    storage.set('profile', { name: '张三', vip: 2 });
    time.advance(3_599_999);
    expect(storage.get('profile')).toEqual({ name: '张三', vip: 2 });

    time.advance(1);
    expect(storage.get('profile')).toBeUndefined();
    expect(window.localStorage.getItem('lc:profile')).toBeNull();
  });

  it('honours a per-item ttl and Infinity', () => {
    const time = clock();
    const storage = createExpiringStorage({ now: time.now });

    storage.set('short', 1, { ttlSeconds: 5 });
    storage.set('forever', 2, { ttlSeconds: Infinity });
    time.advance(10_000_000);

    expect(storage.get('short')).toBeUndefined();
    expect(storage.get('forever')).toBe(2);
  });

  it('stores under its prefix in localStorage', () => {
    const storage = createExpiringStorage({ prefix: 'test:' });
    storage.set('a', 'x');

    expect(window.localStorage.getItem('test:a')).toContain('"v":"x"');
    storage.remove('a');
    expect(window.localStorage.getItem('test:a')).toBeNull();
  });

  it('drops unreadable items', () => {
    window.localStorage.setItem('lc:broken', '{not json');
    const storage = createExpiringStorage();

    expect(storage.get('broken')).toBeUndefined();
    expect(window.localStorage.getItem('lc:broken')).toBeNull();
  });

  it('sweeps every second, removing only its own expired items', () => {
    vi.useFakeTimers({ now: 0 });
    const storage = createExpiringStorage();
    window.localStorage.setItem('someone-else', 'keep me');
    storage.set('soon', 1, { ttlSeconds: 2 });
    storage.set('later', 2);

    const stop = storage.startSweeping();
    vi.advanceTimersByTime(1000);
    expect(window.localStorage.getItem('lc:soon')).not.toBeNull();
    vi.advanceTimersByTime(1000);
    expect(window.localStorage.getItem('lc:soon')).toBeNull();
    expect(window.localStorage.getItem('lc:later')).not.toBeNull();
    expect(window.localStorage.getItem('someone-else')).toBe('keep me');

    stop();
    storage.set('after-stop', 3, { ttlSeconds: 1 });
    vi.advanceTimersByTime(5000);
    expect(window.localStorage.getItem('lc:after-stop')).not.toBeNull();
  });

  it('clears only its own items', () => {
    const storage = createExpiringStorage();
    window.localStorage.setItem('other', 'x');
    storage.set('a', 1);
    storage.set('b', 2);

    storage.clear();

    expect(window.localStorage.length).toBe(1);
    expect(window.localStorage.getItem('other')).toBe('x');
  });

  it('survives a storage that refuses writes', () => {
    const full = {
      ...window.localStorage,
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
      clear: () => undefined,
    } satisfies Storage;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = createExpiringStorage({ backend: full });

    expect(() => storage.set('a', 1)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
