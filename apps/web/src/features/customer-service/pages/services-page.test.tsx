import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { companyOf } from '../../../test/company-fixtures';
import { fakeApi, file } from '../../../test/fake-api';
import { setUpPageTests } from '../../../test/toasts';
import { customerServiceRoutes } from '../routes';

const { lastToast } = setUpPageTests({ signedIn: false });

const renderServices = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider
        router={createMemoryRouter(customerServiceRoutes, { initialEntries: ['/services'] })}
      />
    </QueryClientProvider>,
  );
};

describe('/services on the web', () => {
  it('opens the online service URL of the settings in a new window', async () => {
    fakeApi({
      'GET /app-api/company/get': () => companyOf(),
      'GET /sys-upload/data/json/web_system_config.json': () =>
        file({ online_service_url: 'https://kefu.example/chat' }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderServices();

    const button = await screen.findByRole('button', { name: '联系在线客服' });
    await vi.waitFor(() => expect(button.className).not.toContain('adm-button-loading'));
    await act(async () => {
      fireEvent.click(button);
    });
    expect(open).toHaveBeenCalledWith('https://kefu.example/chat', '_blank', 'noopener');
  });

  it('says so when no service URL is set', async () => {
    fakeApi({
      'GET /app-api/company/get': () => companyOf(),
      'GET /sys-upload/data/json/web_system_config.json': () => file({}),
    });
    renderServices();

    const button = await screen.findByRole('button', { name: '联系在线客服' });
    await vi.waitFor(() => expect(button.className).not.toContain('adm-button-loading'));
    await act(async () => {
      fireEvent.click(button);
    });
    expect(lastToast()).toBe('在线客服暂未开通，请稍后再试');
  });
});

describe('/services back arrow', () => {
  it('goes home when /services was the first page opened', async () => {
    fakeApi({
      'GET /app-api/company/get': () => companyOf(),
      'GET /sys-upload/data/json/web_system_config.json': () => file({}),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [...customerServiceRoutes, { path: '/', element: <p>home</p> }],
      { initialEntries: ['/services'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    const back = await screen.findByRole('button', { name: '返回' });
    await act(async () => {
      fireEvent.click(back);
    });
    expect(router.state.location.pathname).toBe('/');
  });
});
