import { act, screen, waitFor } from '@testing-library/react';
import { defaultTheme, rechargeStatus } from '@lottery/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceQueryKey } from '../../../lib/session';
import { useThemeStore } from '../../../themes/use-theme-store';
import { memberProfile } from '../../../test/account-fixtures';
import { renderAccountRoute } from '../../../test/account-area';
import { fakeApi } from '../../../test/fake-api';
import { setUpPageTests } from '../../../test/toasts';
import { rechargePollMs } from '../api/get-recharge-order';
import { rememberRechargeOrder } from '../model/order-pages';
import { orderOf } from '../testing/wallet-fixtures';

setUpPageTests();

// Only the poll's interval is faked: the test moves it on; everything else runs for real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  useThemeStore.setState({ name: defaultTheme });
});

const detailPath = 'GET /app-api/api/recharge/order/detail';

/** The order's detail answers these statuses one after the other (the last one stays). */
const orderGoesThrough = (...statuses: number[]) => {
  const queue = [...statuses];
  return fakeApi({
    'GET /app-api/api/user/info': () => memberProfile(),
    'GET /app-api/api/user/money/check': () => ({ money: 1_100_000, liveMoney: 0 }),
    [detailPath]: () => {
      const status = queue.length > 1 ? queue.shift()! : queue[0]!;
      return orderOf({
        status,
        finishedAt: status === rechargeStatus.success ? Date.UTC(2026, 2, 1, 4, 5) : null,
      });
    },
  });
};

const nextPoll = async () => {
  await act(async () => {
    vi.advanceTimersByTime(rechargePollMs);
  });
};

describe('/recharge/processing/:orderId', () => {
  it('reads the order again until it is paid, then shows 充值成功 and the new balance', async () => {
    const api = orderGoesThrough(
      rechargeStatus.pending,
      rechargeStatus.processing,
      rechargeStatus.success,
    );
    const { queryClient } = renderAccountRoute('/recharge/processing/R20260301000001');

    expect(await screen.findByText(/正在确认您的付款/)).toBeDefined();
    expect(api.callsTo(detailPath)).toHaveLength(1);
    await nextPoll();
    await waitFor(() => expect(api.callsTo(detailPath)).toHaveLength(2));
    expect(screen.getByText(/正在确认您的付款/)).toBeDefined();
    await nextPoll();

    expect(await screen.findByText('100.00 元已到账')).toBeDefined();
    expect(screen.getAllByText('充值成功').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(queryClient.getQueryData(balanceQueryKey)).toEqual({ money: 1_100_000, liveMoney: 0 }),
    );
    // Final: no more reads.
    await nextPoll();
    await nextPoll();
    expect(api.callsTo(detailPath)).toHaveLength(3);
    expect(api.callsTo('GET /app-api/api/user/money/check')).toHaveLength(1);
  });

  it('goes to /recharge/failed when the order fails or expires', async () => {
    orderGoesThrough(rechargeStatus.processing, rechargeStatus.expired);
    const { router } = renderAccountRoute('/recharge/processing/R20260301000001');
    await screen.findByText(/正在确认您的付款/);

    await nextPoll();

    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge/failed'));
    expect(router.state.location.search).toBe('?orderNo=R20260301000001');
    expect(await screen.findByText('已过期')).toBeDefined();
    expect(screen.getByRole('button', { name: '重新充值' })).toBeDefined();
  });

  it('theme2: reads the order the flow is on from where it was kept', async () => {
    useThemeStore.setState({ name: 'theme2' });
    rememberRechargeOrder('R20260301000001');
    const api = orderGoesThrough(rechargeStatus.success);
    renderAccountRoute('/recharge/processing');

    expect(await screen.findByText('100.00 元已到账')).toBeDefined();
    expect(api.callsTo(detailPath)[0]?.params.get('orderNo')).toBe('R20260301000001');
  });
});
