import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bettingBonusPaths } from '@lottery/contracts';
import type { BettingBonus, ClaimBettingBonusBody } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { profileQueryKey } from '../../../lib/session';
import { renderAccountRoute, signOutForTest } from '../../../test/account-area';
import { memberProfile } from '../../../test/account-fixtures';
import { apiError, fakeApi } from '../../../test/fake-api';
import type { FakeCall, FakeHandler } from '../../../test/fake-api';
import { setUpPageTests } from '../../../test/toasts';

const { lastToast } = setUpPageTests();

const summaryCall = `GET /app-api${bettingBonusPaths.summary}`;
const claimCall = `POST /app-api${bettingBonusPaths.claim}`;
const profileCall = 'GET /app-api/api/user/info';

const unclaimed = (): BettingBonus => ({
  list: [
    {
      category: 'lottery',
      name: '彩票',
      validBet: 1_234_500,
      betCount: 12,
      rate: 30,
      amount: 3_703,
    },
    { category: 'live', name: '娱乐场', validBet: 500_000, betCount: 4, rate: 50, amount: 2_500 },
  ],
  total: 6_203,
  vipLevel: 2,
  lastClaimAt: Date.UTC(2026, 2, 1, 16, 30),
  claimedTotal: 88_000,
});

interface BonusState {
  summary: BettingBonus;
  money: number;
  paid: Map<string, number>;
}

/** The claim as the server makes it: the total paid once per key, the same answer for a retry. */
const paying = (state: BonusState, { json }: FakeCall) => {
  const { idempotencyKey } = json as ClaimBettingBonusBody;
  let amount = state.paid.get(idempotencyKey);
  if (amount === undefined) {
    amount = state.summary.total;
    if (amount === 0) return apiError(400, 'BONUS/NOTHING_TO_CLAIM', '暂无可领取的洗码');
    state.paid.set(idempotencyKey, amount);
    state.money += amount;
    state.summary = {
      ...state.summary,
      list: state.summary.list.map((row) => ({ ...row, validBet: 0, betCount: 0, amount: 0 })),
      total: 0,
      lastClaimAt: Date.UTC(2026, 2, 10, 4),
      claimedTotal: state.summary.claimedTotal + amount,
    };
  }
  return {
    claimId: 9,
    amount,
    money: state.money,
    claimedAt: Date.UTC(2026, 2, 10, 4),
    list: state.summary.list,
  };
};

/** The 洗码 server: the member's profile, the summary, and the claim. `routes` replace any. */
const bonusServer = ({
  summary = unclaimed(),
  type = 'HY' as 'HY' | 'TEST',
  routes = {} as Record<string, FakeHandler>,
} = {}) => {
  const state: BonusState = { summary, money: 1_000_000, paid: new Map() };
  const fake = fakeApi({
    [profileCall]: () => memberProfile({ userInfo: { type }, extInfo: { money: state.money } }),
    [summaryCall]: () => state.summary,
    [claimCall]: (call) => paying(state, call),
    ...routes,
  });
  return { ...fake, state };
};

const claimButton = () => screen.getByRole('button', { name: '领取' });

