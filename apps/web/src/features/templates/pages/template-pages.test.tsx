import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute, signInForTest } from '../../../test/account-area';
import { fakeApi } from '../../../test/fake-api';
import { setUpPageTests } from '../../../test/toasts';
import { groupOf, itemOf, templateOf } from '../testing/template-fixtures';

setUpPageTests({ signedIn: false });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const detail = templateOf(
  7,
  'MB01',
  [
    groupOf(
      1,
      'g',
      Array.from({ length: 12 }, (_, index) =>
        itemOf(100 + index, { title: String(2026120 - index), content: '鼠牛' }),
      ),
    ),
  ],
  { name: '精准六肖' },
);

describe('/template/:gameId/:id', () => {
  it('shows every past issue of the template and marks the ?templateId item', async () => {
    const api = fakeApi({
      'GET /app-api/game-document/template/info/110/7/3/h5': () => ({ ...detail, poll: null }),
    });
    renderAccountRoute('/template/110/7?templateId=105&documentId=3');
    expect(await screen.findByRole('heading', { level: 1, name: '精准六肖' })).toBeDefined();
    const card = screen.getByRole('article', { name: '精准六肖' });
    await waitFor(() => expect(card.querySelectorAll('[data-item-id]')).toHaveLength(12));
    expect(card.querySelector('[data-item-id="105"]')?.className).toMatch(/focus/);
    // It is the past-issue page: no link to itself.
    expect(within(card).queryByRole('link', { name: '查看往期记录 >' })).toBeNull();
    expect(api.callsTo('GET /app-api/game-document/template/info/110/7/3/h5')).toHaveLength(1);
  });

  it('shows the documentId poll the info call carried, and the member’s vote in it', async () => {
    signInForTest();
    const poll = {
      id: 3,
      templateId: 7,
      pollStatus: 1 as const,
      gameTurn: '2026118',
      optionId: null,
      pollOptions: [
        { option_id: 1, option_text: '鼠', option_value: '鼠', option_vote: 0 },
        { option_id: 2, option_text: '牛', option_value: '牛', option_vote: 0 },
      ],
    };
    const api = fakeApi({
      'GET /app-api/game-document/template/info/110/7/3/h5': () => ({
        ...detail,
        hasPoll: true,
        poll,
      }),
      'POST /app-api/game-document/template/vote': () => null,
    });
    renderAccountRoute('/template/110/7?documentId=3');
    const region = await screen.findByRole('region', { name: '生肖投票' });
    expect(within(region).getByText('2026118期 生肖投票')).toBeDefined();
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: /鼠/ }));
    });
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: '投票' }));
    });
    expect(await within(region).findByRole('button', { name: '已投票' })).toBeDefined();
    // The detail's own poll: the current one is not read.
    expect(api.callsTo('GET /app-api/game-document/template/7/vote')).toHaveLength(0);
  });

  it('says 暂无数据 for an id that is not one', async () => {
    fakeApi({});
    renderAccountRoute('/template/110/abc');
    expect(await screen.findByText('暂无数据')).toBeDefined();
  });
});

describe('/my-collection', () => {
  it('sends a visitor to sign in', async () => {
    fakeApi({});
    renderAccountRoute('/my-collection');
    expect(await screen.findByRole('heading', { name: '登录页' })).toBeDefined();
  });

  it('lists the member’s favourites under 我的收藏, or 暂无数据', async () => {
    signInForTest();
    fakeApi({
      'GET /app-api/game-document/template/collection': () => ({
        data: [{ ...detail, like: 1, likeCount: 3 }],
        totalCount: 1,
      }),
    });
    renderAccountRoute('/my-collection');
    expect(await screen.findByRole('heading', { level: 1, name: '我的收藏' })).toBeDefined();
    const list = await screen.findByRole('list', { name: '我的收藏' });
    expect(within(list).getByRole('button', { name: '已收藏' })).toBeDefined();
  });
});
