import { isThemeName, staticFile } from '@lottery/contracts';
import type { ThemeName } from '@lottery/contracts';
import { useEffect } from 'react';
import { http } from '../lib/http';
import { useThemeStore } from './use-theme-store';

/**
 * Reads the theme from app_config.json (the client retries that file 3 times, 100 ms apart).
 */
export const getConfigTheme = async (signal?: AbortSignal): Promise<ThemeName> => {
  const config = await http.getStatic<{ theme?: unknown }>(staticFile.appConfig, { signal });
  if (!isThemeName(config.theme)) {
    throw new Error(`app_config.json: no known theme (${String(config.theme)})`);
  }
  return config.theme;
};

/**
 * Once at start-up: switches the theme store to the published configuration's theme. Until it
 * loads, and if it never does, the default (theme4) stays.
 */
export const useConfigTheme = (): void => {
  useEffect(() => {
    const controller = new AbortController();
    getConfigTheme(controller.signal).then(
      (theme) => {
        if (!controller.signal.aborted) useThemeStore.getState().setTheme(theme);
      },
      () => {
        // A missing or broken config keeps the default theme; the http client reports failures.
      },
    );
    return () => controller.abort();
  }, []);
};
