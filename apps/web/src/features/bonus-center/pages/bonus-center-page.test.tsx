import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberProfile, registerLimit, vipRuleList } from '../../../test/account-fixtures';
import { renderAccountRoute, signInForTest } from '../../../test/account-area';
import { fakeApi, file } from '../../../test/fake-api';

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

const setup = (sendMenoy: number) =>
  fakeApi({
    'GET /app-api/api/user/info': () => memberProfile(),
    'GET /app-api/api/v2/uservip/rules': () => vipRuleList,
    'GET /sys-upload/data/json/limit/registerLimit.json': () => file(registerLimit(sendMenoy)),
  });

describe('/bonus-center', () => {
  it('shows the registration gift, the VIP ladder with the next step, and the links', async () => {
    setup(8_800);
    const { router } = renderAccountRoute('/bonus-center');

    expect(await screen.findByText('新用户注册送8.8元')).toBeDefined();
    const ladder = await screen.findByRole('list', { name: 'VIP等级' });
    expect(within(ladder).getAllByRole('listitem')).toHaveLength(9);
    expect(within(ladder).getByText('V2').closest('li')?.getAttribute('aria-current')).toBe('true');
    // VIP3 needs 5,000.00; 1,500.00 is bet this cycle.
    expect(screen.getByText(/距离/).textContent).toBe('距离 VIP3 还需投注 3,500.00 元');

    await act(async () => {
      fireEvent.click(screen.getByText('我的洗码'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/betting-bonus'));
  });

  it('leaves the gift out when there is none', async () => {
    setup(0);
    renderAccountRoute('/bonus-center');

    await screen.findByRole('list', { name: 'VIP等级' });
    expect(screen.queryByText('新人礼包')).toBeNull();
  });
});
