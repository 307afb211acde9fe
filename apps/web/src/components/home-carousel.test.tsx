import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { carouselAutoplayMs } from '@lottery/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { companyOf } from '../test/company-fixtures';
import { fakeApi } from '../test/fake-api';
import { setUpPageTests } from '../test/toasts';
import { HomeCarousel } from './home-carousel';

setUpPageTests({ signedIn: false });

const trackWidth = 390;
const scrolls = vi.fn<(options: ScrollToOptions) => void>();

beforeEach(() => {
  scrolls.mockReset();
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(trackWidth);
  // jsdom neither scrolls nor has Element#scrollTo: the track lands at once and says it has.
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    const target = options as ScrollToOptions;
    scrolls(target);
    Object.defineProperty(this, 'scrollLeft', { value: target.left, configurable: true });
    this.dispatchEvent(new Event('scrollend'));
  } as Element['scrollTo'];
  // Only the carousel's own clock is faked; the queries keep the real one.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  delete (Element.prototype as Partial<Element>).scrollTo;
});

const banners = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    imageUrl: `banner-${i + 1}.svg`,
    redirectUrl: `/gallery/${i + 1}`,
    sort: i + 1,
  }));

const renderCarousel = async (count: number) => {
  fakeApi({
    'GET /app-api/company/get': () => companyOf({ homeCarousels: banners(count) }),
    'GET /app-api/api/notice/queryPage': () => ({ data: [], totalCount: 0 }),
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeCarousel /> },
      { path: '/gallery/:id', element: <h1>图库</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByAltText('轮播图 1');
  return router;
};

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const scrolledTo = () => scrolls.mock.calls.map(([options]) => options.left);

/** Which dot is lit, counted from 1 (the dots are a picture, hidden from readers). */
const activeDot = () => {
  const dots = [...screen.getByTestId('carousel-dots').children];
  return dots.flatMap((dot, index) => (dot.hasAttribute('data-active') ? [index + 1] : []));
};

describe('the home carousel', () => {
  it('is a region of banners with a dot for each', async () => {
    await renderCarousel(3);

    const region = screen.getByRole('region', { name: '轮播图' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      '轮播图 1',
      '轮播图 2',
      '轮播图 3',
    ]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(screen.getByTestId('carousel-dots').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('carousel-dots').children).toHaveLength(3);
    expect(activeDot()).toEqual([1]);
  });

  it('moves on every 3 s and after the last banner comes back to the first', async () => {
    await renderCarousel(3);

    await wait(carouselAutoplayMs - 1);
    expect(scrolls).not.toHaveBeenCalled();
    await wait(1);
    expect(scrolls).toHaveBeenLastCalledWith({ left: trackWidth, behavior: 'smooth' });
    expect(activeDot()).toEqual([2]);

    await wait(carouselAutoplayMs);
    expect(activeDot()).toEqual([3]);
    await wait(carouselAutoplayMs);
    expect(scrolledTo()).toEqual([trackWidth, 2 * trackWidth, 0]);
    expect(activeDot()).toEqual([1]);
  });

  it('waits while the pointer is over it and while a finger is on it', async () => {
    await renderCarousel(3);
    const region = screen.getByRole('region', { name: '轮播图' });

    fireEvent.mouseEnter(region);
    await wait(3 * carouselAutoplayMs);
    expect(scrolls).not.toHaveBeenCalled();
    fireEvent.mouseLeave(region);
    await wait(carouselAutoplayMs);
    expect(scrolledTo()).toEqual([trackWidth]);

    fireEvent.touchStart(region, { touches: [{}] });
    await wait(3 * carouselAutoplayMs);
    expect(scrolledTo()).toEqual([trackWidth]);
    fireEvent.touchEnd(region, { touches: [] });
    await wait(carouselAutoplayMs);
    expect(scrolledTo()).toEqual([trackWidth, 2 * trackWidth]);
  });

  it('does not play a single banner, nor show it a dot', async () => {
    await renderCarousel(1);

    await wait(3 * carouselAutoplayMs);
    expect(scrolls).not.toHaveBeenCalled();
    expect(screen.queryByTestId('carousel-dots')).toBeNull();
  });

  it('does not play while the tab is hidden', async () => {
    const visibility = vi
      .spyOn(Document.prototype, 'visibilityState', 'get')
      .mockReturnValue('hidden');
    await renderCarousel(3);

    await wait(3 * carouselAutoplayMs);
    expect(scrolls).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await wait(carouselAutoplayMs);
    expect(scrolledTo()).toEqual([trackWidth]);
  });

  it('does not play for a reader who asks for less motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
    );
    await renderCarousel(3);

    await wait(3 * carouselAutoplayMs);
    expect(scrolls).not.toHaveBeenCalled();
  });

  it('opens the link of the banner that is tapped', async () => {
    const router = await renderCarousel(3);

    fireEvent.click(screen.getByRole('button', { name: '轮播图 2' }));
    expect(await screen.findByRole('heading', { name: '图库' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/gallery/2');
  });
});
