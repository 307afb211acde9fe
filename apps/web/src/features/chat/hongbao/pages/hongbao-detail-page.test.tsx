import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { redPacketStatus } from '@lottery/contracts';
import type { Balances } from '@lottery/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceQueryKey } from '../../../../lib/session';
import { apiError } from '../../../../test/fake-api';
import { setUpPageTests } from '../../../../test/toasts';
import { forgetOpened, useOpenedInMemory } from '../model/opened-hongbao';
import { calls, hongbaoServer, packetOf, shareOf } from '../testing/hongbao-server';
import { renderHongbaoRoute } from '../testing/render-hongbao';

const { lastToast } = setUpPageTests();

afterEach(forgetOpened);

const fromRoom = ['/chat-rooms/1001', '/chat-rooms/1001/hong-bao/7'];
const openButton = () => screen.getByRole('button', { name: '拆红包' });

/** A route answering when `release` is called: the open is in flight until then. */
const held = (answer: () => unknown) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async () => {
      await gate;
      return answer();
    },
    release: () => release(),
  };
};

describe('/chat-rooms/:roomId/hong-bao/:hongbaoId', () => {
  it('opens with 開: spins until the answer, then shows the share, the list and 手气最佳', async () => {
    const fake = hongbaoServer();
    const open = held(() => fake.handlers.open({ ...fake.callsTo(calls.open)[0]! }));
    fake.route(calls.open, open.handler);
    const { queryClient } = renderHongbaoRoute(fromRoom);
    queryClient.setQueryData<Balances>(balanceQueryKey, { money: 1_000_000, liveMoney: 0 });

    const sheet = await screen.findByRole('dialog', { name: '老王的红包' });
    expect(within(sheet).getByText('恭喜发财，大吉大利')).toBeDefined();
    expect(within(sheet).getByText('開')).toBeDefined();
    expect(openButton().getAttribute('data-spinning')).toBe('false');

    await act(async () => {
      fireEvent.click(openButton());
      fireEvent.click(openButton());
    });
    await waitFor(() => expect(openButton().getAttribute('data-spinning')).toBe('true'));
    await act(async () => {
      fireEvent.click(openButton());
    });
    expect(fake.callsTo(calls.open)).toHaveLength(1);
    expect(fake.callsTo(calls.open)[0]?.json).toEqual({ id: 7 });

    await act(async () => open.release());

    expect((await screen.findByTestId('hongbao-mine')).textContent).toBe('¥2.23');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('已存入余额')).toBeDefined();
    expect(screen.getByRole('heading', { name: '老王的红包' })).toBeDefined();
    const list = screen.getByRole('list', { name: '3个红包，已领取3个' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('会员21');
    expect(rows[1]?.textContent).toContain('4.56元');
    expect(rows[1]?.textContent).toContain('手气最佳');
    expect(rows[2]?.textContent).toContain('彩民小王');
    expect(rows[2]?.textContent).toContain('2.23元');
    expect(within(list).getAllByText('手气最佳')).toHaveLength(1);
    expect(queryClient.getQueryData<Balances>(balanceQueryKey)?.money).toBe(1_002_230);
    await waitFor(() => expect(fake.callsTo(calls.profile).length).toBeGreaterThan(1));
    expect(renderHook(() => useOpenedInMemory(7)).result.current).toBe(true);
  });

  it('shows a packet already opened without the sheet', async () => {
    hongbaoServer({
      packets: [
        packetOf({
          shares: [shareOf(7, 1_500, { nickname: '彩民小王' })],
          mine: 1_500,
          remaining_amount: 8_500,
          remaining_count: 2,
        }),
      ],
    });
    renderHongbaoRoute(fromRoom);
    expect((await screen.findByTestId('hongbao-mine')).textContent).toBe('¥1.50');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('3个红包，已领取1个')).toBeDefined();
    expect(screen.queryByText('手气最佳')).toBeNull();
  });

  it('shows 手慢了，红包派完了 with the list when the last share went first', async () => {
    const finished = packetOf({
      status: redPacketStatus.finished,
      remaining_amount: 0,
      remaining_count: 0,
      shares: [shareOf(21, 6_000, { luckiest: true }), shareOf(22, 2_000), shareOf(23, 2_000)],
    });
    const fake = hongbaoServer({
      routes: {
        [calls.open]: () => apiError(400, 'HONGBAO/FINISHED', '手慢了，红包派完了'),
      },
    });
    let reads = 0;
    fake.route(calls.detail, () => (reads++ === 0 ? packetOf() : finished));
    renderHongbaoRoute(fromRoom);
    await screen.findByRole('dialog');

    await act(async () => {
      fireEvent.click(openButton());
    });

    expect((await screen.findByRole('status')).textContent).toBe('手慢了，红包派完了');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('hongbao-mine')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('list', { name: '3个红包，已领取3个' })).toBeDefined(),
    );
    expect(screen.getAllByText('手气最佳')).toHaveLength(1);
  });

  it('shows 该红包已过期 when the open finds it expired', async () => {
    hongbaoServer({
      routes: { [calls.open]: () => apiError(400, 'HONGBAO/EXPIRED', '该红包已过期') },
    });
    renderHongbaoRoute(fromRoom);
    await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(openButton());
    });
    expect((await screen.findByRole('status')).textContent).toBe('该红包已过期');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes straight to the detail of a packet that is over, with what went back', async () => {
    hongbaoServer({
      packets: [
        packetOf({
          status: redPacketStatus.expired,
          remaining_amount: 0,
          remaining_count: 0,
          refunded: 6_540,
          shares: [shareOf(21, 3_460)],
        }),
      ],
    });
    renderHongbaoRoute(fromRoom);
    expect((await screen.findByRole('status')).textContent).toBe('该红包已过期');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('未领取的6.54元已退回')).toBeDefined();
    expect(screen.getByText('3个红包，已领取1个')).toBeDefined();
  });

  it('reads the detail again when the share was already taken (a lost answer)', async () => {
    const fake = hongbaoServer({
      routes: {
        [calls.open]: () => apiError(400, 'HONGBAO/ALREADY_OPENED', '您已领取过该红包'),
      },
    });
    let reads = 0;
    fake.route(calls.detail, () =>
      reads++ === 0
        ? packetOf()
        : packetOf({ shares: [shareOf(7, 990, { nickname: '彩民小王' })], mine: 990 }),
    );
    renderHongbaoRoute(fromRoom);
    await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(openButton());
    });
    expect((await screen.findByTestId('hongbao-mine')).textContent).toBe('¥0.99');
    expect(lastToast()).toBe('您已领取过该红包');
  });

  it("keeps the sheet and says the server's message when the open fails", async () => {
    const fake = hongbaoServer({
      routes: { [calls.open]: () => apiError(500, 'SYS/INTERNAL', '系统繁忙，请稍后再试') },
    });
    renderHongbaoRoute(fromRoom);
    await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(openButton());
    });
    await waitFor(() => expect(lastToast()).toBe('系统繁忙，请稍后再试'));
    expect(openButton().getAttribute('data-spinning')).toBe('false');
    expect(fake.callsTo(calls.open)).toHaveLength(1);
  });

  it('refuses a trial account with the trial toast and no call', async () => {
    const fake = hongbaoServer({ type: 'TEST' });
    renderHongbaoRoute(fromRoom);
    await screen.findByRole('dialog');
    await waitFor(() => expect(fake.callsTo(calls.profile)).toHaveLength(1));
    await act(async () => {
      fireEvent.click(openButton());
    });
    await waitFor(() => expect(lastToast()).toBe('试玩账户无法进行该操作，请注册正式账户!'));
    expect(fake.callsTo(calls.open)).toHaveLength(0);
  });

  it('closes the sheet back to the room', async () => {
    hongbaoServer();
    const { router } = renderHongbaoRoute(fromRoom);
    await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-rooms/1001'));
  });

  it('lets the sender see who opened it without opening', async () => {
    hongbaoServer();
    const { router } = renderHongbaoRoute('/chat-rooms/1001');
    await screen.findByRole('heading', { name: '聊天室1001' });
    await act(async () => {
      await router.navigate('/chat-rooms/1001/hong-bao/7', { state: { mine: true } });
    });
    await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查看领取详情' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('3个红包，已领取0个')).toBeDefined();
  });

  it('offers no peek to others', async () => {
    hongbaoServer();
    renderHongbaoRoute(fromRoom);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: '查看领取详情' })).toBeNull();
  });

  it('shows a skeleton, then the error with 重新加载', async () => {
    let fail = true;
    const fake = hongbaoServer();
    const first = held(() => apiError(404, 'HONGBAO/NOT_FOUND', '红包不存在'));
    fake.route(calls.detail, (call) => (fail ? first.handler() : fake.handlers.detail(call)));
    renderHongbaoRoute(fromRoom);
    expect(await screen.findByTestId('hongbao-skeleton')).toBeDefined();
    await act(async () => first.release());
    expect((await screen.findByRole('alert')).textContent).toContain('红包不存在');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    });
    expect(await screen.findByRole('dialog', { name: '老王的红包' })).toBeDefined();
  });
});
