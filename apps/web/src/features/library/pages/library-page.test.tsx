import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError } from '../../../test/fake-api';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';
import { categoriesOf, fullArticleOf, libraryServer, paramsOf } from '../testing/library-fixtures';

const { toastShow } = setUpPageTests({ signedIn: false });
setUpInfiniteScrollTests();
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const chips = () => screen.getByRole('group', { name: '资料分类' });
const cards = () => within(screen.getByRole('list', { name: '资料列表' })).getAllByRole('listitem');

describe('/databases', () => {
  it('shows six chips and 更多, and the first category 100 a page to its end', async () => {
    const api = libraryServer({ 'water-forum': 130 });
    renderAccountRoute('/databases');

    expect(await screen.findByRole('heading', { level: 1, name: '资料库' })).toBeDefined();
    expect(screen.getByLabelText('资料加载中').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    expect(screen.queryByLabelText('资料加载中')).toBeNull();
    expect(
      within(chips())
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['水坛论坛', '高手资料', '公开资料', '玩法规则', '模板资料', '专家文章', '更多']);
    expect(within(chips()).getByRole('button', { name: '水坛论坛' }).ariaPressed).toBe('true');
    expect(cards()).toHaveLength(130);
    expect(within(cards()[0]!).getByText('水坛论坛文章1')).toBeDefined();
    expect(within(cards()[0]!).getByText('2026-11-28 10:19')).toBeDefined();
    expect(within(cards()[129]!).getByText('水坛论坛文章130')).toBeDefined();
    expect(paramsOf(api.callsTo('GET /app-api/library/articles'))).toEqual([
      { categoryCode: 'water-forum', page: '1', rows: '100' },
      { categoryCode: 'water-forum', page: '2', rows: '100' },
    ]);
  });

  it('opens a chip’s category, and one of the 更多 popover, in the address', async () => {
    libraryServer({ 'water-forum': 3, 'master-documents': 2, 'zodiac-almanac': 1 });
    const { router } = renderAccountRoute('/databases');
    await screen.findByText('水坛论坛文章1');

    await act(async () => {
      fireEvent.click(within(chips()).getByRole('button', { name: '高手资料' }));
    });
    expect(await screen.findByText('高手资料文章2')).toBeDefined();
    expect(cards()).toHaveLength(2);
    expect(router.state.location.search).toBe('?category=master-documents');

    await act(async () => {
      fireEvent.click(within(chips()).getByRole('button', { name: '更多' }));
    });
    const choice = await screen.findByText('生肖宝典');
    await act(async () => {
      fireEvent.click(choice);
    });
    expect(await screen.findByText('生肖宝典文章1')).toBeDefined();
    expect(router.state.location.search).toBe('?category=zodiac-almanac');
    const more = within(chips()).getByRole('button', { name: /生肖宝典/ });
    expect(more.ariaPressed).toBe('true');
    expect(within(chips()).getByRole('button', { name: '水坛论坛' }).ariaPressed).toBe('false');
  });

  it('opens the category of the address, the first one when it names none known', async () => {
    libraryServer({ 'public-documents': 1, 'water-forum': 1 });
    const first = renderAccountRoute('/databases?category=public-documents');
    expect(await screen.findByText('公开资料文章1')).toBeDefined();
    first.unmount();

    libraryServer({ 'public-documents': 1, 'water-forum': 1 });
    renderAccountRoute('/databases?category=nothing');
    expect(await screen.findByText('水坛论坛文章1')).toBeDefined();
  });

  it('shows all of fewer than 8 categories as chips', async () => {
    libraryServer({}, categoriesOf(7));
    renderAccountRoute('/databases');
    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(within(chips()).getAllByRole('button')).toHaveLength(7);
    expect(within(chips()).queryByRole('button', { name: '更多' })).toBeNull();
  });

  it('says 暂无数据 for an empty category', async () => {
    libraryServer({});
    renderAccountRoute('/databases');
    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(screen.queryByText('没有更多数据了')).toBeNull();
  });

  it('only logs a failed list: 暂无数据 with 重新加载, no toast', async () => {
    const api = libraryServer({ 'water-forum': 2 });
    const working = api.callsTo('GET /app-api/library/articles');
    api.route('GET /app-api/library/articles', () => apiError(500, 'SYS/INTERNAL', '系统繁忙'));
    renderAccountRoute('/databases');

    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(warn).toHaveBeenCalled();
    expect(toastShow()).not.toHaveBeenCalled();
    expect(working).toHaveLength(0);

    const fixed = libraryServer({ 'water-forum': 2 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    });
    expect(await screen.findByText('水坛论坛文章2')).toBeDefined();
    expect(fixed.callsTo('GET /app-api/library/articles')).toHaveLength(1);
  });

  it('only logs failed categories: 暂无数据 with 重新加载', async () => {
    libraryServer({}, categoriesOf(), {
      'GET /app-api/library/categories': () => apiError(500, 'SYS/INTERNAL', '系统繁忙'),
    });
    renderAccountRoute('/databases');
    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeDefined();
    expect(screen.queryByRole('group', { name: '资料分类' })).toBeNull();
    expect(toastShow()).not.toHaveBeenCalled();
  });

  it('opens an article', async () => {
    const [forum] = categoriesOf();
    libraryServer({ 'water-forum': 2 }, categoriesOf(), {
      'GET /app-api/library/article': () => fullArticleOf(forum!, 2),
    });
    const { router } = renderAccountRoute('/databases');
    const card = await screen.findByText('水坛论坛文章2');
    await act(async () => {
      fireEvent.click(card);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/databases/article/1002'));
    expect(await screen.findByText('正文2')).toBeDefined();
  });
});
