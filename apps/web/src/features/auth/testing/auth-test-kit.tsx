import type { CompanyInfo, LoginLimit, Profile, RegisterLimit } from '@lottery/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { InitialEntry } from 'react-router';
import { companyOf } from '../../../test/company-fixtures';
import { authRoutes } from '../routes';

export const company: CompanyInfo = companyOf();

export const member = (overrides: { vipLevel?: number; domain?: string } = {}): Profile => ({
  userInfo: {
    userId: 7,
    account: 'member01',
    nickname: 'member01',
    type: 'HY',
    avatarId: 1,
    vipLevel: overrides.vipLevel ?? 0,
    hyLevel: 0,
    cycleBetAmount: 0,
    isDl: 0,
    enableChat: 1,
    chatLevel: 0,
    chatThemeColor: 1,
    rebate: 8,
  },
  extInfo: { money: 1_000_000, liveMoney: 0, fundPwd: 0, rechMoney: 0 },
  userDetail: {
    domain: overrides.domain ?? '',
    fullName: '',
    email: '',
    phone: '',
    qq: '',
    weixin: '',
    birthday: '',
  },
  unReadCount: 0,
});

export const openRegisterLimit = (
  fields: Partial<RegisterLimit['fields']> = {},
  extra: Partial<Omit<RegisterLimit, 'fields'>> = {},
): RegisterLimit => ({
  fields: {
    birthday: 'hidden',
    email: 'hidden',
    fullName: 'hidden',
    fundPwd: 'hidden',
    intrCode: 'hidden',
    qq: 'hidden',
    weixin: 'hidden',
    phone: 'hidden',
    vCode: 'hidden',
    ...fields,
  },
  userAccountMessage: '',
  wechatPlaceholder: '',
  sendMenoy: 0,
  thirdPartyCaptcha: 0,
  ...extra,
});

const okBody = (data: unknown) => Response.json({ code: 0, msg: 'success', data });

export const errorBody = (status: number, code: string, msg: string) =>
  Response.json({ code, msg, message: msg, statusCode: status }, { status });

export interface FakeServer {
  company: CompanyInfo;
  webSystemConfig: Record<string, string>;
  loginLimit: LoginLimit;
  /** Answers of registerLimit.json, one per call; the last one repeats. */
  registerLimits: RegisterLimit[];
  profile: Profile;
  login: () => Response;
  register: () => Response;
  trial: () => Response;
  /** GET getLinkInfo?code=: who invites through a promotion code. */
  linkInfo: (code: string) => Response;
}

/** A fetch that answers the auth pages' calls like the server would; tests change the answers. */
export const fakeServer = (overrides: Partial<FakeServer> = {}) => {
  const server: FakeServer = {
    company,
    webSystemConfig: { online_service_url: 'https://service.example/chat', vcode_style: '1' },
    loginLimit: { vCode: 0, captchaAfterFailures: 3 },
    registerLimits: [openRegisterLimit()],
    profile: member(),
    login: () => okBody({ token: 'access-1', tokenChat: 'chat-1' }),
    register: () => okBody({ token: 'access-2', tokenChat: 'chat-2' }),
    trial: () => okBody({ token: 'trial-1', tokenChat: 'trial-chat-1' }),
    linkInfo: (code) => okBody({ code, agentName: '代理小王', isDl: 1 }),
    ...overrides,
  };
  let registerLimitCalls = 0;
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    switch (url.pathname) {
      case '/app-api/company/get':
        return okBody(server.company);
      case '/sys-upload/data/json/web_system_config.json':
        return Response.json(server.webSystemConfig);
      case '/sys-upload/data/json/limit/userLoginLimit.json':
        return Response.json(server.loginLimit);
      case '/sys-upload/data/json/limit/registerLimit.json': {
        const answer =
          server.registerLimits[Math.min(registerLimitCalls, server.registerLimits.length - 1)];
        registerLimitCalls += 1;
        return Response.json(answer);
      }
      case '/app-api/api/user/info':
        return okBody(server.profile);
      case '/app-api/v/user/login':
        return server.login();
      case '/app-api/v/user/reg':
        return server.register();
      case '/app-api/v/user/regTest':
        return server.trial();
      case '/app-api/api/spreadInfo/getLinkInfo':
        return server.linkInfo(url.searchParams.get('code') ?? '');
      default:
        return errorBody(404, 'SYS/NOT_FOUND', '请求的资源不存在');
    }
  });
  vi.stubGlobal('fetch', fetchMock);

  const callsTo = (pathname: string) =>
    fetchMock.mock.calls.filter(
      ([input]) => new URL(String(input), 'http://localhost').pathname === pathname,
    );
  /** The form body of the last POST to a path. */
  const lastForm = (pathname: string): Record<string, string> => {
    const call = callsTo(pathname).at(-1);
    if (!call) throw new Error(`${pathname} was not called`);
    return Object.fromEntries(new URLSearchParams(String(call[1]?.body)));
  };
  return { server, fetchMock, callsTo, lastForm };
};

function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name}
      {location.search}
    </h1>
  );
}

/** The auth routes with a few pages around them to land on. */
export const renderAuth = (entries: InitialEntry[]) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      ...authRoutes,
      { path: '/', element: <Landing name="首页" /> },
      { path: '/profile', element: <Landing name="我的页面" /> },
      { path: '/recharge', element: <Landing name="充值页面" /> },
      { path: '/about/contact-us', element: <Landing name="联系我们" /> },
      { path: '/game/:gameId/chat', element: <Landing name="游戏聊天" /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
};

export const input = (name: string): HTMLInputElement => {
  const element = screen.getByLabelText(name, { selector: 'input' });
  if (!(element instanceof HTMLInputElement)) throw new Error(`${name} is not an input`);
  return element;
};
