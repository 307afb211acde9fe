import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminCentreGame,
  AdminGamePlays,
  AdminLotteryGame,
  AdminRole,
} from '@lottery/contracts';
import { fakeApi } from '../../../test/fake-api';
import { adminSession } from '../../session/admin-session';
import { stubScreenWidth } from '../../test/browser-stubs';
import { operatorOf, renderAdmin, signInAs } from '../../test/render-admin';

const lottery: AdminLotteryGame[] = [
  { id: 110, name: '澳门六合彩', enabled: true, maintain: '' },
  { id: 70, name: '香港六合彩', enabled: true, maintain: null },
];

const plays: AdminGamePlays = {
  gameId: 110,
  plays: [
    {
      playCode: 'tm',
      name: '特码',
      categoryName: '特码',
      limits: { enabled: true, minAmount: 1, maxAmount: 5000, turnMax: 10_000 },
      odds: [{ key: 'tm', label: '特码', odds: 48_800 }],
    },
    {
      playCode: 'tx',
      name: '特肖',
      categoryName: '特肖',
      limits: null,
      odds: [
        { key: 'tx.year', label: '本命', odds: null },
        { key: 'tx.other', label: '其他', odds: null },
      ],
    },
  ],
};

const centreGame: AdminCentreGame = {
  gameId: 3001,
  gameName: '水果拉霸',
  category: 'electronic',
  liveCode: 'HLDZ',
  providerName: '欢乐电子',
  gameCode: 'slot-fruit',
  imageUrl: '',
  hot: 0,
  sort: 5,
  enabled: true,
  maintain: '',
};

const serve = (role: AdminRole) => {
  signInAs(role);
  return fakeApi({
    'GET /app-api/admin/auth/me': () => operatorOf(role),
    'GET /app-api/admin/games/lottery': () => lottery,
    'GET /app-api/admin/games/lottery/plays': () => plays,
    'POST /app-api/admin/games/lottery/odds': () => plays,
    'POST /app-api/admin/games/lottery/limits': () => plays,
    'POST /app-api/admin/games/maintenance': () => centreGame,
    'GET /app-api/admin/games/list': () => ({ list: [centreGame], total: 1, page: 1, size: 20 }),
    'POST /app-api/admin/games/save': () => centreGame,
    'GET /app-api/admin/games/providers': () => [
      {
        liveCode: 'HLDZ',
        name: '欢乐电子',
        logoUrl: '',
        enabled: true,
        sort: 1,
        maintain: '',
        games: 12,
      },
    ],
    'GET /app-api/admin/games/categories': () => [{ type: 'electronic', name: '电子', sort: 2 }],
  });
};

const bodyOf = (api: ReturnType<typeof serve>, ending: string) => {
  const call = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith(ending));
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

const dialogWith = (text: string) =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.textContent?.includes(text));
    if (!found) throw new Error(`no dialog with ${text}`);
    return found;
  });

afterEach(() => {
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('游戏管理', () => {
  beforeEach(() => stubScreenWidth(1280));

  it('shows a read-only operator the plays, odds and limits without 编辑', async () => {
    serve('readonly');
    renderAdmin('/admin/games');
    expect(await screen.findByText('48.8')).toBeTruthy();
    expect(screen.getByText('1 – 5000')).toBeTruthy();
    expect(screen.getByText('本命 未设置；其他 未设置')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '设置维护' })).toBeNull();
  });

  it('sends only the changed odds, in thousandths, and leaves unchanged limits alone', async () => {
    const api = serve('operations');
    renderAdmin('/admin/games');
    await screen.findByText('48.8');
    fireEvent.click(screen.getAllByRole('button', { name: '编辑' })[0]!);
    const dialog = await dialogWith('单期上限');
    const oddsInput = within(dialog).getByLabelText('特码', { selector: 'input#odds_tm' });
    fireEvent.change(oddsInput, { target: { value: '47.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.callsTo('POST /app-api/admin/games/lottery/odds')).toHaveLength(1),
    );
    expect(bodyOf(api, '/lottery/odds')).toEqual({ gameId: 110, odds: { tm: 47_500 } });
    expect(api.callsTo('POST /app-api/admin/games/lottery/limits')).toHaveLength(0);
  });

  it('refuses a turn maximum below the bet maximum before sending', async () => {
    const api = serve('operations');
    renderAdmin('/admin/games');
    await screen.findByText('48.8');
    fireEvent.click(screen.getAllByRole('button', { name: '编辑' })[0]!);
    const dialog = await dialogWith('单期上限');
    fireEvent.change(within(dialog).getByLabelText('单期上限（元）'), {
      target: { value: '100' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('单期上限不能小于单注最高')).toBeTruthy();
    expect(api.callsTo('POST /app-api/admin/games/lottery/limits')).toHaveLength(0);
  });

  it('sets a lottery game’s maintenance window, checked by the contract', async () => {
    const api = serve('operations');
    renderAdmin('/admin/games');
    fireEvent.click(await screen.findByRole('button', { name: '设置维护' }));
    const dialog = await dialogWith('维护时间');
    const input = within(dialog).getByLabelText('维护时间');
    fireEvent.change(input, { target: { value: '明天' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(/应为空，或两个时间以 ~ 相连/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '2030-01-01 00:00:00~2030-01-01 02:00:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.callsTo('POST /app-api/admin/games/maintenance')).toHaveLength(1),
    );
    expect(bodyOf(api, '/games/maintenance')).toEqual({
      gameId: 110,
      maintain: '2030-01-01 00:00:00~2030-01-01 02:00:00',
    });
  });

  it('ranks a third-party game hot from its tab', async () => {
    const api = serve('operations');
    renderAdmin('/admin/games');
    fireEvent.click(await screen.findByRole('tab', { name: '第三方游戏' }));
    expect(await screen.findByText('水果拉霸')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await dialogWith('热门排名');
    fireEvent.change(within(dialog).getByLabelText('热门排名'), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.callsTo('POST /app-api/admin/games/save')).toHaveLength(1));
    expect(bodyOf(api, '/games/save')).toEqual({
      gameId: 3001,
      enabled: true,
      sort: 5,
      hot: 50,
    });
  });

  it('fits a phone: the plays table scrolls sideways and keeps its key columns', async () => {
    stubScreenWidth(390);
    serve('operations');
    renderAdmin('/admin/games');
    expect(await screen.findByText('48.8')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '编辑' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('columnheader', { name: '单期上限' })).toBeNull();
  });
});
