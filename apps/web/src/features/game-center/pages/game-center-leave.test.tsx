import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../../../app/router';
import { setUpPageTests } from '../../../test/toasts';
import { gameCenterServer } from '../testing/game-center-fixtures';

setUpPageTests({ signedIn: false });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The whole app (shell, page cache), so the game centre is kept alive when left. */
const renderApp = (path: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const gridNames = () =>
  within(screen.getByRole('list', { name: '电子游戏' }))
    .getAllByRole('button', { name: /^[^关]/ })
    .map((button) => button.getAttribute('aria-label'));

describe('leaving the game centre', () => {
  it('keeps the page but clears the searches and the provider choice', async () => {
    gameCenterServer();
    const router = renderApp('/game-center#electronic');
    await screen.findByRole('list', { name: '电子游戏' });
    const [top, sub] = screen.getAllByPlaceholderText('请输入游戏名称') as HTMLInputElement[];

    fireEvent.click(screen.getByRole('button', { name: '所有供應商' }));
    const drawer = await screen.findByRole('dialog', { name: '所有供應商' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'PG电子' }));
    fireEvent.click(within(drawer).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(gridNames()).toEqual(['水果拉霸', '麻将胡了']));
    fireEvent.change(top!, { target: { value: '麻将' } });
    fireEvent.change(sub!, { target: { value: '麻将' } });
    await waitFor(() => expect(gridNames()).toEqual(['麻将胡了']));

    await act(() => router.navigate('/promotional'));
    await screen.findByRole('heading', { level: 1, name: '优惠活动' });
    await act(() => router.navigate(-1));

    await waitFor(() => expect(gridNames()).toHaveLength(4));
    expect(router.state.location.hash).toBe('#electronic');
    expect(top!.value).toBe('');
    expect(sub!.value).toBe('');
    // The same page came back (kept alive), not a new one.
    expect(top!.isConnected).toBe(true);
  });
});
