import { staticFile } from '@lottery/contracts';
import type { ChatThemeColor, ConfigFile } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * config.json's 8 chat colours (color_theme): a sender's nickname shows in theirs. The same query
 * key as /setting-chat-color's, so the two share one read.
 */
export const getChatColors = (signal?: AbortSignal): Promise<ChatThemeColor[]> =>
  http.getStatic<ConfigFile>(staticFile.config, { signal }).then((config) => config.color_theme);

export const useChatColors = () =>
  useQuery(
    queryOptions({
      queryKey: ['static', staticFile.config, 'color_theme'],
      queryFn: ({ signal }) => getChatColors(signal),
      staleTime: 5 * 60_000,
    }),
  );
