import { staticFile } from '@lottery/contracts';
import type { ChatThemeColor, ConfigFile } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** config.json, read here for its 8 chat colours (color_theme). */
export const getChatColors = (signal?: AbortSignal): Promise<ChatThemeColor[]> =>
  http.getStatic<ConfigFile>(staticFile.config, { signal }).then((config) => config.color_theme);

export const chatColorsQueryOptions = () =>
  queryOptions({
    queryKey: ['static', staticFile.config, 'color_theme'],
    queryFn: ({ signal }) => getChatColors(signal),
    staleTime: 5 * 60_000,
  });

export const useChatColors = () => useQuery(chatColorsQueryOptions());
