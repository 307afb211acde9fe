import { describe, expect, it } from 'vitest';
import { pageCacheLimit, visitPage } from './page-cache-state';
import type { PageCacheState, PageVisit } from './page-cache-state';
import { routeMeta } from './route-meta';
import type { PageTransition } from './route-meta';

type State = PageCacheState<string, string>;

const list = routeMeta({ keepAlive: true });
const detail = routeMeta();

let navigation = 0;
const at = (
  key: string,
  options: { keepAlive?: boolean; token?: string | null; transition?: PageTransition } = {},
): PageVisit<string, string> => {
  navigation += 1;
  return {
    key,
    element: `${key}#${navigation}`,
    where: `${key}@${navigation}`,
    meta: options.keepAlive === false ? detail : list,
    locationKey: `k${navigation}`,
    token: options.token ?? null,
    transition: options.transition ?? 'default',
  };
};

const walk = (keys: string[], start: State | null = null, limit?: number): State =>
  keys.reduce<State | null>((state, key) => visitPage(state, at(key), limit), start)!;

const keysOf = (state: State) => state.pages.map((page) => page.key);

describe('visitPage', () => {
  it('keeps a keepAlive page the user leaves, and drops a page that is not', () => {
    let state = visitPage(null, at('/gallery'));
    state = visitPage(state, at('/gallery-detail/110/1', { keepAlive: false }));
    expect(keysOf(state)).toEqual(['/gallery', '/gallery-detail/110/1']);
    expect(state.currentKey).toBe('/gallery-detail/110/1');

    state = visitPage(state, at('/gallery', { transition: 'back' }));
    expect(keysOf(state)).toEqual(['/gallery']);
    expect(state.pages[0]).toMatchObject({ transition: 'back', element: expect.any(String) });
  });

  it('gives a returning page its new element and location, in its old place', () => {
    let state = walk(['/', '/gallery', '/databases']);
    const returning = at('/gallery', { transition: 'back' });
    state = visitPage(state, returning);
    expect(keysOf(state)).toEqual(['/', '/gallery', '/databases']);
    expect(state.pages[1]).toMatchObject({
      element: returning.element,
      where: returning.where,
      transition: 'back',
    });
  });

  it('keeps the transition when only the child route or query of the same page changes', () => {
    let state = visitPage(null, at('/game/95', { transition: 'default' }));
    state = visitPage(state, at('/game/95', { transition: 'back' }));
    expect(state.pages).toHaveLength(1);
    expect(state.pages[0]!.transition).toBe('default');
  });

  it(`holds at most ${pageCacheLimit} pages and evicts the least recently seen`, () => {
    const keys = Array.from({ length: pageCacheLimit }, (_, i) => `/list/${i}`);
    let state = walk(keys);
    expect(state.pages).toHaveLength(pageCacheLimit);

    // /list/0 is seen again, so /list/1 is now the least recently seen.
    state = walk(['/list/0', '/list/new'], state);
    expect(state.pages).toHaveLength(pageCacheLimit);
    expect(keysOf(state)).not.toContain('/list/1');
    expect(keysOf(state)).toContain('/list/0');
    expect(keysOf(state).at(-1)).toBe('/list/new');
  });

  it('never evicts the visible page, even with a limit of 1', () => {
    const state = walk(['/a', '/b', '/c'], null, 1);
    expect(keysOf(state)).toEqual(['/c']);
  });

  it('drops every other page when the session changes (their data was the old session’s)', () => {
    let state = walk(['/', '/gallery', '/profile']);
    state = visitPage(state, at('/profile', { token: 'member-token' }));
    expect(keysOf(state)).toEqual(['/profile']);
    expect(state.token).toBe('member-token');
  });
});