describe('/betting-bonus', () => {
  it('shows what may be claimed per category, the VIP level and the claims so far', async () => {
    bonusServer();
    renderAccountRoute('/betting-bonus');

    expect(await screen.findByTestId('bonus-total')).toHaveProperty('textContent', '6.203');
    expect(screen.getByText('VIP2')).toBeDefined();
    expect(screen.getByText('上次领取').nextSibling?.textContent).toBe('2026-03-02 00:30:00');
    expect(screen.getByText('累计领取').nextSibling?.textContent).toBe('88.00');
    const [lottery, live] = within(screen.getByRole('list', { name: '洗码明细' })).getAllByRole(
      'listitem',
    );
    expect(lottery?.textContent).toContain('彩票');
    expect(lottery?.textContent).toContain('比例 0.30%');
    expect(within(lottery!).getByText('有效投注').nextSibling?.textContent).toBe('1,234.50');
    expect(within(lottery!).getByText('笔数').nextSibling?.textContent).toBe('12');
    expect(within(lottery!).getByText('洗码金额').nextSibling?.textContent).toBe('3.703');
    expect(live?.textContent).toContain('比例 0.50%');
    expect(claimButton().hasAttribute('disabled')).toBe(false);
  });

  it('claims once with a key, shows 领取成功 and the amount, and reads the summary and balance again', async () => {
    const fake = bonusServer();
    renderAccountRoute('/betting-bonus');
    await screen.findByTestId('bonus-total');
    const profileReads = fake.callsTo(profileCall).length;

    await act(async () => {
      fireEvent.click(claimButton());
    });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('领取成功')).toBeDefined();
    expect(within(dialog).getByText('本次领取 6.203 元，已存入主钱包')).toBeDefined();
    const claims = fake.callsTo(claimCall);
    expect(claims).toHaveLength(1);
    expect((claims[0]?.json as ClaimBettingBonusBody).idempotencyKey).toMatch(/^[A-Za-z0-9]{24}$/);
    await waitFor(() => expect(screen.getByTestId('bonus-total').textContent).toBe('0.00'));
    expect(fake.callsTo(summaryCall)).toHaveLength(2);
    await waitFor(() => expect(fake.callsTo(profileCall).length).toBeGreaterThan(profileReads));
    expect(screen.getByText('累计领取').nextSibling?.textContent).toBe('94.203');
    expect(claimButton().hasAttribute('disabled')).toBe(true);

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the same key again when the answer was lost', async () => {
    let dropNext = true;
    const fake = bonusServer();
    renderAccountRoute('/betting-bonus');
    await screen.findByTestId('bonus-total');
    fake.route(claimCall, (call) => {
      if (dropNext) {
        dropNext = false;
        throw new TypeError('Failed to fetch');
      }
      return paying(fake.state, call);
    });

    await act(async () => {
      fireEvent.click(claimButton());
    });

    expect(await screen.findByText('领取成功')).toBeDefined();
    const keys = fake
      .callsTo(claimCall)
      .map((call) => (call.json as ClaimBettingBonusBody).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("says the server's message when there is nothing to claim", async () => {
    bonusServer({
      routes: {
        [claimCall]: () => apiError(400, 'BONUS/NOTHING_TO_CLAIM', '暂无可领取的洗码'),
      },
    });
    renderAccountRoute('/betting-bonus');
    await screen.findByTestId('bonus-total');

    await act(async () => {
      fireEvent.click(claimButton());
    });
    await waitFor(() => expect(lastToast()).toBe('暂无可领取的洗码'));
    expect(screen.queryByText('领取成功')).toBeNull();
  });

  it('gives a fresh key to each tap', async () => {
    const fake = bonusServer({
      routes: { [claimCall]: () => apiError(500, 'SYS/INTERNAL', '系统繁忙，请稍后再试') },
    });
    renderAccountRoute('/betting-bonus');
    await screen.findByTestId('bonus-total');

    for (let tap = 0; tap < 2; tap += 1) {
      await act(async () => {
        fireEvent.click(claimButton());
      });
      await waitFor(() => expect(fake.callsTo(claimCall)).toHaveLength(tap + 1));
    }
    const keys = fake
      .callsTo(claimCall)
      .map((call) => (call.json as ClaimBettingBonusBody).idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(lastToast()).toBe('系统繁忙，请稍后再试');
  });

  it('refuses a trial account with the trial toast and no call', async () => {
    const fake = bonusServer({ type: 'TEST' });
    const { queryClient } = renderAccountRoute('/betting-bonus');
    await screen.findByTestId('bonus-total');
    await waitFor(() => expect(queryClient.getQueryData(profileQueryKey)).toBeDefined());

    await act(async () => {
      fireEvent.click(claimButton());
    });
    expect(lastToast()).toBe('试玩账户无法进行该操作，请注册正式账户!');
    expect(fake.callsTo(claimCall)).toHaveLength(0);
  });

  it('cannot claim nothing: 领取 is disabled at 0', async () => {
    bonusServer({ summary: { ...unclaimed(), total: 0, lastClaimAt: null } });
    renderAccountRoute('/betting-bonus');
    await screen.findByTestId('bonus-total');
    expect(claimButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('上次领取').nextSibling?.textContent).toBe('暂无');
  });

  it("shows the summary's error on the page", async () => {
    bonusServer({
      routes: { [summaryCall]: () => apiError(500, 'SYS/INTERNAL', '系统繁忙，请稍后再试') },
    });
    renderAccountRoute('/betting-bonus');
    expect((await screen.findByRole('alert')).textContent).toContain('系统繁忙，请稍后再试');
  });

  it('sends a visitor to log in', async () => {
    signOutForTest();
    bonusServer();
    const { router } = renderAccountRoute('/betting-bonus');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
