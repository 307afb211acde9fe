import { storageKeys } from '@lottery/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptSecret, forgetSecretKey } from '../../../lib/crypto/encrypt-secret';
import { appStorage } from '../../../lib/storage';
import { useSession } from '../../../lib/session';
import { errorBody, fakeServer, input, member, renderAuth } from '../testing/auth-test-kit';
import { setUpPopupTests } from '../../../test/popups';

vi.mock('../../../lib/crypto/encrypt-secret', () => ({
  encryptSecret: vi.fn(async (plain: string) => `k1.${btoa(`cipher:${plain}`)}`),
  forgetSecretKey: vi.fn(),
}));

const fakeBridge = vi.hoisted(() => ({
  isApp: false,
  login: vi.fn(),
  register: vi.fn(),
  openBrowser: vi.fn(),
}));
vi.mock('../../../lib/bridge', () => ({ bridge: fakeBridge }));

const toastShow = vi.spyOn(Toast, 'show');
const toasted = (content: string) =>
  toastShow.mock.calls.some(([props]) => typeof props === 'object' && props.content === content);
const toastDuration = (content: string) =>
  toastShow.mock.calls
    .map(([props]) => props)
    .find((props) => typeof props === 'object' && props.content === content)
    ?.valueOf() as { duration?: number } | undefined;

const submitButton = () => screen.getByRole('button', { name: /立即登录|登录中/ });

const fillIn = (account: string, password: string) => {
  fireEvent.change(input('账号'), { target: { value: account } });
  fireEvent.change(input('密码'), { target: { value: password } });
};

const ready = async () => {
  await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
};

setUpPopupTests();

beforeEach(() => {
  toastShow.mockClear();
  fakeBridge.isApp = false;
});

afterEach(() => {
  vi.mocked(encryptSecret).mockClear();
  vi.mocked(forgetSecretKey).mockClear();
});

