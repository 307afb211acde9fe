import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registrationMessages } from '@lottery/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError } from '../../../test/fake-api';
import { readEncrypted } from '../../../test/fake-crypto';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';
import { agentCalls, agentServer, subUserOf } from '../testing/agent-server';

vi.mock(
  '../../../lib/crypto/encrypt-secret',
  async () => (await import('../../../test/fake-crypto')).fakeEncryptModule,
);

const { lastToast } = setUpPageTests();
setUpInfiniteScrollTests();

const rows = () => within(screen.getByRole('list', { name: '下级用户' })).getAllByRole('listitem');

describe('/agent/user-list', () => {
  it('lists the direct downline with the count and total balance; a row opens the detail', async () => {
    const api = agentServer({
      users: [
        subUserOf(1, { nickname: '小李', isDl: 1, rebate: 7.5, balance: 1_234_567 }),
        subUserOf(2, { online: 0 }),
        subUserOf(3, { level: 2 }),
      ],
    });
    const { router } = renderAccountRoute('/agent/user-list');

    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    expect(api.callsTo(agentCalls.subUsers)[0]?.params.get('all')).toBe('0');
    expect(rows()).toHaveLength(2);
    expect(screen.getByText('共 2 人')).toBeDefined();
    expect(screen.getByText(/下级余额合计 1,334.567/)).toBeDefined();
    const [agent, offline] = rows();
    expect(agent?.textContent).toContain('sub0001（小李）');
    expect(agent?.textContent).toContain('代理');
    expect(agent?.textContent).toContain('返点 7.5%');
    expect(agent?.textContent).toContain('余额 1,234.567');
    expect(offline?.textContent).toContain('离线');

    fireEvent.click(within(agent!).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/user-detail/1'));
  });

  it('loads 20 a page to 没有更多数据了', async () => {
    const api = agentServer({
      users: Array.from({ length: 25 }, (_, index) => subUserOf(index + 1)),
    });
    renderAccountRoute('/agent/user-list');

    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    expect(rows()).toHaveLength(25);
    expect(api.callsTo(agentCalls.subUsers).map((call) => call.params.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('searches an account and filters by online, balance and the whole team', async () => {
    const api = agentServer({ users: [subUserOf(1), subUserOf(2, { online: 0, level: 2 })] });
    renderAccountRoute('/agent/user-list');
    await screen.findByText('没有更多数据了');

    const search = screen.getByPlaceholderText('搜索下级账号');
    fireEvent.change(search, { target: { value: 'sub0002' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(api.callsTo(agentCalls.subUsers).at(-1)?.params.get('account')).toBe('sub0002'),
    );
    expect(await screen.findByText('暂无数据')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: /筛选/ }));
    const sheet = await screen.findByRole('dialog', { name: '筛选下级' });
    fireEvent.click(within(sheet).getByText('离线'));
    fireEvent.click(within(sheet).getByText('全部下级'));
    fireEvent.change(within(sheet).getByLabelText('最低余额', { selector: 'input' }), {
      target: { value: '50' },
    });
    fireEvent.change(within(sheet).getByLabelText('最高余额', { selector: 'input' }), {
      target: { value: '200.5' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    const call = api.callsTo(agentCalls.subUsers).at(-1);
    expect(call?.params.get('online')).toBe('0');
    expect(call?.params.get('all')).toBe('1');
    expect(call?.params.get('minBalance')).toBe('50000');
    expect(call?.params.get('maxBalance')).toBe('200500');
    expect(call?.params.get('account')).toBe('sub0002');
  });

  it('refuses a balance range whose minimum is above its maximum', async () => {
    const api = agentServer({ users: [subUserOf(1)] });
    renderAccountRoute('/agent/user-list');
    await screen.findByText('没有更多数据了');
    const calls = api.callsTo(agentCalls.subUsers).length;

    fireEvent.click(screen.getByRole('button', { name: /筛选/ }));
    const sheet = await screen.findByRole('dialog', { name: '筛选下级' });
    fireEvent.change(within(sheet).getByLabelText('最低余额', { selector: 'input' }), {
      target: { value: '300' },
    });
    fireEvent.change(within(sheet).getByLabelText('最高余额', { selector: 'input' }), {
      target: { value: '200' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));

    expect(lastToast()).toBe('最低余额不能大于最高余额');
    expect(api.callsTo(agentCalls.subUsers)).toHaveLength(calls);
  });

  it('says 暂无数据 without a downline', async () => {
    agentServer({ users: [] });
    renderAccountRoute('/agent/user-list');

    expect(await screen.findByText('暂无数据')).toBeDefined();
  });

  it("shows the server's message when the list fails", async () => {
    agentServer(
      {},
      {
        [agentCalls.subUsers]: () => apiError(403, 'AGENT/NOT_AGENT', '您还不是代理'),
      },
    );
    renderAccountRoute('/agent/user-list');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('您还不是代理')).toBeDefined();
  });
});

describe('/agent/user-detail/:id', () => {
  it("shows the member's account and their last 30 days", async () => {
    const api = agentServer({ users: [subUserOf(5, { nickname: '阿强', balance: 88_000 })] });
    renderAccountRoute('/agent/user-detail/5');

    const details = await screen.findByLabelText('用户详情');
    expect(api.callsTo(agentCalls.member)[0]?.params.get('userId')).toBe('5');
    const value = (label: string) => within(details).getByText(label).nextSibling?.textContent;
    expect(value('账号')).toBe('sub0005');
    expect(value('昵称')).toBe('阿强');
    expect(value('余额')).toBe('88.00');
    expect(value('上级账号')).toBe('agent01');
    const recent = screen.getByLabelText('近30天');
    expect(within(recent).getByText('投注笔数').nextSibling?.textContent).toBe('17');
    expect(within(recent).getByText('盈亏').nextSibling?.textContent).toBe('-220.00');
    // A member has no team of their own to look at.
    expect(screen.queryByRole('button', { name: '团队总览' })).toBeNull();
  });

  it("opens an agent's team overview", async () => {
    agentServer({ users: [subUserOf(6, { isDl: 1 })] });
    const { router } = renderAccountRoute('/agent/user-detail/6');

    fireEvent.click(await screen.findByRole('button', { name: '团队总览' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/team-overview'));
    expect(router.state.location.search).toBe('?userId=6&account=sub0006');
  });

  it("shows the server's message for an account outside the team", async () => {
    agentServer({ users: [] });
    renderAccountRoute('/agent/user-detail/77');

    expect(await screen.findByText('该用户不在您的团队中')).toBeDefined();
  });
});

describe('/agent/add-user', () => {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

  it('says whether the account is free while typing', async () => {
    const api = agentServer({ taken: ['takenname1'] });
    renderAccountRoute('/agent/add-user');
    const input = await screen.findByLabelText('账号', { selector: 'input' });
    // Empty, the rule is read once: in the placeholder, not again below it.
    const rule = input.getAttribute('placeholder') ?? '';
    expect(rule).not.toBe('');
    expect(screen.queryByText(rule)).toBeNull();
    type('账号', 'ab');
    expect(await screen.findByText(rule)).toBeDefined();

    type('账号', 'takenname1');
    expect(await screen.findByText('该账号已被注册')).toBeDefined();
    expect(api.callsTo(agentCalls.checkUnique).at(-1)?.params.get('account')).toBe('takenname1');

    type('账号', 'freename01');
    expect(await screen.findByText('该账号可以使用')).toBeDefined();
  });

  it('refuses a taken account and a weak password without sending', async () => {
    const api = agentServer({ taken: ['takenname1'] });
    renderAccountRoute('/agent/add-user');
    await screen.findByLabelText('账号', { selector: 'input' });

    type('账号', 'takenname1');
    await screen.findByText('该账号已被注册');
    type('登录密码', 'Abcd1234');
    type('确认密码', 'Abcd1234');
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect(lastToast()).toBe('该账号已被注册');

    type('账号', 'freename01');
    await screen.findByText('该账号可以使用');
    type('登录密码', 'weakpass');
    type('确认密码', 'weakpass');
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect(lastToast()).toBe(registrationMessages.password);
    expect(api.callsTo(agentCalls.addUser)).toHaveLength(0);
  });

  it('refuses a rebate above the range', async () => {
    const api = agentServer({ range: [0, 6] });
    renderAccountRoute('/agent/add-user');
    expect(await screen.findByText('可设置范围 0 ~ 6')).toBeDefined();

    type('账号', 'freename01');
    type('登录密码', 'Abcd1234');
    type('确认密码', 'Abcd1234');
    type('返点', '6.5');
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));

    expect(lastToast()).toBe('返点范围为 0 ~ 6');
    expect(api.callsTo(agentCalls.addUser)).toHaveLength(0);
  });

  it('sends the account with the password sealed, says 添加成功 and opens the list', async () => {
    const api = agentServer({ range: [0, 7.5] });
    const { router } = renderAccountRoute('/agent/add-user');
    await screen.findByLabelText('账号', { selector: 'input' });

    type('账号', 'freename01');
    type('登录密码', 'Abcd1234');
    type('确认密码', 'Abcd1234');
    fireEvent.click(screen.getByText('代理'));
    type('返点', '6.5');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    });

    await waitFor(() => expect(lastToast()).toBe('添加成功'));
    const [call] = api.callsTo(agentCalls.addUser);
    expect(call?.form?.get('account')).toBe('freename01');
    expect(call?.form?.get('password')).not.toBe('Abcd1234');
    expect(readEncrypted(call?.form?.get('password'))).toBe('Abcd1234');
    expect(call?.form?.get('isDl')).toBe('1');
    expect(call?.form?.get('rebate')).toBe('6.5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/user-list'));
  });

  it("shows the server's message when the account cannot be added", async () => {
    agentServer(
      {},
      {
        [agentCalls.addUser]: () =>
          apiError(400, 'AGENT/REBATE_OUT_OF_RANGE', '返点超出可设置范围'),
      },
    );
    renderAccountRoute('/agent/add-user');
    await screen.findByLabelText('账号', { selector: 'input' });

    type('账号', 'freename01');
    type('登录密码', 'Abcd1234');
    type('确认密码', 'Abcd1234');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    });

    await waitFor(() => expect(lastToast()).toBe('返点超出可设置范围'));
  });

  it("shows the server's message when the range cannot be read", async () => {
    agentServer(
      {},
      {
        [agentCalls.rebateRange]: () => apiError(403, 'AGENT/NOT_AGENT', '您还不是代理'),
      },
    );
    renderAccountRoute('/agent/add-user');

    expect(await screen.findByText('您还不是代理')).toBeDefined();
  });
});
