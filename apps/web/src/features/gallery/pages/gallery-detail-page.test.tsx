import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GalleryImage } from '@lottery/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute, signInForTest } from '../../../test/account-area';
import { apiError, fakeApi } from '../../../test/fake-api';
import type { FakeCall, FakeHandler } from '../../../test/fake-api';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';
import { groupOf, imageOf } from '../testing/gallery-fixtures';

const { lastToast } = setUpPageTests({ signedIn: false });

setUpInfiniteScrollTests();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const group = { ...groupOf('J', '金牌图'), groupId: 7 };

/**
 * The detail of group 7 on the fake server: `count` periods, newest (id `count`) first; the
 * latest is also the first of the list, as the server may send it. Likes change the images.
 */
const detailServer = (count: number, routes: Record<string, FakeHandler> = {}) => {
  let images: GalleryImage[] = Array.from({ length: count }, (_, index) =>
    imageOf(count - index, { like: index === 1 ? 1 : 0 }),
  );
  return fakeApi({
    'GET /app-api/gallery/group/detail': ({ params }: FakeCall) => {
      const page = Number(params.get('page'));
      const rows = Number(params.get('rows'));
      return {
        group,
        latest: images[0] ?? null,
        groupList: {
          data: images.slice((page - 1) * rows, page * rows),
          totalCount: images.length,
        },
      };
    },
    'POST /app-api/gallery/toggle-like': ({ json, headers }: FakeCall) => {
      if (!headers.Authorization) return apiError(401, 'UC/NOT_LOGGED_IN', '请先登录');
      const { galleryId, like } = json as { galleryId: number; like: 0 | 1 };
      images = images.map((image) =>
        image.id === galleryId && image.like !== like
          ? { ...image, like, likeCount: image.likeCount + (like ? 1 : -1) }
          : image,
      );
      const image = images.find((candidate) => candidate.id === galleryId)!;
      return { galleryId, like: image.like, likeCount: image.likeCount };
    },
    ...routes,
  });
};

const pastCards = () =>
  within(screen.getByRole('list', { name: '往期图纸列表' })).getAllByRole('listitem');

