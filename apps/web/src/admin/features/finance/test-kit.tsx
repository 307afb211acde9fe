import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, vi } from 'vitest';
import { apiBase, type AdminRole } from '@lottery/contracts';
import { adminSession } from '../../session/admin-session';

/** One call a page made, as the fake server saw it. */
export interface AdminCall {
  method: string;
  /** The admin path, without the API base (as in adminPaths). */
  path: string;
  params: URLSearchParams;
  body: unknown;
}

/** Answers data (wrapped in the success envelope) or a ready Response. */
type Handler = (call: AdminCall) => unknown;

export const adminError = (status: number, code: string, msg: string) =>
  Response.json({ code, msg }, { status });

/**
 * Stubs fetch with a small back-office server: routes are `METHOD adminPath`
 * (`GET /admin/members`); an unknown call answers 404 and is recorded like the others.
 */
export const fakeAdminApi = (routes: Record<string, Handler>) => {
  const calls: AdminCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const call: AdminCall = {
        method: init.method ?? 'GET',
        path: url.pathname.slice(apiBase.length),
        params: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler = routes[`${call.method} ${call.path}`];
      if (!handler) return adminError(404, 'SYS/NOT_FOUND', '请求的资源不存在');
      const answer = await handler(call);
      return answer instanceof Response ? answer : Response.json({ code: 0, data: answer });
    }),
  );
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
};

export { stubScreenWidth } from '../../test/browser-stubs';

/** antd spaces out a two-character button's text ("拒 绝"). */
export const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/**
 * In the reject dialog that says `text`: 拒绝 is refused while the reason is empty (nothing is
 * `sent`), then goes with `reason` and the console says 操作成功.
 */
export const rejectWithReason = async (text: RegExp, reason: string, sent: () => AdminCall[]) => {
  const dialog = (await screen.findByText(text)).closest<HTMLElement>('.ant-modal');
  if (!dialog) throw new Error(`${text} is not in a dialog`);
  fireEvent.click(within(dialog).getByText(spaced('拒绝')));
  expect(await within(dialog).findByText('请填写拒绝原因')).toBeTruthy();
  expect(sent()).toHaveLength(0);

  fireEvent.change(within(dialog).getByLabelText('拒绝原因'), { target: { value: reason } });
  fireEvent.click(within(dialog).getByText(spaced('拒绝')));
  await screen.findByText('操作成功');
};

export const signInAs = (role: AdminRole) =>
  adminSession.start({
    token: `${role}-token`,
    operator: {
      id: 7,
      account: `${role}01`,
      name: `${role} 王`,
      role,
      disabled: false,
      lastLoginAt: null,
      createdAt: Date.UTC(2025, 0, 1),
    },
  });

/**
 * A page at `url`, matched by `route`, inside the providers the console gives it. antd's styles
 * are computed but not put in the page: jsdom draws nothing, and inserting them made each click
 * take seconds.
 */
export const renderPage = (page: ReactElement, { url, route }: { url: string; route: string }) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <StyleProvider mock="server">
      <ConfigProvider locale={zhCN}>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path={route} element={page} />
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </StyleProvider>,
  );
};
