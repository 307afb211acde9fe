import type { DrawPush } from '@lottery/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi, file } from '../../../test/fake-api';
import { FakeWebSocket, pushOf } from './fake-web-socket';
import { useDrawPushes } from './use-draw-socket';

afterEach(() => {
  vi.unstubAllGlobals();
});

const commandsOf = (socket: FakeWebSocket, command: string) =>
  socket.sent.filter(
    (sent) =>
      typeof sent === 'object' && sent !== null && 'command' in sent && sent.command === command,
  );

it('subscribes to the three types of the game on the page socket, following game and callback', async () => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  fakeApi({
    'GET /sys-upload/data/json/web_system_config.json': () =>
      file({ draw_socket_hosts: 'ws1.example.com' }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const first = vi.fn<(push: DrawPush) => void>();
  const second = vi.fn<(push: DrawPush) => void>();
  const view = renderHook(({ gameId, onPush }) => useDrawPushes(gameId, onPush), {
    wrapper,
    initialProps: { gameId: 110 as number | undefined, onPush: first },
  });

  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.last();
  // jsdom's page is http: a bare host gets ws:.
  expect(socket.url).toMatch(/^ws:\/\/ws1\.example\.com\/ws-game\/[A-Za-z0-9_-]+$/);
  socket.open();
  expect(commandsOf(socket, 'subscribe')).toEqual(
    ['RESULT', 'VIDEO', 'LIVE_URL_HISTORY'].map((type) => ({
      command: 'subscribe',
      content: { gameId: 110, type },
    })),
  );

  socket.receive(pushOf(110, 'VIDEO'));
  expect(first).toHaveBeenCalledWith(pushOf(110, 'VIDEO'));

  view.rerender({ gameId: 110, onPush: second });
  socket.receive(pushOf(110, 'RESULT'));
  expect(second).toHaveBeenCalledWith(pushOf(110, 'RESULT'));
  expect(first).toHaveBeenCalledTimes(1);
  // A new callback is not a new subscription.
  expect(commandsOf(socket, 'subscribe')).toHaveLength(3);

  view.rerender({ gameId: 111, onPush: second });
  expect(commandsOf(socket, 'unsubscribe')).toHaveLength(3);
  expect(commandsOf(socket, 'subscribe')).toHaveLength(6);
  expect(FakeWebSocket.instances).toHaveLength(1);

  view.unmount();
  expect(commandsOf(socket, 'unsubscribe')).toHaveLength(6);
  expect(commandsOf(socket, 'unsubscribe').at(-1)).toEqual({
    command: 'unsubscribe',
    content: { gameId: 111, type: 'LIVE_URL_HISTORY' },
  });
});
