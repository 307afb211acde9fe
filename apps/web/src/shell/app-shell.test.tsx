import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyOf } from '../test/company-fixtures';
import { fakeApi, file } from '../test/fake-api';
import { appScrollId } from '../lib/scroller';
import { AppShell } from './app-shell';

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36';

const renderShell = (path: string) => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(android);
  fakeApi({
    'GET /app-api/company/get': () =>
      companyOf({ androidDownloadUrl: 'https://dl.example/app.apk' }),
    'GET /sys-upload/data/json/notice_list.json': () =>
      file({ index_notice: [], lottery_notice: [], roll_notice: [] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/', Component: AppShell, children: [{ path: '*', element: <p>页面内容</p> }] }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AppShell', () => {
  it('puts the download banner above the scrolling page and reserves its 56 px', async () => {
    renderShell('/gallery');

    const install = await screen.findByRole('link', { name: '立即下载' });
    const shell = install.closest<HTMLElement>('aside')!.parentElement!;
    expect(shell.style.getPropertyValue('--app-banner-height')).toBe('56px');
    const main = document.getElementById(appScrollId)!;
    expect(main.tagName).toBe('MAIN');
    expect(install.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '关闭' }));

    expect(shell.style.getPropertyValue('--app-banner-height')).toBe('0px');
  });

  it('shows back-to-top once the shell’s own scrolling element passes the threshold', async () => {
    renderShell('/gallery');
    const main = document.getElementById(appScrollId)!;
    await screen.findByText('页面内容');

    act(() => {
      main.scrollTop = 500;
      fireEvent.scroll(main);
    });

    expect(screen.getByRole('button', { name: '返回顶部' })).toBeDefined();
  });
});
