import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemConfigCatalogue, type AdminRole, type AdminSetting } from '@lottery/contracts';
import { fakeApi } from '../../../test/fake-api';
import { adminSession } from '../../session/admin-session';
import { stubScreenWidth } from '../../test/browser-stubs';
import { operatorOf, renderAdmin, signInAs } from '../../test/render-admin';

const values: Record<string, string> = {
  withdraw_max: '50000000',
  register_account_message: '用户名为字母开头的6-15位字母或数字',
  hy_is_cancel: '1',
};

const settings = (): AdminSetting[] =>
  systemConfigCatalogue.map((spec) => ({ ...spec, configValue: values[spec.configKey] ?? '' }));

const serve = (role: AdminRole) => {
  signInAs(role);
  return fakeApi({
    'GET /app-api/admin/auth/me': () => operatorOf(role),
    'GET /app-api/admin/settings': () => settings(),
    'POST /app-api/admin/settings/save': () => null,
  });
};

/** The bodies the console posted to save a setting. */
const savedBodies = (api: ReturnType<typeof serve>) =>
  api.fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/admin/settings/save'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** Opens 编辑 of the setting labelled `label` on its group's tab. */
const openEditor = async (group: string, label: string) => {
  await screen.findByText('账号提示');
  fireEvent.click(screen.getByRole('tab', { name: group }));
  const row = (await screen.findByText(label)).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
  return screen.findByRole('dialog', { name: `编辑 ${label}` });
};

beforeEach(() => stubScreenWidth(1280));
afterEach(() => {
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('系统设置', () => {
  it('shows a read-only operator each key with its meaning and value, without 编辑', async () => {
    serve('readonly');
    renderAdmin('/admin/settings');
    expect(await screen.findByText('账号提示')).toBeTruthy();
    expect(screen.getByText('用户名为字母开头的6-15位字母或数字')).toBeTruthy();
    expect(screen.getByText(/注册页账号输入框下的提示文字/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('lets an operations operator change a limit: the key and its value are posted', async () => {
    const api = serve('operations');
    renderAdmin('/admin/settings');
    const dialog = await openEditor('提现', '单笔最高提现');
    fireEvent.change(within(dialog).getByLabelText('单笔最高提现'), {
      target: { value: '80000000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(savedBodies(api)).toHaveLength(1));
    expect(savedBodies(api)[0]).toEqual({ configKey: 'withdraw_max', configValue: '80000000' });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /app-api/admin/settings')).toHaveLength(2));
  });

  it('checks a value by the contract rule before posting it', async () => {
    const api = serve('super');
    renderAdmin('/admin/settings');
    const dialog = await openEditor('站点', '站点主题');
    fireEvent.change(within(dialog).getByLabelText('站点主题'), { target: { value: 'theme9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(/应为 theme1/)).toBeTruthy();
    expect(savedBodies(api)).toHaveLength(0);
  });

  it('turns a switch off as 0', async () => {
    const api = serve('super');
    renderAdmin('/admin/settings');
    const dialog = await openEditor('其他', '允许会员撤单');
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(savedBodies(api)).toEqual([{ configKey: 'hy_is_cancel', configValue: '0' }]),
    );
  });
});
