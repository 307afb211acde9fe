import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPublishingPaths as paths } from '@lottery/contracts';
import { adminSession } from '../../session/admin-session';
import { fakeAdminApi, renderPage, signInAs, stubScreenWidth } from '../finance/test-kit';
import { LibraryPage } from './library-page';
import { articleOf, modalTitled, pageOf, spaced } from './test-fixtures';

const articlesCall = `GET ${paths.libraryArticles}`;
const saveCall = `POST ${paths.saveLibraryArticle}`;
const categoryCall = `POST ${paths.saveLibraryCategory}`;

const categories = [
  { id: 1, code: 'water-forum', name: '水坛论坛', sort: 1 },
  { id: 2, code: 'game-structures', name: '玩法规则', sort: 2 },
];

const routes = () => ({
  [`GET ${paths.libraryCategories}`]: () => categories,
  [articlesCall]: ({ params }: { params: URLSearchParams }) =>
    params.get('categoryCode') === 'water-forum' ? pageOf([articleOf()]) : pageOf([]),
  [`GET ${paths.libraryArticle}`]: () => articleOf(),
  [saveCall]: () => articleOf(),
  [categoryCall]: () => ({ id: 3, code: 'ops-board', name: '运营专栏', sort: 0 }),
});

const open = () => renderPage(<LibraryPage />, { url: '/library', route: '/library' });

beforeEach(() => stubScreenWidth(390));
afterEach(() => {
  cleanup();
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('资料库', () => {
  it('reads a category’s articles, and 暂无数据 for an empty one', async () => {
    signInAs('readonly');
    const api = fakeAdminApi(routes());
    open();
    expect(await screen.findByText('本期推荐')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增文章' })).toBeNull();
    fireEvent.mouseDown(screen.getByLabelText('资料分类'));
    fireEvent.click(await screen.findByTitle('玩法规则'));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(api.callsTo(articlesCall).map((c) => c.params.get('categoryCode'))).toEqual([
      'water-forum',
      'game-structures',
    ]);
  });

  it('edits an article with its body read first', async () => {
    signInAs('operations');
    const api = fakeAdminApi(routes());
    open();
    await screen.findByText('本期推荐');
    fireEvent.click(screen.getByRole('button', { name: spaced('编辑') }));
    const dialog = await modalTitled('编辑文章');
    const body = await within(dialog).findByLabelText('正文');
    expect((body as HTMLTextAreaElement).value).toBe('<p>正文</p>');
    fireEvent.change(body, { target: { value: '<p>新正文</p>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(api.callsTo(saveCall)).toHaveLength(1));
    expect(api.callsTo(saveCall)[0]!.body).toEqual({
      id: 61,
      categoryCode: 'water-forum',
      title: '本期推荐',
      summary: '',
      author: '老王',
      coverUrl: '',
      content: '<p>新正文</p>',
      publishedAt: Date.UTC(2025, 4, 1, 2),
    });
  });

  it('adds a category by its code', async () => {
    signInAs('super');
    const api = fakeAdminApi(routes());
    open();
    await screen.findByText('本期推荐');
    fireEvent.click(screen.getByRole('button', { name: '新增分类' }));
    const dialog = await modalTitled('新增分类');
    fireEvent.change(within(dialog).getByLabelText('分类代码'), { target: { value: 'Ops' } });
    fireEvent.change(within(dialog).getByLabelText('分类名称'), { target: { value: '运营专栏' } });
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    expect(await within(dialog).findByText(/应为小写字母开头/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('分类代码'), { target: { value: 'ops-board' } });
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await waitFor(() =>
      expect(api.callsTo(categoryCall).map((c) => c.body)).toEqual([
        { code: 'ops-board', name: '运营专栏', sort: 0 },
      ]),
    );
  });
});
