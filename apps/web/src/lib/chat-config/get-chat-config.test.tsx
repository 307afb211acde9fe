import type { ChatConfigFile } from '@lottery/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, file } from '../../test/fake-api';
import { useChatConfig } from './get-chat-config';

const configPath = 'GET /sys-upload/data/json/config_chat.json';

const configOf = (patch: Partial<ChatConfigFile> = {}): ChatConfigFile => ({
  enable_chat: 1,
  enable_chat_maintenance: 0,
  chat_maintenance_config: '',
  rech_level: 0,
  ...patch,
});

const renderConfig = (answers: ChatConfigFile[]) => {
  let served = 0;
  const api = fakeApi({
    [configPath]: () => file(answers[Math.min(served++, answers.length - 1)]),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useChatConfig(), { wrapper });
  return { api, calls: () => api.callsTo(configPath).length, ...view };
};

/** Lets the 2-minute poll (and the fetch it starts) run. */
const advance = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useChatConfig', () => {
  it('reads config_chat.json once and does not poll while chat is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result, calls } = renderConfig([configOf()]);

    await waitFor(() => expect(result.current.data?.enable_chat).toBe(1));
    await advance(2 * 120_000);

    expect(calls()).toBe(1);
  });

  it('polls every 2 minutes while chat is under maintenance, and stops when it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const maintenance = configOf({ enable_chat_maintenance: 1 });
    const { result, calls } = renderConfig([maintenance, maintenance, configOf()]);
    await waitFor(() => expect(result.current.data?.enable_chat_maintenance).toBe(1));

    await advance(119_000);
    expect(calls()).toBe(1);
    await advance(1_000);
    await waitFor(() => expect(calls()).toBe(2));
    await advance(120_000);
    await waitFor(() => expect(result.current.data?.enable_chat_maintenance).toBe(0));
    expect(calls()).toBe(3);

    await advance(3 * 120_000);
    expect(calls()).toBe(3);
  });
});
