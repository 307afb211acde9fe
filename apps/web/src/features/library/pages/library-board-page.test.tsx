import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { libraryBoards } from '@lottery/contracts';
import type { LibraryBoardCode } from '@lottery/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';
import { libraryRoutes } from '../routes';
import { categoriesOf, fullArticleOf, libraryServer, paramsOf } from '../testing/library-fixtures';
import { LibraryBoardPage } from './library-board-page';

setUpPageTests({ signedIn: false });
setUpInfiniteScrollTests();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** The board routes as the home declares them (path = code), beside the library's pages. */
const renderBoard = (code: LibraryBoardCode) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>首页</h1> },
      ...libraryBoards.map((board) => ({
        path: `/${board.code}`,
        element: <LibraryBoardPage code={board.code} />,
      })),
      ...libraryRoutes.map((route) => ({ ...route, path: `/${route.path ?? ''}` })),
    ],
    { initialEntries: [`/${code}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const cards = () => within(screen.getByRole('list', { name: '资料列表' })).getAllByRole('listitem');

describe('the boards of the home-type routes', () => {
  it.each(libraryBoards.map((board) => [board.code, board.name] as const))(
    '/%s lists its category under the name 「%s」',
    async (code, name) => {
      const api = libraryServer({ [code]: 3 });
      renderBoard(code);
      expect(await screen.findByText(`${name}文章1`)).toBeDefined();
      expect(screen.getByRole('heading', { level: 1, name })).toBeDefined();
      expect(cards()).toHaveLength(3);
      expect(await screen.findByText('没有更多数据了')).toBeDefined();
      expect(paramsOf(api.callsTo('GET /app-api/library/articles'))).toEqual([
        { categoryCode: code, page: '1', rows: '100' },
      ]);
    },
  );

  it('pages a long board to its end and opens an article, coming back with the arrow', async () => {
    const [forum] = categoriesOf();
    libraryServer({ 'water-forum': 205 }, categoriesOf(), {
      'GET /app-api/library/article': () => fullArticleOf(forum!, 201),
    });
    const router = renderBoard('water-forum');
    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    expect(cards()).toHaveLength(205);

    const card = screen.getByText('水坛论坛文章201');
    await act(async () => {
      fireEvent.click(card);
    });
    expect(await screen.findByText('正文201')).toBeDefined();
    expect(router.state.location.pathname).toBe('/databases/article/1201');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '返回' }));
    });
    expect(router.state.location.pathname).toBe('/water-forum');
  });

  it('keeps the board’s own name while the server’s is coming, and the server’s after', async () => {
    const renamed = categoriesOf().map((c) =>
      c.code === 'water-forum' ? { ...c, name: '论坛' } : c,
    );
    libraryServer({ 'water-forum': 1 }, renamed);
    renderBoard('water-forum');
    expect(screen.getByRole('heading', { level: 1, name: '水坛论坛' })).toBeDefined();
    expect(await screen.findByRole('heading', { level: 1, name: '论坛' })).toBeDefined();
  });

  it('says 暂无数据 when the board has no category on the server', async () => {
    libraryServer({}, categoriesOf(1));
    renderBoard('game-structures');
    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: '玩法规则' })).toBeDefined();
  });
});
