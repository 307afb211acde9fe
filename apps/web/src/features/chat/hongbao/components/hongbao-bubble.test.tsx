import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { redPacketStatus } from '@lottery/contracts';
import type { ChatHongbaoRef, ChatMessage } from '@lottery/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest, signOutForTest } from '../../../../test/session';
import { hongbaoKeys } from '../api/hongbao-keys';
import { forgetOpened, rememberOpened } from '../model/opened-hongbao';
import { packetOf } from '../testing/hongbao-server';
import { HongbaoBubble } from './hongbao-bubble';

const messageOf = (hongbao: Partial<ChatHongbaoRef> = {}, body = '周末快乐'): ChatMessage => ({
  id: 501,
  seq: 12,
  room_id: 1001,
  talk_type: 2,
  command: 4,
  content: {
    type: 'hongbao',
    body,
    userinfo: {
      user_id: 90,
      nickname: '老王',
      avatarId: 5,
      vipLevel: 1,
      chatLevel: 0,
      color: 1,
      isGuest: 0,
    },
    hongbao: { id: 7, count: 3, remaining_count: 3, status: redPacketStatus.open, ...hongbao },
  },
  created_at: Date.UTC(2026, 2, 10, 4),
  client_id: null,
});

function DetailStandIn() {
  const location = useLocation();
  return (
    <h1>
      {location.pathname} {JSON.stringify(location.state)}
    </h1>
  );
}

const renderBubble = (
  message: ChatMessage,
  { mine = false, queryClient = new QueryClient() } = {},
) => {
  const router = createMemoryRouter(
    [
      {
        path: '/chat-rooms/:roomId',
        element: <HongbaoBubble message={message} roomId={1001} mine={mine} />,
      },
      { path: '/chat-rooms/:roomId/hong-bao/:hongbaoId', element: <DetailStandIn /> },
    ],
    { initialEntries: ['/chat-rooms/1001'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
};

const bubble = () => screen.getByRole('button');

beforeEach(() => signInForTest());
afterEach(() => {
  forgetOpened();
  signOutForTest();
});

describe('HongbaoBubble', () => {
  it('shows an open packet with its greeting and 领取红包, and opens its detail', async () => {
    const { router } = renderBubble(messageOf(), { mine: true });
    expect(bubble().getAttribute('data-look')).toBe('open');
    expect(bubble().textContent).toContain('周末快乐');
    expect(bubble().textContent).toContain('领取红包');
    expect(bubble().textContent).toContain('红包');
    await act(async () => {
      fireEvent.click(bubble());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-rooms/1001/hong-bao/7'));
    expect(router.state.location.state).toEqual({ mine: true });
  });

  it('falls back to the default greeting', () => {
    renderBubble(messageOf({}, ''));
    expect(bubble().textContent).toContain('恭喜发财，大吉大利');
  });

  it.each([
    [redPacketStatus.finished, 'finished', '已被领完'],
    [redPacketStatus.expired, 'expired', '已过期'],
  ])('dims a packet of status %i: %s', (status, look, label) => {
    renderBubble(messageOf({ status, remaining_count: 0 }));
    expect(bubble().getAttribute('data-look')).toBe(look);
    expect(bubble().textContent).toContain(label);
    expect(bubble().textContent).not.toContain('领取红包');
  });

  it('dims a packet the member opened in this tab, finished or not', () => {
    rememberOpened(7);
    renderBubble(messageOf({ status: redPacketStatus.finished }));
    expect(bubble().getAttribute('data-look')).toBe('opened');
    expect(bubble().textContent).toContain('已领取');
  });

  it('follows the opened packets as they are noted', async () => {
    renderBubble(messageOf());
    expect(bubble().getAttribute('data-look')).toBe('open');
    await act(async () => rememberOpened(7));
    expect(bubble().getAttribute('data-look')).toBe('opened');
  });

  it("reads the member's share from a detail already loaded", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(hongbaoKeys.detail(7), packetOf({ mine: 1_200 }));
    renderBubble(messageOf(), { queryClient });
    expect(bubble().getAttribute('data-look')).toBe('opened');
  });

  it('forgets what another member opened', () => {
    rememberOpened(7);
    signInForTest('another-member');
    renderBubble(messageOf());
    expect(bubble().getAttribute('data-look')).toBe('open');
  });
});
