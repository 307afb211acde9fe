import { registrationMessages } from '@lottery/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { verifySlider } from '../../../lib/slider-captcha';
import {
  errorBody,
  fakeServer,
  input,
  openRegisterLimit,
  renderAuth,
} from '../testing/auth-test-kit';
import { setUpPopupTests } from '../../../test/popups';

vi.mock('../../../lib/crypto/encrypt-secret', () => ({
  encryptSecret: vi.fn(async (plain: string) => `k1.${btoa(`cipher:${plain}`)}`),
  forgetSecretKey: vi.fn(),
}));
vi.mock('../../../lib/slider-captcha', () => ({ verifySlider: vi.fn() }));

const cipher = (plain: string) => `k1.${btoa(`cipher:${plain}`)}`;

const toastShow = vi.spyOn(Toast, 'show');
const toasts = () =>
  toastShow.mock.calls.map(([props]) => (typeof props === 'object' ? props.content : props));

const submit = () => fireEvent.click(screen.getByRole('button', { name: /立即注册|注册中/ }));
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });

const fillBasics = (account = 'newuser01', password = 'Abcd1234', confirm = password) => {
  type('用户名', account);
  type('登录密码', password);
  type('确认密码', confirm);
};

const formReady = () => screen.findByRole('button', { name: '立即注册' });

setUpPopupTests();

beforeEach(() => {
  toastShow.mockClear();
  vi.mocked(verifySlider).mockReset();
});

