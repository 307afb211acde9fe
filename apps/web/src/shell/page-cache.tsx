import { Activity, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
} from 'react-router';
import type { Location, NavigationType } from 'react-router';
import { useSession } from '../lib/session';
import { useThemeStore } from '../themes/use-theme-store';
import { visitPage } from './page-cache-state';
import type { PageCacheState } from './page-cache-state';
import styles from './page-transition.module.css';
import { chooseTransition, currentPage, isTabRoot } from './route-meta';
import { prefersReducedMotion } from '../lib/platform';

/** The location a page renders for; a hidden page keeps its own, so it never follows another. */
interface PageWhere {
  location: Location;
  navigationType: NavigationType;
}

type CacheState = PageCacheState<ReactNode, PageWhere>;

interface PageCacheProps {
  /** The shell's scrolling element, whose position each kept page gets back. */
  scrollRef: RefObject<HTMLElement | null>;
}

/**
 * The shell's pages. The visible page plays its transition; keepAlive pages the user has left stay
 * mounted inside `<Activity mode="hidden">` (state kept, effects stopped, DOM hidden) and get
 * their scroll position back when they return. Pages are keyed by the route-table page they are,
 * so a child route or query change is not a new page.
 */
export function PageCache({ scrollRef }: PageCacheProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const theme = useThemeStore((state) => state.name);
  const token = useSession((state) => state.token);
  const page = currentPage(matches);
  // A browser-made hash change (the address bar, a plain #link) keeps the key "default" of an
  // entry without history state: the address itself tells such navigations apart.
  const locationId = `${location.key}|${location.pathname}${location.search}${location.hash}`;

  const visit = (previous: CacheState | null): CacheState => {
    const from = previous?.pages.find((cached) => cached.key === previous.currentKey);
    return visitPage(previous, {
      key: page.key,
      element: outlet,
      where: { location, navigationType },
      meta: page.meta,
      locationKey: locationId,
      token,
      transition: chooseTransition({
        action: navigationType,
        from: from?.meta ?? null,
        to: page.meta,
        fromTab: from ? isTabRoot(from.where.location.pathname, theme) : false,
        toTab: isTabRoot(location.pathname, theme),
        reducedMotion: prefersReducedMotion(),
      }),
    });
  };
  const [state, setState] = useState<CacheState>(() => visit(null));
  const stale = state.locationKey !== locationId || state.token !== token;

  // Scroll positions by page, recorded as the user scrolls.
  const positions = useRef(new Map<string, number>());
  const shownKey = useRef(state.currentKey);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const record = () => positions.current.set(shownKey.current, element.scrollTop);
    element.addEventListener('scroll', record, { passive: true });
    return () => element.removeEventListener('scroll', record);
  }, [scrollRef]);

  const { currentKey, pages } = state;
  useLayoutEffect(() => {
    shownKey.current = currentKey;
    for (const key of positions.current.keys()) {
      if (!pages.some((cached) => cached.key === key)) positions.current.delete(key);
    }
    const element = scrollRef.current;
    // A kept page returns where it was; any other page starts at its top.
    if (element) element.scrollTop = positions.current.get(currentKey) ?? 0;
    // Only when the visible page changes: restoring on other updates would undo the user's scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentKey, scrollRef]);

  if (stale) {
    // A navigation (or a new session): rebuild the cache before anything is shown.
    setState(visit(state));
    return null;
  }

  return pages.map((cached) => {
    const visible = cached.key === currentKey;
    return (
      <Activity key={cached.key} mode={visible ? 'visible' : 'hidden'}>
        <LocationContext.Provider value={cached.where}>
          <div
            className={styles.page}
            data-page={cached.key}
            data-transition={cached.transition}
            data-sheet={cached.meta.transition === 'overlay-back' ? '' : undefined}
          >
            {visible ? outlet : cached.element}
          </div>
        </LocationContext.Provider>
      </Activity>
    );
  });
}
