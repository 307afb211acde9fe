import type { ChatConfigFile, ThemeName } from '@lottery/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, file } from '../../test/fake-api';
import { setUpPageTests } from '../../test/toasts';
import { useThemeStore } from '../../themes/use-theme-store';
import { ChatBubble, chatBubbleOffset, isChatBubbleHidden } from './chat-bubble';
import { chatBubbleDismissal, useChatBubbleStore } from './chat-bubble-store';

const configPath = 'GET /sys-upload/data/json/config_chat.json';

const configOf = (patch: Partial<ChatConfigFile> = {}): ChatConfigFile => ({
  enable_chat: 1,
  enable_chat_maintenance: 0,
  chat_maintenance_config: '',
  rech_level: 0,
  ...patch,
});

function Where() {
  return <output aria-label="地址">{useLocation().pathname}</output>;
}

const renderAt = (
  path: string,
  config: ChatConfigFile = configOf(),
  theme: ThemeName = 'theme4',
  answer: () => Response = () => file(config),
) => {
  useThemeStore.setState({ name: theme });
  const api = fakeApi({ [configPath]: answer });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            <ChatBubble />
          </>
        ),
      },
    ],
    { initialEntries: ['/profile', path], initialIndex: 1 },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router, ...view };
};

const bubble = () => screen.queryByRole('button', { name: '聊天室' });
const where = () => screen.getByRole('status', { name: '地址' }).textContent;

const { toastShow, lastToast } = setUpPageTests({ signedIn: false });

afterEach(() => {
  window.sessionStorage.clear();
  useChatBubbleStore.setState({ closed: false, offset: { x: 0, y: 0 } });
  useThemeStore.setState({ name: 'theme4' });
});

describe('isChatBubbleHidden', () => {
  it('hides on the index route under theme2 only', () => {
    expect(isChatBubbleHidden('/', 'theme2')).toBe(true);
    expect(isChatBubbleHidden('/recommend', 'theme2')).toBe(false);
    for (const theme of ['theme1', 'theme3', 'theme4'] as const) {
      expect(isChatBubbleHidden('/', theme)).toBe(false);
    }
  });

  it('hides on the chat routes and the sign-in pages', () => {
    for (const path of [
      '/chat-rooms',
      '/chat-rooms/1001',
      '/chat-rooms/1001/friends/42',
      '/game/110/chat-rooms/1001',
      '/game/95/chat',
      '/chat-rooms/1001/hong-bao',
      '/chat-rooms/1001/hong-bao/9',
      '/chat-rooms/1001/hong-bao/history',
      '/auth/login',
      '/auth/register',
    ]) {
      expect(isChatBubbleHidden(path, 'theme4')).toBe(true);
    }
    for (const path of ['/gallery', '/profile', '/game/110', '/authors']) {
      expect(isChatBubbleHidden(path, 'theme4')).toBe(false);
    }
  });
});

describe('chatBubbleOffset', () => {
  it('keeps 70 px above the tab bar, 75 px more over game icons', () => {
    expect(chatBubbleOffset(false)).toBe(70);
    expect(chatBubbleOffset(true)).toBe(145);
  });
});

describe('ChatBubble', () => {
  it('shows a 70×67 chat icon named 聊天室, starting 75 px above the tab bar, 5 px from the right', () => {
    renderAt('/gallery');

    const button = bubble();
    expect(button).not.toBeNull();
    const floating = button!.closest<HTMLElement>('.adm-floating-bubble')!;
    expect(floating.style.getPropertyValue('--chat-bubble-width')).toBe('70px');
    expect(floating.style.getPropertyValue('--chat-bubble-height')).toBe('67px');
    expect(floating.style.getPropertyValue('--edge-distance')).toBe('5px');
    expect(floating.style.getPropertyValue('--initial-position-right')).toBe('5px');
    expect(floating.style.getPropertyValue('--initial-position-bottom')).toBe(
      'calc(var(--app-tab-bar-height) + 75px)',
    );
  });

  it('is hidden on the index route under theme2, and shown there under theme4', () => {
    renderAt('/', configOf(), 'theme2');
    expect(bubble()).toBeNull();

    act(() => useThemeStore.setState({ name: 'theme4' }));
    expect(bubble()).not.toBeNull();
  });

  it('is hidden on the chat routes and comes back when the user leaves them', async () => {
    const { router } = renderAt('/chat-rooms/1001');
    expect(bubble()).toBeNull();

    await act(() => router.navigate('/game/110/chat-rooms/1001'));
    expect(bubble()).toBeNull();
    await act(() => router.navigate('/game/110'));
    expect(bubble()).not.toBeNull();
  });

  it('closes with its × for the rest of the visit', async () => {
    const { router, unmount } = renderAt('/gallery');

    fireEvent.click(screen.getByRole('button', { name: '关闭聊天室图标' }));

    expect(bubble()).toBeNull();
    expect(chatBubbleDismissal.isSet()).toBe(true);
    await act(() => router.navigate('/profile'));
    expect(bubble()).toBeNull();
    unmount();
    renderAt('/databases');
    expect(bubble()).toBeNull();
  });

  it('opens /chat-rooms when chat is available', async () => {
    const { api } = renderAt('/gallery');

    fireEvent.click(bubble()!);

    await waitFor(() => expect(where()).toBe('/chat-rooms'));
    expect(bubble()).toBeNull();
    expect(toastShow()).not.toHaveBeenCalled();
    // The start-up read answered the tap: one read of config_chat.json.
    expect(api.callsTo(configPath)).toHaveLength(1);
  });

  it('toasts 聊天室目前不可用 for 0.5 s and stays when chat is off', async () => {
    renderAt('/gallery', configOf({ enable_chat: 0 }));

    fireEvent.click(bubble()!);

    await waitFor(() => expect(lastToast()).toBe('聊天室目前不可用'));
    expect(toastShow()).toHaveBeenCalledWith(expect.objectContaining({ duration: 500 }));
    expect(where()).toBe('/gallery');
    expect(bubble()).not.toBeNull();
  });

  it('toasts 系统在维护中，请稍等！ for 0.5 s and stays under maintenance', async () => {
    renderAt('/profile', configOf({ enable_chat_maintenance: 1 }));

    fireEvent.click(bubble()!);

    await waitFor(() => expect(lastToast()).toBe('系统在维护中，请稍等！'));
    expect(toastShow()).toHaveBeenCalledWith(expect.objectContaining({ duration: 500 }));
    expect(where()).toBe('/profile');
  });

  it('lets the user through when config_chat.json cannot be read (the chat server decides)', async () => {
    const gone = () => new Response('gone', { status: 404 });
    const { api } = renderAt('/gallery', configOf(), 'theme4', gone);

    fireEvent.click(bubble()!);

    await waitFor(() => expect(where()).toBe('/chat-rooms'));
    expect(api.callsTo(configPath).length).toBeGreaterThan(0);
    expect(toastShow()).not.toHaveBeenCalled();
  });

  it('re-reads a stale configuration on the tap and follows it', async () => {
    const { api } = renderAt('/gallery');
    await waitFor(() => expect(api.callsTo(configPath)).toHaveLength(1));
    api.route(configPath, () => file(configOf({ enable_chat: 0 })));
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);

    fireEvent.click(bubble()!);

    await waitFor(() => expect(lastToast()).toBe('聊天室目前不可用'));
    expect(api.callsTo(configPath)).toHaveLength(2);
    expect(where()).toBe('/gallery');
    later.mockRestore();
  });
});
