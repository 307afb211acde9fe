import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { redPacketStatus } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../../test/fake-api';
import { setUpInfiniteScrollTests } from '../../../../test/infinite-scroll';
import { setUpPageTests } from '../../../../test/toasts';
import { calls, historyRowOf, hongbaoServer } from '../testing/hongbao-server';
import { renderHongbaoRoute } from '../testing/render-hongbao';

setUpPageTests();
setUpInfiniteScrollTests();

const path = '/chat-rooms/1001/hong-bao/history';
const rowsOf = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('/chat-rooms/:roomId/hong-bao/history', () => {
  it('shows what the member received: the total and count, 20 a page to 没有更多数据了', async () => {
    const received = Array.from({ length: 25 }, (_, index) =>
      historyRowOf(index + 1, { amount: 1_000, luckiest: index === 1 }),
    );
    const fake = hongbaoServer({ received });
    renderHongbaoRoute(path);

    expect((await screen.findByTestId('hongbao-history-total')).textContent).toBe('¥25.00');
    expect(screen.getByTestId('hongbao-history-count').textContent).toBe('收到红包25个');
    await waitFor(() => expect(screen.getByText('彩民小王共收到')).toBeDefined());
    expect(screen.getByRole('tab', { name: '我收到的' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    const rows = rowsOf('我收到的');
    expect(rows).toHaveLength(25);
    expect(rows[0]?.textContent).toContain('会员1');
    expect(rows[0]?.textContent).toContain('1.00元');
    expect(rows[0]?.textContent).not.toContain('手气最佳');
    expect(rows[1]?.textContent).toContain('手气最佳');
    const pages = fake.callsTo(calls.history).map((call) => call.params.get('page'));
    expect(pages).toEqual(['1', '2']);
    expect(fake.callsTo(calls.history)[0]?.params.get('rows')).toBe('20');
    expect(fake.callsTo(calls.history)[0]?.params.get('kind')).toBe('received');
  });

  it('shows what the member sent: 已领取M/N个, and 已过期 with the rest refunded', async () => {
    const fake = hongbaoServer({
      sent: [
        historyRowOf(1, { greeting: '周末快乐', amount: 20_000, count: 5, opened_count: 3 }),
        historyRowOf(2, {
          greeting: '恭喜发财',
          amount: 8_000,
          count: 4,
          opened_count: 1,
          status: redPacketStatus.expired,
        }),
      ],
    });
    renderHongbaoRoute(path);
    await screen.findByTestId('hongbao-history-total');

    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '我发出的' }));
    });

    await waitFor(() =>
      expect(screen.getByTestId('hongbao-history-total').textContent).toBe('¥28.00'),
    );
    expect(screen.getByTestId('hongbao-history-count').textContent).toBe('发出红包2个');
    const [open, expired] = rowsOf('我发出的');
    expect(open?.textContent).toContain('周末快乐');
    expect(open?.textContent).toContain('20.00元');
    expect(open?.textContent).toContain('已领取3/5个');
    expect(expired?.textContent).toContain('已过期 1/4个，剩余已退回');
    expect(fake.callsTo(calls.history).at(-1)?.params.get('kind')).toBe('sent');
  });

  it('says 暂无数据 when there is nothing', async () => {
    hongbaoServer();
    renderHongbaoRoute(path);
    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(screen.getByTestId('hongbao-history-total').textContent).toBe('¥0.00');
    expect(screen.getByTestId('hongbao-history-count').textContent).toBe('收到红包0个');
  });

  it('opens the detail of a row', async () => {
    hongbaoServer({ received: [historyRowOf(7, { room_id: 1002 })] });
    const { router } = renderHongbaoRoute(path);
    const [row] = await screen.findAllByRole('listitem');
    await act(async () => {
      fireEvent.click(within(row!).getByRole('button'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-rooms/1002/hong-bao/7'));
  });

  it('shows a failed page with 重新加载', async () => {
    let fail = true;
    const fake = hongbaoServer({ received: [historyRowOf(1)] });
    fake.route(calls.history, (call) =>
      fail ? apiError(500, 'SYS/INTERNAL', '系统繁忙，请稍后再试') : fake.handlers.history(call),
    );
    renderHongbaoRoute(path);
    expect((await screen.findByRole('alert')).textContent).toContain('系统繁忙，请稍后再试');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    });
    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    expect(rowsOf('我收到的')).toHaveLength(1);
  });
});
