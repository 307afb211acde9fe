import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError } from '../../../test/fake-api';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';
import { agentCalls, agentServer, linkOf, subUserOf, teamReportOf } from '../testing/agent-server';

setUpPageTests();
setUpInfiniteScrollTests();

/** 2026-03-10 17:30 UTC: 2026-03-11 01:30 in UTC+8, so "today" is the 11th. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 2, 10, 17, 30));
});

afterEach(() => {
  vi.useRealTimers();
});

/** A report card's rows, by the card's name. */
const section = (name: string) => screen.getByLabelText(name);
const valueOf = (sectionName: string, label: string) =>
  within(section(sectionName)).getByText(label).nextSibling?.textContent;

describe('/agent', () => {
  it('shows the team over the last 7 days: counts, recharges, and the three kinds of bets', async () => {
    const api = agentServer({ report: teamReportOf() });
    renderAccountRoute('/agent');

    expect(await screen.findByRole('heading', { level: 1, name: '推广赚钱' })).toBeDefined();
    await screen.findByLabelText('团队数据');
    const [call] = api.callsTo(agentCalls.teamReport);
    expect(call?.params.get('beginDate')).toBe('2026-03-05');
    expect(call?.params.get('endDate')).toBe('2026-03-11');
    expect(call?.params.has('userId')).toBe(false);

    expect(valueOf('团队数据', '注册人数')).toBe('5');
    expect(valueOf('团队数据', '首充人数')).toBe('2');
    expect(valueOf('团队数据', '团队人数')).toBe('12');
    expect(valueOf('团队数据', '团队余额')).toBe('3,456.78');
    expect(valueOf('团队数据', '代理返点')).toBe('6.789');
    expect(valueOf('充值提现', '充值金额')).toBe('900.00');
    expect(valueOf('充值提现', '提现金额')).toBe('100.00');
    expect(valueOf('彩票', '投注金额')).toBe('1,234.50');
    expect(valueOf('彩票', '返点金额')).toBe('12.345');
    expect(valueOf('彩票', '盈亏')).toBe('-234.50');
    expect(valueOf('体育', '投注金额')).toBe('0.00');
    expect(valueOf('真人', '盈亏')).toBe('+30.00');
  });

  it('searches another range', async () => {
    const api = agentServer();
    renderAccountRoute('/agent');
    await screen.findByLabelText('团队数据');

    fireEvent.click(screen.getByRole('button', { name: '搜索' }));

    await waitFor(() => expect(api.callsTo(agentCalls.teamReport)).toHaveLength(2));
  });

  it("shows the server's message where the report would be, and 重新加载 asks again", async () => {
    const api = agentServer(
      {},
      {
        [agentCalls.teamReport]: () => apiError(403, 'AGENT/NOT_AGENT', '您还不是代理'),
      },
    );
    renderAccountRoute('/agent');

    const alert = (await screen.findAllByRole('alert'))[0]!;
    expect(within(alert).getByText('您还不是代理')).toBeDefined();
    api.route(agentCalls.teamReport, () => teamReportOf());
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByLabelText('团队数据')).toBeDefined();
  });

  it('lists the promotion links, and a row opens the link', async () => {
    agentServer({
      links: [linkOf(2, { code: 'NEWCODE', used: 1, quota: null, remark: '朋友圈' }), linkOf(1)],
    });
    const { router } = renderAccountRoute('/agent');

    const list = await screen.findByRole('list', { name: '推广链接列表' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('NEWCODE');
    expect(first?.textContent).toContain('1 / 不限');
    expect(first?.textContent).toContain('朋友圈');
    expect(second?.textContent).toContain('3 / 10');
    expect(second?.textContent).toContain('6.5%');

    fireEvent.click(within(first!).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/link/2'));
  });

  it('says 暂无数据 without links, and leads to the other agent pages', async () => {
    agentServer({ links: [] });
    const { router } = renderAccountRoute('/agent');

    expect(await screen.findByText('暂无数据')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '下级用户' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/user-list'));
  });
});

describe('/agent/team-overview', () => {
  it("shows the agent's team, then a picked downline's team", async () => {
    const api = agentServer({
      users: [subUserOf(31, { account: 'subagent1', isDl: 1 }), subUserOf(32)],
    });
    renderAccountRoute('/agent/team-overview');

    expect(await screen.findByLabelText('团队数据')).toBeDefined();
    expect(screen.getByText('我的团队')).toBeDefined();
    expect(api.callsTo(agentCalls.teamReport)[0]?.params.has('userId')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '选择下级' }));
    const picker = await screen.findByRole('list', { name: '选择下级' });
    expect(api.callsTo(agentCalls.subUsers)[0]?.params.get('all')).toBe('1');
    fireEvent.click(within(picker).getByRole('button', { name: 'subagent1' }));

    await waitFor(() =>
      expect(api.callsTo(agentCalls.teamReport).at(-1)?.params.get('userId')).toBe('31'),
    );
    expect(await screen.findByText('下级用户：subagent1')).toBeDefined();
  });

  it('reads the downline from ?userId=', async () => {
    const api = agentServer();
    renderAccountRoute('/agent/team-overview?userId=44&account=sub0044');

    await screen.findByLabelText('团队数据');
    expect(api.callsTo(agentCalls.teamReport)[0]?.params.get('userId')).toBe('44');
    expect(screen.getByText('下级用户：sub0044')).toBeDefined();
  });

  it("shows the server's message for a downline outside the team", async () => {
    agentServer(
      {},
      {
        [agentCalls.teamReport]: () => apiError(404, 'AGENT/NOT_IN_TEAM', '该用户不在您的团队中'),
      },
    );
    renderAccountRoute('/agent/team-overview?userId=999');

    expect(await screen.findByText('该用户不在您的团队中')).toBeDefined();
  });
});

describe('/agent/declare', () => {
  it("shows the operator's declaration, sanitized", async () => {
    agentServer({
      declaration:
        '<h2>代理说明</h2><p onclick="alert(1)">返点丰厚</p><script>window.hacked = 1</script>',
    });
    renderAccountRoute('/agent/declare');

    const text = await screen.findByText('返点丰厚');
    expect(text.getAttribute('onclick')).toBeNull();
    expect(document.querySelector('article script')).toBeNull();
  });

  it('says 暂无数据 for an empty declaration', async () => {
    agentServer({ declaration: '  ' });
    renderAccountRoute('/agent/declare');

    expect(await screen.findByText('暂无数据')).toBeDefined();
  });

  it("shows the server's message when it cannot be read", async () => {
    agentServer(
      {},
      {
        [agentCalls.declaration]: () => apiError(500, 'SYS/INTERNAL', '系统繁忙，请稍后再试'),
      },
    );
    renderAccountRoute('/agent/declare');

    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeDefined();
    await act(async () => undefined);
  });
});
