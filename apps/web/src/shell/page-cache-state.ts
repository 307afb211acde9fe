import type { PageTransition, RouteMeta } from './route-meta';

/** At most this many pages stay alive (the visible one included); the least recently seen goes. */
export const pageCacheLimit = 8;

/** One page the shell keeps: what it last rendered and the location it rendered for. */
export interface CachedPage<Element, Where> {
  key: string;
  element: Element;
  where: Where;
  meta: RouteMeta;
  /** The transition it played when it last became the visible page. */
  transition: PageTransition;
  lastSeen: number;
}

export interface PageCacheState<Element, Where> {
  /** In the order they were first opened, so the DOM never has to move. */
  pages: readonly CachedPage<Element, Where>[];
  currentKey: string;
  /** The navigation and the session the state was built for. */
  locationKey: string;
  token: string | null;
  clock: number;
}

/** A visit: the page the router shows now. */
export interface PageVisit<Element, Where> {
  key: string;
  element: Element;
  where: Where;
  meta: RouteMeta;
  locationKey: string;
  token: string | null;
  /** Played when the visit changes the page (ignored when the same page only changes child or query). */
  transition: PageTransition;
}

/**
 * The cache after a visit: the page left behind stays only if it is keepAlive; the visited page
 * is updated or added; a change of session drops every other page (their data was someone
 * else's); beyond `limit` the least recently seen pages go.
 */
export const visitPage = <Element, Where>(
  state: PageCacheState<Element, Where> | null,
  visit: PageVisit<Element, Where>,
  limit: number = pageCacheLimit,
): PageCacheState<Element, Where> => {
  const clock = (state?.clock ?? 0) + 1;
  const samePage = state?.currentKey === visit.key;
  const sessionChanged = state !== null && state.token !== visit.token;
  const kept = (state?.pages ?? []).filter((page) => {
    if (page.key === visit.key) return true;
    if (sessionChanged) return false;
    return page.key !== state?.currentKey || page.meta.keepAlive;
  });

  const existing = kept.find((page) => page.key === visit.key);
  const visited: CachedPage<Element, Where> = {
    key: visit.key,
    element: visit.element,
    where: visit.where,
    meta: visit.meta,
    transition: samePage && existing ? existing.transition : visit.transition,
    lastSeen: clock,
  };
  let pages = existing
    ? kept.map((page) => (page === existing ? visited : page))
    : [...kept, visited];

  while (pages.length > Math.max(1, limit)) {
    const oldest = pages
      .filter((page) => page.key !== visit.key)
      .reduce((a, b) => (b.lastSeen < a.lastSeen ? b : a));
    pages = pages.filter((page) => page !== oldest);
  }

  return {
    pages,
    currentKey: visit.key,
    locationKey: visit.locationKey,
    token: visit.token,
    clock,
  };
};