describe('register page: the form', () => {
  it('shows the fields the configuration asks for, with the account hint and WeChat placeholder', async () => {
    fakeServer({
      registerLimits: [
        openRegisterLimit(
          { email: 'required', weixin: 'optional', vCode: 'required', qq: 'hidden' },
          {
            userAccountMessage: '字母开头，6-15位字母或数字',
            wechatPlaceholder: '请输入您的微信号',
          },
        ),
      ],
    });
    renderAuth(['/auth/register']);
    await formReady();

    expect(screen.getByText('字母开头，6-15位字母或数字')).toBeDefined();
    expect(input('微信号').placeholder).toBe('请输入您的微信号');
    expect(input('邮箱').placeholder).toBe('请输入邮箱地址');
    expect(screen.getByRole('img', { name: '验证码' }).getAttribute('src')).toMatch(
      /^\/app-api\/v\/vCode\?m=reg&t=\d+$/,
    );
    expect(screen.queryByLabelText('QQ号码')).toBeNull();
    expect(screen.queryByLabelText('手机号码')).toBeNull();
    expect(screen.queryByLabelText('出生日期')).toBeNull();
  });

  it('takes digits only, at most 4, for the withdraw password', async () => {
    fakeServer({ registerLimits: [openRegisterLimit({ fundPwd: 'optional' })] });
    renderAuth(['/auth/register']);
    await formReady();

    type('提现密码', '1a2b3c4d5');

    expect(input('提现密码').value).toBe('1234');
  });

  it('picks the birthday as YYYY-MM-DD', async () => {
    fakeServer({ registerLimits: [openRegisterLimit({ birthday: 'required' })] });
    renderAuth(['/auth/register']);
    await formReady();

    fireEvent.click(screen.getByRole('button', { name: '出生日期' }));
    await act(async () => {
      fireEvent.click(await screen.findByText('确定'));
    });

    expect(screen.getByRole('button', { name: '出生日期' }).textContent).toBe('1990-01-01');
  });

  it('已有账号 goes to /auth/login, replacing the route', async () => {
    fakeServer();
    const { router } = renderAuth(['/', '/auth/register']);
    await formReady();

    fireEvent.click(screen.getByRole('button', { name: '已有账号' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('随便玩玩 creates a trial account and opens the profile', async () => {
    fakeServer();
    renderAuth(['/auth/register']);
    await formReady();

    fireEvent.click(screen.getByRole('button', { name: '随便玩玩' }));

    expect(await screen.findByRole('heading', { name: '我的页面' })).toBeDefined();
    expect(useSession.getState().token).toBe('trial-1');
  });
});

describe('register page: client rules', () => {
  it.each([
    [
      'an account not starting with a letter',
      { account: '1newuser' },
      registrationMessages.account,
    ],
    ['a too short account', { account: 'ab12' }, registrationMessages.account],
    ['a weak password', { password: 'abcdefgh' }, registrationMessages.password],
    ['a different confirmation', { confirm: 'Abcd12345' }, registrationMessages.confirmPassword],
    [
      'the password equal to the account',
      { account: 'Abcd12345', password: 'Abcd12345' },
      registrationMessages.passwordEqualsAccount,
    ],
    ['an empty required email', { email: '' }, registrationMessages.emailRequired],
    ['a malformed email', { email: 'me@' }, registrationMessages.email],
    ['a wrong phone number', { phone: '12345678901' }, registrationMessages.phone],
    ['a name that is not Chinese', { fullName: 'Tom' }, registrationMessages.fullName],
    [
      'a bad account and an empty required email (the first field wins)',
      { account: 'x', email: '' },
      registrationMessages.account,
    ],
  ])('toasts the first failing field: %s', async (_case, change, message) => {
    const { callsTo } = fakeServer({
      registerLimits: [
        openRegisterLimit({ email: 'required', phone: 'optional', fullName: 'optional' }),
      ],
    });
    renderAuth(['/auth/register']);
    await formReady();
    const values = {
      account: 'newuser01',
      password: 'Abcd1234',
      email: 'me@example.com',
      ...change,
    };
    fillBasics(
      values.account,
      values.password,
      'confirm' in change ? change.confirm : values.password,
    );
    type('邮箱', values.email);
    if ('phone' in change) type('手机号码', change.phone);
    if ('fullName' in change) type('真实姓名', change.fullName);

    submit();

    await waitFor(() => expect(toasts()).toContain(message));
    expect(toasts()).toHaveLength(1);
    expect(callsTo('/app-api/v/user/reg')).toHaveLength(0);
  });

  it('requires the captcha when configured', async () => {
    const { callsTo } = fakeServer({ registerLimits: [openRegisterLimit({ vCode: 'required' })] });
    renderAuth(['/auth/register']);
    await formReady();
    fillBasics();

    submit();

    await waitFor(() => expect(toasts()).toContain('验证码不正确'));
    expect(callsTo('/app-api/v/user/reg')).toHaveLength(0);
  });
});

describe('register page: submit', () => {
  it('sends encrypted passwords, blank hidden fields and the version; 注册成功! and the profile', async () => {
    const { lastForm } = fakeServer({
      registerLimits: [
        openRegisterLimit({ email: 'optional', fundPwd: 'optional', phone: 'optional' }),
      ],
    });
    renderAuth(['/auth/register']);
    await formReady();
    fillBasics();
    type('邮箱', 'me@example.com');
    type('提现密码', '2580');
    type('手机号码', '138 0013 8000');

    submit();

    expect(await screen.findByRole('heading', { name: '我的页面' })).toBeDefined();
    expect(lastForm('/app-api/v/user/reg')).toEqual({
      account: 'newuser01',
      password: cipher('Abcd1234'),
      confirmPassword: cipher('Abcd1234'),
      fundPwd: cipher('2580'),
      birthday: '',
      email: 'me@example.com',
      fullName: '',
      intrCode: '',
      qq: '',
      weixin: '',
      phone: '13800138000',
      vCode: '',
      version: '5.0.9',
    });
    expect(toasts()).toContain('注册成功!');
    expect(useSession.getState()).toMatchObject({ token: 'access-2', chatToken: 'chat-2' });
  });

  it('leaves a blank withdraw password blank', async () => {
    const { lastForm } = fakeServer({
      registerLimits: [openRegisterLimit({ fundPwd: 'optional' })],
    });
    renderAuth(['/auth/register']);
    await formReady();
    fillBasics();

    submit();

    await screen.findByRole('heading', { name: '我的页面' });
    expect(lastForm('/app-api/v/user/reg').fundPwd).toBe('');
  });

  it("toasts the server's message and clears and refreshes the captcha", async () => {
    fakeServer({
      registerLimits: [openRegisterLimit({ vCode: 'required' })],
      register: () => errorBody(400, 'UC/ACCOUNT_EXISTS', '该用户名已被注册'),
    });
    renderAuth(['/auth/register']);
    await formReady();
    const before = screen.getByRole('img', { name: '验证码' }).getAttribute('src');
    fillBasics();
    type('验证码', 'k3m9');

    submit();

    await waitFor(() => expect(toasts()).toContain('该用户名已被注册'));
    await waitFor(() => expect(input('验证码').value).toBe(''));
    expect(screen.getByRole('img', { name: '验证码' }).getAttribute('src')).not.toBe(before);
    expect(input('用户名').value).toBe('newuser01');
    expect(useSession.getState().token).toBeNull();
  });

  it('rebuilds the form and says 操作超时！请再试试 when the configuration changed; hidden fields go blank', async () => {
    const { callsTo, lastForm } = fakeServer({
      registerLimits: [
        openRegisterLimit({ qq: 'optional' }),
        openRegisterLimit({ qq: 'hidden', email: 'optional' }),
      ],
    });
    renderAuth(['/auth/register']);
    await formReady();
    fillBasics();
    type('QQ号码', '123456');

    submit();

    await waitFor(() => expect(toasts()).toContain('操作超时！请再试试'));
    expect(callsTo('/app-api/v/user/reg')).toHaveLength(0);
    expect(screen.queryByLabelText('QQ号码')).toBeNull();
    expect(input('邮箱')).toBeDefined();

    submit();

    await screen.findByRole('heading', { name: '我的页面' });
    expect(lastForm('/app-api/v/user/reg')).toMatchObject({ qq: '', email: '' });
    expect(callsTo('/sys-upload/data/json/limit/registerLimit.json')).toHaveLength(3);
  });

  it('pre-fills and locks the promotion code of a ?code= link', async () => {
    const { lastForm } = fakeServer({
      registerLimits: [openRegisterLimit({ intrCode: 'hidden' })],
    });
    renderAuth(['/auth/register?code=AG001']);
    await formReady();

    expect(input('推广码').value).toBe('AG001');
    expect(input('推广码').readOnly).toBe(true);
    expect(screen.getByLabelText('推广码已锁定')).toBeDefined();
    fillBasics();
    submit();

    await screen.findByRole('heading', { name: '我的页面' });
    expect(lastForm('/app-api/v/user/reg').intrCode).toBe('AG001');
  });

  it('looks the ?code= up as the page opens and shows who invites', async () => {
    const { callsTo } = fakeServer();
    renderAuth(['/auth/register?code=AG001']);

    expect(await screen.findByText('推荐人：代理小王')).toBeDefined();
    const [call] = callsTo('/app-api/api/spreadInfo/getLinkInfo');
    expect(new URL(String(call?.[0]), 'http://localhost').searchParams.get('code')).toBe('AG001');
  });

  it("keeps the server's message for a refused code and does not register with it", async () => {
    const { callsTo } = fakeServer({
      linkInfo: () => errorBody(400, 'AGENT/LINK_EXHAUSTED', '该推广链接名额已满'),
    });
    renderAuth(['/auth/register?code=FULL01']);
    await formReady();

    expect((await screen.findByRole('alert')).textContent).toBe('该推广链接名额已满');
    expect(screen.queryByText(/推荐人：/)).toBeNull();
    fillBasics();
    submit();

    await waitFor(() => expect(toasts()).toContain('该推广链接名额已满'));
    expect(callsTo('/app-api/v/user/reg')).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('该推广链接名额已满');
  });

  it('does not look a code up without one', async () => {
    const { callsTo } = fakeServer();
    renderAuth(['/auth/register']);
    await formReady();

    expect(callsTo('/app-api/api/spreadInfo/getLinkInfo')).toHaveLength(0);
    expect(screen.queryByText(/推荐人：/)).toBeNull();
  });

  it('lets the slider replace the image captcha and sends its ticket', async () => {
    vi.mocked(verifySlider).mockResolvedValue({ ticket: 'ticket-1' });
    const { lastForm } = fakeServer({
      registerLimits: [openRegisterLimit({ vCode: 'required' }, { thirdPartyCaptcha: 1 })],
    });
    renderAuth(['/auth/register']);
    await formReady();

    expect(screen.queryByRole('img', { name: '验证码' })).toBeNull();
    fillBasics();
    submit();

    await screen.findByRole('heading', { name: '我的页面' });
    expect(verifySlider).toHaveBeenCalledOnce();
    expect(lastForm('/app-api/v/user/reg')).toMatchObject({ captchaTicket: 'ticket-1', vCode: '' });
  });

  it('sends captchaSkipped=1 when the slider was skipped after 3 failures', async () => {
    vi.mocked(verifySlider).mockResolvedValue({ skipped: true });
    const { lastForm } = fakeServer({
      webSystemConfig: { vcode_style: '3' },
      registerLimits: [openRegisterLimit({ vCode: 'required' })],
    });
    renderAuth(['/auth/register']);
    await formReady();
    await waitFor(() => expect(screen.queryByRole('img', { name: '验证码' })).toBeNull());
    fillBasics();

    submit();

    await screen.findByRole('heading', { name: '我的页面' });
    expect(lastForm('/app-api/v/user/reg').captchaSkipped).toBe('1');
  });

  it('sends nothing when the member closes the slider', async () => {
    vi.mocked(verifySlider).mockRejectedValue(new Error('cancelled'));
    const { callsTo } = fakeServer({
      registerLimits: [openRegisterLimit({}, { thirdPartyCaptcha: 1 })],
    });
    renderAuth(['/auth/register']);
    await formReady();
    fillBasics();

    submit();

    await waitFor(() => expect(verifySlider).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.getByRole('button', { name: '立即注册' })).toBeDefined());
    expect(callsTo('/app-api/v/user/reg')).toHaveLength(0);
    expect(toasts()).toEqual([]);
  });

  it('shows a spinner and blocks a second submit while one is running', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { callsTo } = fakeServer({
      register: () => {
        throw new Error('replaced below');
      },
    });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input).startsWith('/app-api/v/user/reg')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : original(input, init),
    );
    renderAuth(['/auth/register']);
    await formReady();
    fillBasics();

    submit();
    const busy = await screen.findByRole('button', { name: /注册中/ });
    expect(busy.hasAttribute('disabled')).toBe(true);
    fireEvent.click(busy);
    await waitFor(() => expect(callsTo('/app-api/v/user/reg')).toHaveLength(1));

    answer(Response.json({ code: 0, msg: 'success', data: { token: 't', tokenChat: 'c' } }));
    await screen.findByRole('heading', { name: '我的页面' });
    expect(callsTo('/app-api/v/user/reg')).toHaveLength(1);
  });
});
