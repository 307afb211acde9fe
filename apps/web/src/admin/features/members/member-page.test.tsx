import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPaths, type AdminRole } from '@lottery/contracts';
import { adminSession } from '../../session/admin-session';
import { memberDetail, pageOf } from '../finance/test-fixtures';
import {
  adminError,
  fakeAdminApi,
  renderPage,
  signInAs,
  stubScreenWidth,
} from '../finance/test-kit';
import { MemberPage } from './member-page';

const memberActions = [
  '冻结',
  '加入游戏黑名单',
  '重置登录密码',
  '解除提现密码锁定',
  '修改VIP等级',
  '转移上级代理',
];
const adjustAction = '人工存款/扣款';

/** antd spaces out a two-character button's text ("冻 结"). */
const buttonTexts = () =>
  Array.from(document.querySelectorAll('button'), (button) =>
    (button.textContent ?? '').replace(/\s/g, ''),
  );
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

const openMember = async (role: AdminRole, routes = {}) => {
  signInAs(role);
  const api = fakeAdminApi({
    [`GET ${adminPaths.member}`]: () => memberDetail(),
    [`GET ${adminPaths.memberLedger}`]: () => pageOf([]),
    ...routes,
  });
  renderPage(<MemberPage />, { url: '/members/5', route: '/members/:id' });
  await screen.findByText('会员详情：member01');
  return api;
};

beforeEach(() => stubScreenWidth(1280));
afterEach(() => {
  // Unmount while the stubs are still there: antd asks matchMedia as it goes.
  cleanup();
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('会员详情', () => {
  it('shows a read-only operator the member and no action at all', async () => {
    const api = await openMember('readonly');
    expect(api.callsTo(`GET ${adminPaths.member}`)[0]?.params.get('id')).toBe('5');
    expect(screen.getByText('1,234.56')).toBeTruthy();
    const texts = buttonTexts();
    for (const action of [...memberActions, adjustAction]) expect(texts).not.toContain(action);
  });

  it('shows 客服/风控 the member actions but not the balance adjustment', async () => {
    await openMember('support');
    const texts = buttonTexts();
    for (const action of memberActions) expect(texts).toContain(action);
    expect(texts).not.toContain(adjustAction);
  });

  it('freezes only with a reason', async () => {
    const api = await openMember('support', {
      [`POST ${adminPaths.freezeMember}`]: () => memberDetail({ status: 1 }),
    });
    fireEvent.click(screen.getByText(spaced('冻结')));
    await screen.findByText('冻结后该会员所有登录会话立即失效。');
    const [, confirm] = screen.getAllByText(spaced('冻结'));
    fireEvent.click(confirm!);
    expect(await screen.findByText('请填写原因')).toBeTruthy();
    expect(api.callsTo(`POST ${adminPaths.freezeMember}`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '盗刷' } });
    fireEvent.click(confirm!);
    await screen.findByText('操作成功');
    expect(api.callsTo(`POST ${adminPaths.freezeMember}`)[0]?.body).toEqual({
      id: 5,
      frozen: true,
      reason: '盗刷',
    });
  });

  it('posts 人工扣款 in thousandths, with one key however often it is submitted', async () => {
    let answers = 0;
    const api = await openMember('finance', {
      [`POST ${adminPaths.adjustBalance}`]: () =>
        ++answers === 1
          ? adminError(502, 'SYS/INTERNAL', '网关超时')
          : {
              account: 'member01',
              amount: -12_340,
              type: 14,
              balanceAfter: 1_222_220,
              reason: '重复派奖',
              createdAt: 0,
            },
    });
    expect(buttonTexts()).not.toContain('冻结');
    fireEvent.click(screen.getByText(adjustAction));
    fireEvent.click(await screen.findByText('人工扣款'));
    fireEvent.change(screen.getByLabelText('金额（元）'), { target: { value: '12.34' } });
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '重复派奖' } });

    const submit = async () => {
      fireEvent.click(screen.getByText(spaced('提交')));
      expect(await screen.findByText('确认为 member01 人工扣款 12.34 元？')).toBeTruthy();
      fireEvent.click(screen.getByText(spaced('确认')));
    };
    await submit();
    expect(await screen.findByText('网关超时')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText('确认为 member01 人工扣款 12.34 元？')).toBeNull(),
    );
    await submit();
    expect(await screen.findByText('操作成功')).toBeTruthy();

    const posted = api.callsTo(`POST ${adminPaths.adjustBalance}`).map((call) => call.body);
    expect(posted).toHaveLength(2);
    expect(posted[0]).toEqual({
      id: 5,
      amount: -12_340,
      reason: '重复派奖',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(posted[1]).toEqual(posted[0]);
  });
});
