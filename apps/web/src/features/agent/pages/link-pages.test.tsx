import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError } from '../../../test/fake-api';
import { setUpPageTests } from '../../../test/toasts';
import { agentCalls, agentServer, linkOf } from '../testing/agent-server';

const { lastToast } = setUpPageTests();

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });

describe('/agent/link/:id', () => {
  it('shows the full link, its QR code, what it gives and how many signed up', async () => {
    const api = agentServer({
      links: [linkOf(7, { code: 'AG7', rebate: 6.5, quota: 10, used: 3, remark: '朋友圈' })],
    });
    renderAccountRoute('/agent/link/7');

    const url = `${window.location.origin}/auth/register?code=AG7`;
    expect((await screen.findByTestId('link-url')).textContent).toBe(url);
    expect(api.callsTo(agentCalls.links)[0]?.params.get('id')).toBe('7');
    expect(screen.getByRole('img', { name: '推广二维码' }).getAttribute('data-qr-text')).toBe(url);
    const details = screen.getByLabelText('推广链接');
    const value = (label: string) => within(details).getByText(label).nextSibling?.textContent;
    expect(value('推广码')).toBe('AG7');
    expect(value('开户类型')).toBe('会员');
    expect(value('返点')).toBe('6.5%');
    expect(value('已注册')).toBe('3 / 10');
    expect(value('备注')).toBe('朋友圈');
  });

  it('copies the link: 复制成功', async () => {
    agentServer({ links: [linkOf(7, { code: 'AG7' })] });
    renderAccountRoute('/agent/link/7');

    const copy = await screen.findByRole('button', { name: '复制' });
    await act(async () => {
      fireEvent.click(copy);
    });

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/auth/register?code=AG7`);
    await waitFor(() => expect(lastToast()).toBe('复制成功'));
  });

  it('removes the link after 确定删除该推广链接吗？: 删除成功, back to /agent', async () => {
    const api = agentServer({ links: [linkOf(7)] });
    const { router } = renderAccountRoute(['/agent', '/agent/link/7']);

    fireEvent.click(await screen.findByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除该推广链接吗？')).toBeDefined();
    expect(api.callsTo(agentCalls.removeLink)).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    });

    await waitFor(() => expect(lastToast()).toBe('删除成功'));
    expect(api.callsTo(agentCalls.removeLink)[0]?.form?.get('id')).toBe('7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
  });

  it('keeps the link when the removal is cancelled', async () => {
    const api = agentServer({ links: [linkOf(7)] });
    renderAccountRoute('/agent/link/7');

    fireEvent.click(await screen.findByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));

    expect(api.callsTo(agentCalls.removeLink)).toHaveLength(0);
  });

  it("shows the server's message for a link that is not the agent's", async () => {
    agentServer({ links: [] });
    renderAccountRoute('/agent/link/9');

    expect(await screen.findByText('推广链接不存在')).toBeDefined();
  });

  it("shows the server's message when the removal fails", async () => {
    agentServer(
      { links: [linkOf(7)] },
      {
        [agentCalls.removeLink]: () => apiError(404, 'AGENT/LINK_NOT_FOUND', '推广链接不存在'),
      },
    );
    renderAccountRoute('/agent/link/7');

    fireEvent.click(await screen.findByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    });

    await waitFor(() => expect(lastToast()).toBe('推广链接不存在'));
  });
});

describe('/agent/create-link', () => {
  it('starts at the top of the range and refuses a rebate out of it (rebateProblem)', async () => {
    const api = agentServer({ range: [0, 7.5] });
    renderAccountRoute('/agent/create-link');

    expect(await screen.findByText('可设置范围 0 ~ 7.5')).toBeDefined();
    expect((input('返点') as HTMLInputElement).value).toBe('7.5');

    type('返点', '8');
    fireEvent.click(screen.getByRole('button', { name: '生成链接' }));
    expect(lastToast()).toBe('返点范围为 0 ~ 7.5');

    type('返点', '6.55');
    fireEvent.click(screen.getByRole('button', { name: '生成链接' }));
    expect(lastToast()).toBe('返点最多保留一位小数');
    expect(api.callsTo(agentCalls.createLink)).toHaveLength(0);
  });

  it('sends the form, says 保存成功 and opens the new link', async () => {
    const api = agentServer({ range: [0, 8] });
    const { router } = renderAccountRoute('/agent/create-link');
    await screen.findByText('可设置范围 0 ~ 8');

    fireEvent.click(screen.getByText('代理'));
    type('返点', '6.5');
    type('名额', '20');
    type('备注', '微信群');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '生成链接' }));
    });

    await waitFor(() => expect(lastToast()).toBe('保存成功'));
    const form = api.callsTo(agentCalls.createLink)[0]?.form;
    expect(form?.get('isDl')).toBe('1');
    expect(form?.get('rebate')).toBe('6.5');
    expect(form?.get('quota')).toBe('20');
    expect(form?.get('remark')).toBe('微信群');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/link/101'));
    expect(await screen.findByTestId('link-url')).toBeDefined();
  });

  it('sends a blank quota for no limit', async () => {
    const api = agentServer();
    renderAccountRoute('/agent/create-link');
    await screen.findByText('可设置范围 0 ~ 8');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '生成链接' }));
    });

    await waitFor(() => expect(api.callsTo(agentCalls.createLink)).toHaveLength(1));
    expect(api.callsTo(agentCalls.createLink)[0]?.form?.get('quota')).toBe('');
  });

  it("shows the server's message when the link is refused", async () => {
    agentServer(
      {},
      {
        [agentCalls.createLink]: () =>
          apiError(400, 'AGENT/REBATE_OUT_OF_RANGE', '返点超出可设置范围'),
      },
    );
    renderAccountRoute('/agent/create-link');
    await screen.findByText('可设置范围 0 ~ 8');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '生成链接' }));
    });

    await waitFor(() => expect(lastToast()).toBe('返点超出可设置范围'));
  });
});

describe('/agent/link/:id/update', () => {
  it('fills the form in from the link and saves the change', async () => {
    const api = agentServer({
      links: [linkOf(7, { isDl: 1, rebate: 5, quota: null, remark: '老链接' })],
      range: [0, 8],
    });
    const { router } = renderAccountRoute('/agent/link/7/update');

    expect(await screen.findByRole('heading', { name: '修改推广链接' })).toBeDefined();
    await screen.findByText('可设置范围 0 ~ 8');
    expect((input('返点') as HTMLInputElement).value).toBe('5');
    expect((input('名额') as HTMLInputElement).value).toBe('');
    expect((input('备注') as HTMLInputElement).value).toBe('老链接');

    type('名额', '50');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
    });

    await waitFor(() => expect(lastToast()).toBe('保存成功'));
    const [call] = api.callsTo(agentCalls.updateLink);
    expect(call?.params.get('id')).toBe('7');
    expect(call?.form?.get('isDl')).toBe('1');
    expect(call?.form?.get('quota')).toBe('50');
    expect(call?.form?.get('remark')).toBe('老链接');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/link/7'));
  });

  it("refuses a rebate above the agent's own when the range has shrunk", async () => {
    const api = agentServer({ links: [linkOf(7, { rebate: 7 })], range: [0, 6] });
    renderAccountRoute('/agent/link/7/update');
    await screen.findByText('可设置范围 0 ~ 6');

    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(lastToast()).toBe('返点范围为 0 ~ 6');
    expect(api.callsTo(agentCalls.updateLink)).toHaveLength(0);
  });

  it("shows the server's message for a link that is not the agent's", async () => {
    agentServer({ links: [] });
    renderAccountRoute('/agent/link/9/update');

    expect(await screen.findByText('推广链接不存在')).toBeDefined();
  });
});