describe('login page', () => {
  it('shows the auth layout: tabs, no tab bar, submit disabled until account and password are in', async () => {
    fakeServer();
    renderAuth(['/auth/login']);

    expect(await screen.findByRole('tab', { name: '登录' })).toBeDefined();
    expect(screen.getByRole('tab', { name: '注册' })).toBeDefined();
    expect(screen.queryByRole('navigation', { name: '底部导航' })).toBeNull();
    expect(submitButton().hasAttribute('disabled')).toBe(true);

    fireEvent.change(input('账号'), { target: { value: '   ' } });
    fireEvent.change(input('密码'), { target: { value: 'Member123' } });
    expect(submitButton().hasAttribute('disabled')).toBe(true);

    fireEvent.change(input('账号'), { target: { value: 'member01' } });
    await ready();
  });

  it('toggles the password between hidden and shown', async () => {
    fakeServer();
    renderAuth(['/auth/login']);
    await screen.findByRole('tab', { name: '登录' });

    expect(input('密码').type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input('密码').type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(input('密码').type).toBe('password');
  });

  it('logs in: encrypted password, remember, version and company code; toast 登录成功! and back', async () => {
    const { lastForm, callsTo } = fakeServer();
    window.localStorage.setItem(storageKeys.captchaFailures, '2');
    renderAuth(['/recharge', '/auth/login']);
    await screen.findByRole('tab', { name: '登录' });

    fillIn(' member01 ', 'Member123');
    fireEvent.click(screen.getByText('记住密码'));
    await ready();
    fireEvent.click(submitButton());

    expect(await screen.findByRole('heading', { name: '充值页面' })).toBeDefined();
    expect(lastForm('/app-api/v/user/login')).toEqual({
      account: 'member01',
      password: `k1.${btoa('cipher:Member123')}`,
      remember: '1',
      version: '5.0.9',
    });
    const headers = callsTo('/app-api/v/user/login')[0]?.[1]?.headers as Record<string, string>;
    expect(headers.companycode).toBe('LT01');
    expect(toasted('登录成功!')).toBe(true);
    expect(toastDuration('登录成功!')?.duration).toBe(500);
    expect(appStorage.get(storageKeys.accessToken)).toBe('access-1');
    expect(document.cookie).not.toContain('access-1');
    expect(useSession.getState()).toMatchObject({ token: 'access-1', chatToken: 'chat-1' });
    expect(window.localStorage.getItem(storageKeys.rememberedAccount)).toBe('member01');
    expect(window.localStorage.getItem(storageKeys.captchaFailures)).toBeNull();
    // The password itself is never stored anywhere.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('Member123');
  });

  it('goes to / after login when the login page was the first page opened', async () => {
    fakeServer();
    renderAuth(['/auth/login']);
    await screen.findByRole('tab', { name: '登录' });

    fillIn('member01', 'Member123');
    await ready();
    fireEvent.click(submitButton());

    expect(await screen.findByRole('heading', { name: '首页' })).toBeDefined();
  });

  it('fills in the remembered account and sends remember=0 when unticked', async () => {
    window.localStorage.setItem(storageKeys.rememberedAccount, 'member01');
    const { lastForm } = fakeServer();
    renderAuth(['/auth/login']);
    await screen.findByRole('tab', { name: '登录' });

    expect(input('账号').value).toBe('member01');
    fireEvent.change(input('密码'), { target: { value: 'Member123' } });
    await ready();
    const remember = screen.getByRole('checkbox', { name: '记住密码' });
    await waitFor(() => expect((remember as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByText('记住密码'));
    await waitFor(() => expect((remember as HTMLInputElement).checked).toBe(false));
    fireEvent.click(submitButton());

    await screen.findByRole('heading', { name: '首页' });
    expect(lastForm('/app-api/v/user/login').remember).toBe('0');
    expect(window.localStorage.getItem(storageKeys.rememberedAccount)).toBeNull();
  });

  it("shows the server's message for 3 s, counts the failure, refreshes the captcha and reloads the limits", async () => {
    const { callsTo } = fakeServer({
      loginLimit: { vCode: 1, captchaAfterFailures: 3 },
      login: () => errorBody(400, 'UC/LOGIN_FAILED', '用户名或密码错误'),
    });
    renderAuth(['/auth/login']);
    await screen.findByRole('tab', { name: '登录' });
    const image = await screen.findByRole('img', { name: '验证码' });
    const firstSrc = image.getAttribute('src');
    expect(firstSrc).toMatch(/^\/app-api\/v\/vCode\?t=\d+$/);

    fillIn('member01', 'Wrong1234');
    fireEvent.change(input('验证码'), { target: { value: 'ab12' } });
    await ready();
    const limitCalls = callsTo('/sys-upload/data/json/limit/userLoginLimit.json').length;
    fireEvent.click(submitButton());

    await waitFor(() => expect(toasted('用户名或密码错误')).toBe(true));
    expect(toastDuration('用户名或密码错误')?.duration).toBe(3000);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '验证码' }).getAttribute('src')).not.toBe(firstSrc),
    );
    expect(input('验证码').value).toBe('');
    expect(window.localStorage.getItem(storageKeys.captchaFailures)).toBe('1');
    await waitFor(() =>
      expect(callsTo('/sys-upload/data/json/limit/userLoginLimit.json').length).toBeGreaterThan(
        limitCalls,
      ),
    );
    expect(screen.getByRole('tab', { name: '登录' })).toBeDefined();
    expect(useSession.getState().token).toBeNull();
  });

  it('tapping the captcha loads a new one', async () => {
    fakeServer({ loginLimit: { vCode: 1, captchaAfterFailures: 3 } });
    renderAuth(['/auth/login']);
    const image = await screen.findByRole('img', { name: '验证码' });
    const before = image.getAttribute('src');

    fireEvent.click(screen.getByRole('button', { name: '验证码，点击刷新' }));

    expect(screen.getByRole('img', { name: '验证码' }).getAttribute('src')).not.toBe(before);
  });

  it('blocks the submit with 验证码不正确 when the required captcha is empty', async () => {
    const { callsTo } = fakeServer({ loginLimit: { vCode: 1, captchaAfterFailures: 3 } });
    renderAuth(['/auth/login']);
    await screen.findByRole('img', { name: '验证码' });

    fillIn('member01', 'Member123');
    await ready();
    fireEvent.click(submitButton());

    await waitFor(() => expect(toasted('验证码不正确')).toBe(true));
    expect(callsTo('/app-api/v/user/login')).toHaveLength(0);
  });

  it('sends the captcha as valiCode when it is shown', async () => {
    const { lastForm } = fakeServer({ loginLimit: { vCode: 1, captchaAfterFailures: 3 } });
    renderAuth(['/auth/login']);
    await screen.findByRole('img', { name: '验证码' });

    fillIn('member01', 'Member123');
    fireEvent.change(input('验证码'), { target: { value: ' x7k2 ' } });
    await ready();
    fireEvent.click(submitButton());

    await screen.findByRole('heading', { name: '首页' });
    expect(lastForm('/app-api/v/user/login').valiCode).toBe('x7k2');
  });

  it('shows the captcha once the local failure count reaches the limit', async () => {
    window.localStorage.setItem(storageKeys.captchaFailures, '3');
    fakeServer({ loginLimit: { vCode: 0, captchaAfterFailures: 3 } });
    renderAuth(['/auth/login']);

    expect(await screen.findByRole('img', { name: '验证码' })).toBeDefined();
  });

  it('shows no captcha below the limit', async () => {
    window.localStorage.setItem(storageKeys.captchaFailures, '2');
    fakeServer({ loginLimit: { vCode: 0, captchaAfterFailures: 3 } });
    renderAuth(['/auth/login']);
    await screen.findByRole('tab', { name: '登录' });
    fillIn('member01', 'Member123');
    // Enabled once the limits have loaded.
    await ready();

    expect(screen.queryByRole('img', { name: '验证码' })).toBeNull();
  });

  it('shows the captcha when the server answers UC/VCODE_REQUIRED', async () => {
    fakeServer({
      loginLimit: { vCode: 0, captchaAfterFailures: 5 },
      login: () => errorBody(400, 'UC/VCODE_REQUIRED', '请输入验证码'),
    });
    renderAuth(['/auth/login']);
    await screen.findByRole('tab', { name: '登录' });
    expect(screen.queryByRole('img', { name: '验证码' })).toBeNull();

    fillIn('member01', 'Member123');
    await ready();
    fireEvent.click(submitButton());

    expect(await screen.findByRole('img', { name: '验证码' })).toBeDefined();
    expect(toasted('请输入验证码')).toBe(true);
  });

  it("UC/RESET_PASSWORD opens a dialog with the server's message; 确认 opens customer service", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fakeServer({
      login: () => errorBody(400, 'UC/RESET_PASSWORD', '您的密码需要重置，请联系客服'),
    });
    renderAuth(['/auth/login']);
    await screen.findByRole('tab', { name: '登录' });

    fillIn('member01', 'Member123');
    await ready();
    fireEvent.click(submitButton());

    expect(await screen.findByText('您的密码需要重置，请联系客服')).toBeDefined();
    expect(screen.getByRole('button', { name: '取消' })).toBeDefined();
    expect(toasted('您的密码需要重置，请联系客服')).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认' }));
    });

    expect(open).toHaveBeenCalledWith('https://service.example/chat', '_blank', 'noopener');
    open.mockRestore();
  });

  it('UC/SECRET_UNREADABLE: forgets the key and tries once more', async () => {
    let answers = 0;
    fakeServer({
      login: () => {
        answers += 1;
        return answers === 1
          ? errorBody(400, 'UC/SECRET_UNREADABLE', '密码加密信息已过期，请刷新页面后重试')
          : Response.json({ code: 0, msg: 'success', data: { token: 't2', tokenChat: 'c2' } });
      },
    });
    renderAuth(['/auth/login']);
    await screen.findByRole('tab', { name: '登录' });

    fillIn('member01', 'Member123');
    await ready();
    fireEvent.click(submitButton());

    await screen.findByRole('heading', { name: '首页' });
    expect(answers).toBe(2);
    expect(forgetSecretKey).toHaveBeenCalledOnce();
    expect(encryptSecret).toHaveBeenCalledTimes(2);
    expect(useSession.getState().token).toBe('t2');
  });

  it('忘记密码 opens the online service URL: the company olUrl before the system config', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { server } = fakeServer();
    server.company = { ...server.company, olUrl: 'https://company.example/service' };
    renderAuth(['/auth/login']);
    // The brand shows once the company is in.
    await screen.findByRole('heading', { name: '彩民之家' });

    fireEvent.click(screen.getByRole('button', { name: '忘记密码' }));

    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://company.example/service',
      '_blank',
      'noopener',
    );
    open.mockRestore();
  });

  it('customer service falls back to the system config online_service_url', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fakeServer();
    renderAuth(['/auth/login']);
    await screen.findByRole('heading', { name: '彩民之家' });
    fillIn('member01', 'Member123');
    await ready();

    fireEvent.click(screen.getByRole('button', { name: '在线客服' }));

    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://service.example/chat',
      '_blank',
      'noopener',
    );
    open.mockRestore();
  });

  it('an in-site service URL opens inside the app', async () => {
    const { server } = fakeServer();
    server.company = { ...server.company, olUrl: '/about/contact-us' };
    renderAuth(['/auth/login']);
    await screen.findByRole('heading', { name: '彩民之家' });

    fireEvent.click(screen.getByRole('button', { name: '在线客服' }));

    expect(await screen.findByRole('heading', { name: '联系我们' })).toBeDefined();
  });

  it('随便玩玩 creates a trial account and opens the profile', async () => {
    const { callsTo } = fakeServer();
    renderAuth(['/auth/login']);
    await screen.findByRole('tab', { name: '登录' });

    fireEvent.click(screen.getByRole('button', { name: '随便玩玩' }));

    expect(await screen.findByRole('heading', { name: '我的页面' })).toBeDefined();
    expect(callsTo('/app-api/v/user/regTest')).toHaveLength(1);
    expect(useSession.getState().token).toBe('trial-1');
  });

  it('the back arrow returns to the previous page, or to / on the first page', async () => {
    fakeServer();
    const { router } = renderAuth(['/recharge', '/auth/login']);
    await screen.findByRole('tab', { name: '登录' });

    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge'));
  });

  it('the back arrow goes to / when login was the first page', async () => {
    fakeServer();
    const { router } = renderAuth(['/auth/login']);
    await screen.findByRole('tab', { name: '登录' });

    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('returns to the page that asked for login (RequireAuth passes it as state.from)', async () => {
    fakeServer();
    renderAuth(['/', { pathname: '/auth/login', state: { from: '/recharge?tab=2' } }]);
    await screen.findByRole('tab', { name: '登录' });

    fillIn('member01', 'Member123');
    await ready();
    fireEvent.click(submitButton());

    expect(await screen.findByRole('heading', { name: '充值页面?tab=2' })).toBeDefined();
  });

  it('the back arrow goes to / when the previous page was a game chat', async () => {
    fakeServer();
    const { router } = renderAuth([
      '/game/110/chat',
      { pathname: '/auth/login', state: { from: '/game/110/chat' } },
    ]);
    await screen.findByRole('tab', { name: '登录' });

    fireEvent.click(screen.getByRole('button', { name: '返回' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the 注册 tab replaces the route with /auth/register', async () => {
    fakeServer();
    const { router } = renderAuth(['/recharge', '/auth/login']);
    await screen.findByRole('tab', { name: '登录' });

    fireEvent.click(screen.getByRole('tab', { name: '注册' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('tells a new VIP member their private domain once, with a copy button', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fakeServer({ profile: member({ vipLevel: 1, domain: 'vip7.example.com' }) });
    renderAuth(['/auth/login']);
    await screen.findByRole('tab', { name: '登录' });

    fillIn('member01', 'Member123');
    await ready();
    fireEvent.click(submitButton());

    expect(await screen.findByTestId('vip-domain')).toHaveProperty(
      'textContent',
      'vip7.example.com',
    );
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(toasted('复制成功')).toBe(true));
    expect(writeText).toHaveBeenCalledWith('vip7.example.com');

    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() =>
      expect(window.localStorage.getItem('vip_domain_ack_7')).toBe('vip7.example.com'),
    );
  });

  it.each([
    ['a member below VIP 1', 0, null],
    ['a member who acknowledged the domain', 2, 'vip7.example.com'],
  ])('does not tell %s', async (_who, vipLevel, acknowledged) => {
    if (acknowledged) window.localStorage.setItem('vip_domain_ack_7', acknowledged);
    const { callsTo } = fakeServer({ profile: member({ vipLevel, domain: 'vip7.example.com' }) });
    renderAuth(['/auth/login']);
    await screen.findByRole('tab', { name: '登录' });

    fillIn('member01', 'Member123');
    await ready();
    fireEvent.click(submitButton());

    await screen.findByRole('heading', { name: '首页' });
    await waitFor(() => expect(callsTo('/app-api/api/user/info').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('vip-domain')).toBeNull();
  });

  it('in the app build logs in through the bridge and keeps its tokens', async () => {
    fakeBridge.isApp = true;
    fakeBridge.login.mockResolvedValueOnce({ token: 'app-token', tokenChat: 'app-chat' });
    const { callsTo } = fakeServer();
    renderAuth(['/auth/login']);
    await screen.findByRole('tab', { name: '登录' });

    fillIn('member01', 'Member123');
    await ready();
    fireEvent.click(submitButton());

    await screen.findByRole('heading', { name: '首页' });
    expect(fakeBridge.login).toHaveBeenCalledWith({
      account: 'member01',
      password: `k1.${btoa('cipher:Member123')}`,
      remember: '0',
      version: '5.0.9',
    });
    expect(callsTo('/app-api/v/user/login')).toHaveLength(0);
    expect(useSession.getState()).toMatchObject({ token: 'app-token', chatToken: 'app-chat' });
  });

  it('in the app build shows the bridge timeout message', async () => {
    fakeBridge.isApp = true;
    fakeBridge.login.mockRejectedValueOnce(
      Object.assign(new Error('timeout'), {
        code: 'BRIDGE/TIMEOUT',
        msg: '登录超时，请重新试下！',
      }),
    );
    fakeServer();
    renderAuth(['/auth/login']);
    await screen.findByRole('tab', { name: '登录' });

    fillIn('member01', 'Member123');
    await ready();
    fireEvent.click(submitButton());

    await waitFor(() => expect(toasted('登录超时，请重新试下！')).toBe(true));
    // A timeout is not a wrong password.
    expect(window.localStorage.getItem(storageKeys.captchaFailures)).toBeNull();
  });
});
