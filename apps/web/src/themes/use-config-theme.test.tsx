import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, file } from '../test/fake-api';
import { useConfigTheme } from './use-config-theme';
import { useThemeStore } from './use-theme-store';

const appConfigPath = 'GET /sys-upload/data/json/app_config.json';
const appConfig = (theme: string) => ({
  livestream_url: '',
  home_lottery_setting: [],
  theme,
});

afterEach(() => {
  useThemeStore.setState({ name: 'theme4' });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useConfigTheme', () => {
  it('keeps theme4 until app_config.json loads, then switches to its theme', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = fakeApi({
      [appConfigPath]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });

    renderHook(() => useConfigTheme());

    await waitFor(() => expect(api.callsTo(appConfigPath)).toHaveLength(1));
    expect(useThemeStore.getState().name).toBe('theme4');
    answer(file(appConfig('theme2')));
    await waitFor(() => expect(useThemeStore.getState().name).toBe('theme2'));
  });

  it('retries app_config.json 3 times on network errors, then keeps theme4', async () => {
    const api = fakeApi({});
    api.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    renderHook(() => useConfigTheme());

    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(4), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useThemeStore.getState().name).toBe('theme4');
  });

  it('ignores a config without a known theme', async () => {
    const api = fakeApi({ [appConfigPath]: () => file(appConfig('theme9')) });

    renderHook(() => useConfigTheme());

    await waitFor(() => expect(api.callsTo(appConfigPath)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useThemeStore.getState().name).toBe('theme4');
  });
});
