import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError, fakeApi } from '../../../test/fake-api';
import type { FakeCall } from '../../../test/fake-api';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';
import { imageOf } from '../testing/gallery-fixtures';

const { toastShow } = setUpPageTests({ signedIn: false });

setUpInfiniteScrollTests();
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** Group 7's `count` periods on GET /gallery, newest first. */
const imagesServer = (count: number) => {
  const images = Array.from({ length: count }, (_, index) => imageOf(count - index));
  return fakeApi({
    'GET /app-api/gallery': ({ params }: FakeCall) => {
      const page = Number(params.get('page'));
      const rows = Number(params.get('rows'));
      return { data: images.slice((page - 1) * rows, page * rows), totalCount: images.length };
    },
  });
};

describe('/gallery/:groupId', () => {
  it('shows the group’s periods 100 a page, each in its own ratio, and ends', async () => {
    const api = imagesServer(130);
    renderAccountRoute('/gallery/7');

    expect(await screen.findByRole('heading', { level: 1, name: '图库' })).toBeDefined();
    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    const cards = within(screen.getByRole('list', { name: '往期图纸' })).getAllByRole('listitem');
    expect(cards).toHaveLength(130);
    expect(within(cards[0]!).getByText('第2026130期')).toBeDefined();
    const thumb = within(cards[0]!).getByRole('img');
    expect(thumb.getAttribute('src')).toBe('/sys-upload/gallery/thumb-130.png');
    expect((thumb.parentElement as HTMLElement).style.aspectRatio).toBe(String(600 / 900));
    expect(within(cards[10]!).getByRole('img').getAttribute('loading')).toBe('lazy');
    expect(
      api.callsTo('GET /app-api/gallery').map((call) => Object.fromEntries(call.params.entries())),
    ).toEqual([
      { groupId: '7', page: '1', rows: '100' },
      { groupId: '7', page: '2', rows: '100' },
    ]);
  });

  it('opens the viewer at the tapped period', async () => {
    imagesServer(3);
    renderAccountRoute('/gallery/7');
    await screen.findByText('没有更多数据了');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查看第2026002期' }));
    });

    expect(await screen.findByText('2 / 3')).toBeDefined();
    expect(document.querySelector('.adm-image-viewer-footer')?.textContent).toContain(
      '第2026002期',
    );
  });

  it('only logs a failure: 暂无数据, no toast', async () => {
    fakeApi({ 'GET /app-api/gallery': () => apiError(500, 'SYS/INTERNAL', '系统繁忙') });
    renderAccountRoute('/gallery/7');

    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(warn).toHaveBeenCalled();
    expect(toastShow()).not.toHaveBeenCalled();
  });
});
