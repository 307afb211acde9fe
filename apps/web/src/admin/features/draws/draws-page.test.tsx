import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDrawGame, AdminRole, AdminTurnDetail, AdminTurnRow } from '@lottery/contracts';
import { fakeApi } from '../../../test/fake-api';
import { adminSession } from '../../session/admin-session';
import { stubScreenWidth } from '../../test/browser-stubs';
import { operatorOf, renderAdmin, signInAs } from '../../test/render-admin';

const games: AdminDrawGame[] = [
  {
    gameId: 71,
    name: '澳门六合彩',
    enabled: true,
    schedule: {
      kind: 'daily',
      localTime: '21:30',
      weekdays: null,
      intervalMinutes: null,
      closeLeadSeconds: 300,
      source: 'generator',
    },
    awaitingResult: 0,
    current: { turnNum: '2025021', status: 'open', closeTime: Date.UTC(2025, 0, 21, 13, 25) },
  },
  {
    gameId: 72,
    name: '香港六合彩',
    enabled: true,
    schedule: {
      kind: 'daily',
      localTime: '21:30',
      weekdays: [2, 4, 6],
      intervalMinutes: null,
      closeLeadSeconds: 300,
      source: 'operator',
    },
    awaitingResult: 1,
    current: { turnNum: '2025011', status: 'closed', closeTime: Date.UTC(2025, 0, 21, 13, 25) },
  },
];

const turnOf = (overrides: Partial<AdminTurnRow>): AdminTurnRow => ({
  gameId: 71,
  turnNum: '2025020',
  status: 'drawn',
  source: 'generator',
  openNum: '03,14,25,36,47,08,49',
  closeTime: Date.UTC(2025, 0, 20, 13, 25),
  planTime: Date.UTC(2025, 0, 20, 13, 30),
  openTime: Date.UTC(2025, 0, 20, 13, 30),
  corrections: 0,
  ...overrides,
});

const detailOf = (row: AdminTurnRow): AdminTurnDetail => ({
  ...row,
  commitment: 'c'.repeat(64),
  seed: 's'.repeat(64),
  seedOpenNum: row.openNum,
  seedValid: true,
  correctionList: [],
});

const serve = (role: AdminRole, answers: { correct?: () => unknown } = {}) => {
  signInAs(role);
  return fakeApi({
    'GET /app-api/admin/auth/me': () => operatorOf(role),
    'GET /app-api/admin/draws/games': () => games,
    'GET /app-api/admin/draws/turns': ({ params }) =>
      params.get('gameId') === '72'
        ? {
            list: [
              turnOf({
                gameId: 72,
                turnNum: '2025011',
                status: 'closed',
                openNum: '',
                source: 'operator',
              }),
            ],
            total: 1,
            page: 1,
            size: 20,
          }
        : { list: [turnOf({})], total: 1, page: 1, size: 20 },
    'GET /app-api/admin/draws/turn': () => detailOf(turnOf({})),
    'POST /app-api/admin/draws/correct':
      answers.correct ?? (() => detailOf(turnOf({ openNum: '03,14,25,36,47,08,30' }))),
    'POST /app-api/admin/draws/result': () =>
      detailOf(turnOf({ gameId: 72, turnNum: '2025011', status: 'streaming' })),
  });
};

const bodyOf = (api: ReturnType<typeof serve>, suffix: string) =>
  JSON.parse(
    String(api.fetchMock.mock.calls.find(([url]) => String(url).endsWith(suffix))?.[1]?.body),
  ) as unknown;

beforeEach(() => stubScreenWidth(1280));
afterEach(() => {
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('开奖管理', () => {
  it('shows a read-only operator the schedule and the turns without 更正 or 录入结果', async () => {
    serve('readonly');
    renderAdmin('/admin/draws');
    expect(await screen.findByText('2025020')).toBeTruthy();
    expect(screen.getByText('每天 21:30')).toBeTruthy();
    expect(screen.getAllByText('系统开奖').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '更正' })).toBeNull();
    expect(screen.getByRole('button', { name: '详情' })).toBeTruthy();
  });

  it('opens a turn’s fairness record', async () => {
    serve('readonly');
    renderAdmin('/admin/draws');
    fireEvent.click(await screen.findByRole('button', { name: '详情' }));
    expect(await screen.findByText('种子与承诺值一致')).toBeTruthy();
    expect(screen.getByText('公平性记录')).toBeTruthy();
  });

  it('lets an operations operator correct a drawn result with a reason, after a warning', async () => {
    const api = serve('operations');
    renderAdmin('/admin/draws');
    fireEvent.click(await screen.findByRole('button', { name: '更正' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/已结算的注单将全部冲正/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('新开奖号码'), {
      target: { value: '3,14,25,36,47,8' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认更正' }));
    expect(await within(dialog).findByText(/必须是 7 个不重复/)).toBeTruthy();
    expect(within(dialog).getByText('请填写更正原因')).toBeTruthy();
    expect(api.callsTo('POST /app-api/admin/draws/correct')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('新开奖号码'), {
      target: { value: '3,14,25,36,47,8,30' },
    });
    fireEvent.change(within(dialog).getByLabelText('更正原因'), {
      target: { value: '官方结果更正' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认更正' }));
    await waitFor(() => expect(api.callsTo('POST /app-api/admin/draws/correct')).toHaveLength(1));
    expect(bodyOf(api, '/draws/correct')).toEqual({
      gameId: 71,
      turnNum: '2025020',
      openNum: '3,14,25,36,47,8,30',
      reason: '官方结果更正',
    });
    expect(await screen.findByText('开奖结果已更正，注单已重新结算')).toBeTruthy();
  });

  it('shows the server’s refusal of a correction as a toast', async () => {
    serve('operations', {
      correct: () =>
        Response.json(
          { code: 'DRAW/REVERSAL_SHORT', msg: '有会员余额不足以冲正派奖，更正未执行' },
          { status: 409 },
        ),
    });
    renderAdmin('/admin/draws');
    fireEvent.click(await screen.findByRole('button', { name: '更正' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('新开奖号码'), {
      target: { value: '3,14,25,36,47,8,30' },
    });
    fireEvent.change(within(dialog).getByLabelText('更正原因'), { target: { value: '更正' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认更正' }));
    expect(await screen.findByText('有会员余额不足以冲正派奖，更正未执行')).toBeTruthy();
  });

  it('enters the result of a closed turn of an operator-sourced game', async () => {
    const api = serve('super');
    renderAdmin('/admin/draws?gameId=72');
    expect(await screen.findByText('每周二、四、六 21:30')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '录入结果' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('开奖号码'), {
      target: { value: '01,02,03,04,05,06,07' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认开奖' }));
    await waitFor(() => expect(api.callsTo('POST /app-api/admin/draws/result')).toHaveLength(1));
    expect(bodyOf(api, '/draws/result')).toEqual({
      gameId: 72,
      turnNum: '2025011',
      openNum: '01,02,03,04,05,06,07',
    });
    expect(await screen.findByText('开奖结果已录入')).toBeTruthy();
  });
});
