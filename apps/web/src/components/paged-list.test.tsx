import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpInfiniteScrollTests } from '../test/infinite-scroll';
import { PagedList } from './paged-list';

setUpInfiniteScrollTests();

interface Row {
  orderNo: string;
}
interface Page {
  data: Row[];
  totalCount: number;
}

/** Pages of 2 from `pages` (what each page answers); a rejected page fails the query. */
function List({ pages }: { pages: (() => Promise<Page>)[] }) {
  const query = useInfiniteQuery({
    queryKey: ['rows'],
    queryFn: ({ pageParam }) => pages[pageParam - 1]!(),
    initialPageParam: 1,
    getNextPageParam: (_last: Page, all: Page[]) =>
      all.length < pages.length ? all.length + 1 : undefined,
  });
  return (
    <PagedList
      query={query}
      rowsOf={(page) => page.data}
      keyOf={(row) => row.orderNo}
      label="注单"
      error={<p>加载失败了</p>}
    >
      {(row) => <span>{row.orderNo}</span>}
    </PagedList>
  );
}

const renderList = (pages: (() => Promise<Page>)[]) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <List pages={pages} />
    </QueryClientProvider>,
  );

const page =
  (...numbers: string[]) =>
  () =>
    Promise.resolve({ data: numbers.map((orderNo) => ({ orderNo })), totalCount: 3 });

describe('PagedList', () => {
  it('shows skeletons, then every page to 没有更多数据了, a row repeated by a later page once', async () => {
    renderList([page('A', 'B'), page('B', 'C')]);
    expect(screen.getByTestId('history-skeleton')).toBeDefined();

    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    const rows = within(screen.getByRole('list', { name: '注单' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['A', 'B', 'C']);
  });

  it('says 暂无数据 for an empty first page', async () => {
    renderList([() => Promise.resolve({ data: [], totalCount: 0 })]);
    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(screen.queryByText('没有更多数据了')).toBeNull();
  });

  it('shows the error slot when the first page fails', async () => {
    renderList([() => Promise.reject(new Error('down'))]);
    expect(await screen.findByText('加载失败了')).toBeDefined();
  });
});
