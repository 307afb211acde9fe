import { chatMaintenancePollMs, staticFile } from '@lottery/contracts';
import type { ChatConfigFile } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http';

/** config_chat.json: whether chat is on, under maintenance, and its recharge level. */
export const getChatConfig = (signal?: AbortSignal): Promise<ChatConfigFile> =>
  http.getStatic(staticFile.configChat, { signal });

/**
 * The one chat-configuration query. Fresh for 30 s, so a tap on the chat icon decides at once;
 * while chat is under maintenance it is read again every 2 minutes until the maintenance ends.
 */
export const chatConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['static', staticFile.configChat],
    queryFn: ({ signal }) => getChatConfig(signal),
    staleTime: 30_000,
    refetchInterval: (query) =>
      query.state.data?.enable_chat_maintenance === 1 ? chatMaintenancePollMs : false,
  });

/** The chat configuration, loaded at start and polled while chat is under maintenance. */
export const useChatConfig = (enabled = true) => useQuery({ ...chatConfigQueryOptions(), enabled });