const tap = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('/gallery-detail/:gameId/:groupId', () => {
  it('shows the group name, the latest image large with its likes, then the past periods', async () => {
    const api = detailServer(5);
    renderAccountRoute('/gallery-detail/110/7');

    expect(await screen.findByRole('heading', { level: 1, name: '金牌图' })).toBeDefined();
    expect(screen.getByRole('button', { name: '返回' })).toBeDefined();
    const latest = screen.getByRole('region', { name: '最新一期' });
    expect(within(latest).getByRole('heading', { name: '第2026005期' })).toBeDefined();
    const big = within(latest).getByRole('img', { name: '第2026005期' });
    // The full image, in a box of its own 600×900 ratio, loaded first.
    expect(big.getAttribute('src')).toBe('/sys-upload/gallery/full-5.png');
    expect((big.parentElement as HTMLElement).style.aspectRatio).toBe(String(600 / 900));
    expect(big.getAttribute('fetchpriority')).toBe('high');
    expect(within(latest).getByRole('button', { name: '点赞 第2026005期' }).textContent).toBe('5');

    await screen.findByText('没有更多数据了');
    // The latest is not repeated below; the past ones are thumbnails.
    expect(pastCards().map((card) => within(card).getByText(/^第\d+期$/).textContent)).toEqual([
      '第2026004期',
      '第2026003期',
      '第2026002期',
      '第2026001期',
    ]);
    expect(within(pastCards()[0]!).getByRole('img').getAttribute('src')).toBe(
      '/sys-upload/gallery/thumb-4.png',
    );
    // 2026004 is liked by this viewer.
    expect(
      within(pastCards()[0]!)
        .getByRole('button', { name: '取消点赞 第2026004期' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    const call = api.callsTo('GET /app-api/gallery/group/detail')[0]!;
    expect(Object.fromEntries(call.params.entries())).toEqual({
      groupId: '7',
      gameId: '110',
      page: '1',
      rows: '30',
    });
  });

  it('pages through the past periods and ends with 没有更多数据了', async () => {
    const api = detailServer(45);
    renderAccountRoute('/gallery-detail/110/7');

    await screen.findByText('没有更多数据了');
    expect(pastCards()).toHaveLength(44);
    expect(
      api.callsTo('GET /app-api/gallery/group/detail').map((call) => call.params.get('page')),
    ).toEqual(['1', '2']);
  });

  it('lets a member like and unlike; the list shows the server’s like and count', async () => {
    signInForTest();
    const api = detailServer(3);
    renderAccountRoute('/gallery-detail/110/7');
    const latest = await screen.findByRole('region', { name: '最新一期' });

    await tap(within(latest).getByRole('button', { name: '点赞 第2026003期' }));

    const liked = await within(latest).findByRole('button', { name: '取消点赞 第2026003期' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(liked.textContent).toBe('6');
    expect(api.callsTo('POST /app-api/gallery/toggle-like')[0]?.json).toEqual({
      galleryId: 3,
      like: 1,
    });

    // Unlike a past one (liked before).
    const past = await screen.findByRole('button', { name: '取消点赞 第2026002期' });
    await tap(past);
    const unliked = await screen.findByRole('button', { name: '点赞 第2026002期' });
    expect(unliked.getAttribute('aria-pressed')).toBe('false');
    expect(unliked.textContent).toBe('4');
    expect(api.callsTo('POST /app-api/gallery/toggle-like')[1]?.json).toEqual({
      galleryId: 2,
      like: 0,
    });
  });

  it('puts the like back and says why when the server refuses it', async () => {
    signInForTest();
    detailServer(2, {
      'POST /app-api/gallery/toggle-like': () =>
        apiError(404, 'GALLERY/IMAGE_NOT_FOUND', '图片不存在'),
    });
    renderAccountRoute('/gallery-detail/110/7');
    const latest = await screen.findByRole('region', { name: '最新一期' });

    await tap(within(latest).getByRole('button', { name: '点赞 第2026002期' }));

    await waitFor(() => expect(lastToast()).toBe('图片不存在'));
    const button = within(latest).getByRole('button', { name: '点赞 第2026002期' });
    expect(button.textContent).toBe('5');
  });

  it('asks a visitor to sign in first, and sends them to login', async () => {
    const api = detailServer(2);
    const { router } = renderAccountRoute('/gallery-detail/110/7');
    const latest = await screen.findByRole('region', { name: '最新一期' });

    await tap(within(latest).getByRole('button', { name: '点赞 第2026002期' }));

    expect(lastToast()).toBe('请先登录');
    expect(await screen.findByRole('heading', { name: '登录页' })).toBeDefined();
    expect(router.state.location.state).toEqual({ from: '/gallery-detail/110/7' });
    expect(api.callsTo('POST /app-api/gallery/toggle-like')).toHaveLength(0);
  });

  it('shows a failure with 重试, which loads it again', async () => {
    let fail = true;
    const api = detailServer(2, {
      'GET /app-api/gallery/group/detail': () =>
        fail
          ? apiError(500, 'SYS/INTERNAL', '系统繁忙，请稍后再试')
          : {
              group,
              latest: imageOf(2),
              groupList: { data: [imageOf(2), imageOf(1)], totalCount: 2 },
            },
    });
    renderAccountRoute('/gallery-detail/110/7');

    expect(await screen.findByRole('heading', { level: 2, name: '加载失败' })).toBeDefined();
    expect(screen.getByText('系统繁忙，请稍后再试')).toBeDefined();
    fail = false;
    await tap(screen.getByRole('button', { name: '重试' }));

    expect(await screen.findByRole('heading', { level: 1, name: '金牌图' })).toBeDefined();
    expect(api.callsTo('GET /app-api/gallery/group/detail')).toHaveLength(2);
  });

  it('shows a missing group as 图纸不存在', async () => {
    detailServer(0, {
      'GET /app-api/gallery/group/detail': () =>
        apiError(404, 'GALLERY/GROUP_NOT_FOUND', '图纸不存在'),
    });
    renderAccountRoute('/gallery-detail/110/999');

    expect(await screen.findByRole('heading', { level: 2, name: '加载失败' })).toBeDefined();
    expect(screen.getByText('图纸不存在')).toBeDefined();
  });

  it('does not call the server for ids that are not numbers', async () => {
    const api = detailServer(1);
    renderAccountRoute('/gallery-detail/110/abc');

    expect(await screen.findByRole('heading', { level: 2, name: '图纸不存在' })).toBeDefined();
    expect(api.callsTo('GET /app-api/gallery/group/detail')).toHaveLength(0);
  });

  it('opens the full-screen viewer at the tapped image, with the full images', async () => {
    detailServer(4);
    renderAccountRoute('/gallery-detail/110/7');
    await screen.findByText('没有更多数据了');

    await tap(screen.getByRole('button', { name: '查看第2026002期' }));

    // Latest (4) then 3, 2, 1: the third image is open.
    expect(await screen.findByText('3 / 4')).toBeDefined();
    const footer = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.adm-image-viewer-footer');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(footer).getByText('第2026002期')).toBeDefined();
    const viewer = document.querySelector<HTMLElement>('.adm-image-viewer-content');
    // The web build has no 保存到相册. (antd-mobile's mask is aria-hidden: `hidden` finds its
    // buttons all the same.)
    expect(within(footer).getByRole('button', { name: '关闭', hidden: true })).toBeDefined();
    expect(within(footer).queryByRole('button', { name: '保存到相册', hidden: true })).toBeNull();
    // Only the shown image and its neighbours are fetched, full size.
    const sources = [...viewer!.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual([
      null,
      '/sys-upload/gallery/full-3.png',
      '/sys-upload/gallery/full-2.png',
      '/sys-upload/gallery/full-1.png',
    ]);

    await tap(within(footer).getByRole('button', { name: '关闭', hidden: true }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content')).toBeNull());

    // Opened again at another image: it starts there.
    await tap(screen.getByRole('button', { name: '查看第2026003期' }));
    expect(await screen.findByText('2 / 4')).toBeDefined();
    expect(document.querySelector('.adm-image-viewer-footer')?.textContent).toContain(
      '第2026003期',
    );
  });

  it('opens the viewer on the latest image from the big picture', async () => {
    detailServer(2);
    renderAccountRoute('/gallery-detail/110/7');

    await tap(await screen.findByRole('button', { name: '查看第2026002期大图' }));

    await waitFor(() =>
      expect(document.querySelector('.adm-image-viewer-footer')?.textContent).toContain(
        '第2026002期',
      ),
    );
  });
});
