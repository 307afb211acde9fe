import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { animateScrollToTop, BackToTop, backToTopThreshold } from './back-to-top';

/** A scrolling element whose scrollTop jsdom keeps as set. */
const scroller = (): HTMLElement => {
  const element = document.createElement('div');
  let top = 0;
  Object.defineProperty(element, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = value;
    },
  });
  return element;
};

/** Drives requestAnimationFrame by hand: `frame(ms)` runs the pending callbacks at that time. */
const manualFrames = () => {
  let pending: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    pending.push(callback);
    return pending.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {
    pending = [];
  });
  return {
    frame(time: number) {
      const callbacks = pending;
      pending = [];
      for (const callback of callbacks) callback(time);
    },
    get pending() {
      return pending.length;
    },
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderAt = (path: string, element: HTMLElement) => {
  function Harness() {
    const ref = useRef<HTMLElement | null>(element);
    return <BackToTop scrollRef={ref} />;
  }
  const router = createMemoryRouter([{ path: '*', Component: Harness }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
};

const scrollTo = (element: HTMLElement, top: number) => {
  act(() => {
    element.scrollTop = top;
    fireEvent.scroll(element);
  });
};

describe('backToTopThreshold', () => {
  it('is 3000 px on the home routes and 400 px on gallery-type and other pages', () => {
    for (const path of ['/', '/macau-lottery', '/recommend', '/recommend/']) {
      expect(backToTopThreshold(path)).toBe(3000);
    }
    for (const path of ['/gallery', '/gallery/3', '/gallery-detail/110/3', '/databases', '/x']) {
      expect(backToTopThreshold(path)).toBe(400);
    }
  });
});

describe('BackToTop', () => {
  it('shows on home only past 3000 px', () => {
    const element = scroller();
    renderAt('/', element);

    scrollTo(element, 2999);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
    scrollTo(element, 3001);
    expect(screen.getByRole('button', { name: '返回顶部' })).toBeDefined();
    scrollTo(element, 10);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
  });

  it('shows on the gallery past 400 px', () => {
    const element = scroller();
    renderAt('/gallery/12', element);

    scrollTo(element, 399);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
    scrollTo(element, 401);
    expect(screen.getByRole('button', { name: '返回顶部' })).toBeDefined();
  });

  it('follows a route change to the home threshold', async () => {
    const element = scroller();
    const router = renderAt('/gallery', element);
    scrollTo(element, 1000);
    expect(screen.getByRole('button', { name: '返回顶部' })).toBeDefined();

    await act(() => router.navigate('/'));

    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
  });

  it('scrolls back to the top in 450 ms, easing out', () => {
    const frames = manualFrames();
    const element = scroller();
    renderAt('/gallery', element);
    scrollTo(element, 1000);

    fireEvent.click(screen.getByRole('button', { name: '返回顶部' }));

    frames.frame(1000);
    expect(element.scrollTop).toBe(1000);
    frames.frame(1000 + 225);
    // Ease-out: past the halfway point by half the time.
    expect(element.scrollTop).toBeLessThan(500);
    expect(element.scrollTop).toBeGreaterThan(0);
    frames.frame(1000 + 350);
    expect(element.scrollTop).toBeGreaterThan(0);
    frames.frame(1000 + 450);
    expect(element.scrollTop).toBe(0);
    expect(frames.pending).toBe(0);
  });
});

describe('animateScrollToTop', () => {
  it('stops when cancelled', () => {
    const frames = manualFrames();
    const element = scroller();
    element.scrollTop = 800;

    const stop = animateScrollToTop(element);
    frames.frame(0);
    frames.frame(100);
    const reached = element.scrollTop;
    stop();
    frames.frame(450);

    expect(element.scrollTop).toBe(reached);
    expect(reached).toBeGreaterThan(0);
  });
});
