import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOutForTest } from '../test/session';
import { useSession } from '../lib/session';
import { PageCache } from './page-cache';
import { pageCacheLimit } from './page-cache-state';
import { routeMeta } from './route-meta';
import type { RouteMeta } from './route-meta';

/** How many pages have their effects running right now, by name. */
const running = new Map<string, number>();

function Page({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  useEffect(() => {
    running.set(name, (running.get(name) ?? 0) + 1);
    return () => void running.set(name, (running.get(name) ?? 0) - 1);
  }, [name]);
  return (
    <section aria-label={name}>
      <p>
        {name} at {pathname}
      </p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {name} tapped {count}
      </button>
      <div style={{ height: 3000 }} />
    </section>
  );
}

function Shell() {
  const scrollRef = useRef<HTMLElement | null>(null);
  return (
    <main id="app-scroll" ref={scrollRef}>
      <PageCache scrollRef={scrollRef} />
    </main>
  );
}

const page = (path: string, meta: RouteMeta): RouteObject => ({
  handle: { meta },
  children: [{ path, element: <Page name={path} /> }],
});

const list = routeMeta({ keepAlive: true });

const renderPages = (path = '/list') => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Shell,
        children: [
          page('list', list),
          page('detail', routeMeta()),
          page('notifications', routeMeta({ transition: 'overlay-back' })),
          page('gallery', routeMeta({ group: 'tab', keepAlive: true })),
          page('databases', routeMeta({ group: 'tab', keepAlive: true })),
          page('lists/:n', list),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const go = async (to: string | number) => {
    await act(async () => {
      await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
    });
  };
  return { router, go, scroller: document.getElementById('app-scroll')! };
};

/** The frame of a page, and whether it is the one on screen. */
const frameOf = (name: string) => screen.getByRole('region', { name, hidden: true }).parentElement!;
const isShown = (name: string) => frameOf(name).style.display !== 'none';

const scrollTo = (scroller: HTMLElement, top: number) => {
  act(() => {
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
  });
};

beforeEach(() => {
  running.clear();
});

afterEach(() => {
  signOutForTest();
});

describe('PageCache', () => {
  it('keeps a list page’s state and scroll position while the user looks at a detail', async () => {
    const { go, scroller } = renderPages();
    fireEvent.click(screen.getByRole('button', { name: 'list tapped 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'list tapped 1' }));
    scrollTo(scroller, 600);

    await go('/detail');
    expect(isShown('detail')).toBe(true);
    expect(isShown('list')).toBe(false);
    expect(scroller.scrollTop).toBe(0);
    scrollTo(scroller, 200);

    await go(-1);
    expect(isShown('list')).toBe(true);
    expect(screen.getByRole('button', { name: 'list tapped 2' })).toBeDefined();
    expect(scroller.scrollTop).toBe(600);
    // The detail was not kept.
    expect(screen.queryByRole('region', { name: 'detail', hidden: true })).toBeNull();
  });

  it('starts a page that is not kept afresh, at its top', async () => {
    const { go, scroller } = renderPages('/detail');
    fireEvent.click(screen.getByRole('button', { name: 'detail tapped 0' }));
    scrollTo(scroller, 300);

    await go('/list');
    await go('/detail');

    expect(screen.getByRole('button', { name: 'detail tapped 0' })).toBeDefined();
    expect(scroller.scrollTop).toBe(0);
  });

  it('stops a hidden page’s effects, and gives it its own location', async () => {
    const { go } = renderPages();
    expect(running.get('list')).toBe(1);

    await go('/gallery');
    expect(running.get('list')).toBe(0);
    expect(running.get('gallery')).toBe(1);
    // The hidden list still renders for its own location, not the gallery's.
    expect(screen.getByText('list at /list', { selector: 'p' })).toBeDefined();

    await go('/list');
    expect(running.get('list')).toBe(1);
    expect(running.get('gallery')).toBe(0);
  });

  it('plays default when pushing, back when returning, overlay-back when closing a sheet', async () => {
    const { go } = renderPages();
    expect(frameOf('list').dataset.transition).toBe('none');

    await go('/detail');
    expect(frameOf('detail').dataset.transition).toBe('default');

    await go(-1);
    expect(frameOf('list').dataset.transition).toBe('back');

    await go('/notifications');
    expect(frameOf('notifications').dataset.transition).toBe('default');
    expect(frameOf('notifications').dataset.sheet).toBe('');

    await go(-1);
    expect(frameOf('list').dataset.transition).toBe('overlay-back');
  });

  it('plays none when switching bottom tabs', async () => {
    const { go } = renderPages('/gallery');
    await go('/databases');
    expect(frameOf('databases').dataset.transition).toBe('none');
    await go('/gallery');
    expect(frameOf('gallery').dataset.transition).toBe('none');
  });

  it(`keeps at most ${pageCacheLimit} pages`, async () => {
    const { go } = renderPages();
    for (let n = 1; n <= pageCacheLimit + 2; n += 1) await go(`/lists/${n}`);

    const frames = document.querySelectorAll('#app-scroll > [data-transition]');
    expect(frames).toHaveLength(pageCacheLimit);
    // The oldest went first: /list and /lists/1, /lists/2; /lists/3 … /lists/10 stay.
    expect(screen.queryByRole('region', { name: 'list', hidden: true })).toBeNull();
    expect(
      screen.getAllByText(/^lists\/:n at /, { selector: 'p' }).map((p) => p.textContent),
    ).toEqual(Array.from({ length: pageCacheLimit }, (_, i) => `lists/:n at /lists/${i + 3}`));
  });

  it('forgets the kept pages when the session changes', async () => {
    const { go } = renderPages();
    await go('/gallery');
    expect(screen.queryByRole('region', { name: 'list', hidden: true })).not.toBeNull();

    act(() => useSession.setState({ token: 'member-token' }));

    expect(screen.queryByRole('region', { name: 'list', hidden: true })).toBeNull();
    expect(isShown('gallery')).toBe(true);
  });
});
