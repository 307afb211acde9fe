import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { companyOf } from '../test/company-fixtures';
import { routes } from './router';

const company = companyOf({
  companyCode: 'DEMO',
  name: '澳彩资讯',
  logoUrl: 'company/logo.png',
});

const renderAt = (path: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('shows the company on the home page', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({ code: 0, msg: 'success', data: company }),
    );
    vi.stubGlobal('fetch', fetchMock);

    renderAt('/');

    expect(await screen.findByRole('heading', { name: '澳彩资讯' })).toBeDefined();
    expect(screen.getByRole('img', { name: '澳彩资讯' }).getAttribute('src')).toBe(
      '/sys-upload/company/logo.png',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/app-api/company/get');
    expect(screen.getByText('资讯列表')).toBeDefined();
  });

  it('shows a friendly error when the company cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json(
          {
            code: 'SYS/INTERNAL',
            msg: '系统错误。请再试一次',
            message: '系统错误。请再试一次',
            statusCode: 500,
          },
          { status: 500 },
        ),
      ),
    );

    renderAt('/');

    expect(await screen.findByText('站点信息加载失败')).toBeDefined();
    expect(screen.getByText('系统错误。请再试一次')).toBeDefined();
    expect(screen.getByRole('button', { name: '重试' })).toBeDefined();
  });

  it.each([
    ['/databases', '资料库'],
    ['/game-center', '游戏中心'],
    ['/gallery', '图库'],
    ['/promotional', '优惠活动'],
  ])('shows %s as coming soon (%s)', async (path, feature) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 2, name: feature })).toBeDefined();
    expect(screen.getByText('该功能即将上线')).toBeDefined();
  });

  it('shows the profile inside the shell, with 登录 and 注册 for a visitor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json({})),
    );

    renderAt('/profile');

    expect(await screen.findByRole('button', { name: '登录' })).toBeDefined();
    expect(screen.getByRole('button', { name: '注册' })).toBeDefined();
    expect(screen.queryByText('该功能即将上线')).toBeNull();
    const tab = screen.getByText('我的', { selector: '.adm-tab-bar-item-title' });
    expect(tab.closest('.adm-tab-bar-item')?.className).toContain('active');
  });

  it('shows 页面不存在 for an unknown route, inside the shell', async () => {
    renderAt('/no/such/page');

    expect(await screen.findByRole('heading', { level: 2, name: '页面不存在' })).toBeDefined();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: '底部导航' })).toBeDefined();
  });
});
