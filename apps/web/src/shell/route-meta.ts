import { themeNames } from '@lottery/contracts';
import type { ThemeName } from '@lottery/contracts';
import type { UIMatch } from 'react-router';
import { homeRoutes, themeTabs } from '../themes/themes';

/** Route groups: each has its status-bar colour (status-bar-color.ts). */
export type RouteGroup = 'home' | 'tab' | 'profile' | 'auth' | 'page' | 'game' | 'chat';

/** The page transitions of spec part 1 §2 "Shell and navigation". */
export type PageTransition = 'default' | 'back' | 'overlay-back' | 'none';

/** Who may open a route: everyone, members (sign-in), or agents (sign-in and isDl). */
export type RouteAccess = 'public' | 'member' | 'agent';

/** What the shell needs to know about a page; every entry of the route table carries one. */
export interface RouteMeta {
  group: RouteGroup;
  /**
   * How the page comes and goes: `default` slides in when pushed and plays `back` when closed;
   * `overlay-back` opens like a sheet (slides up) and closes with `overlay-back`; `none` never
   * animates.
   */
  transition: Exclude<PageTransition, 'back'>;
  /** Kept in the page cache (state and scroll position) while the user is on another page. */
  keepAlive: boolean;
  access: RouteAccess;
  /** The themes the route exists in; in the others it is the not-found page. */
  themes: readonly ThemeName[];
}

/** A route's `handle` when it starts a page of the route table. */
export interface RouteHandle {
  meta: RouteMeta;
}

/** A plain public page, in every theme, not cached, sliding in. */
export const defaultRouteMeta: RouteMeta = {
  group: 'page',
  transition: 'default',
  keepAlive: false,
  access: 'public',
  themes: themeNames,
};

export const routeMeta = (overrides: Partial<RouteMeta> = {}): RouteMeta => ({
  ...defaultRouteMeta,
  ...overrides,
});

const metaOf = (handle: unknown): RouteMeta | undefined =>
  typeof handle === 'object' && handle !== null && 'meta' in handle
    ? (handle as RouteHandle).meta
    : undefined;

/** The current page: its meta and the pathname that names it in the page cache. */
export interface CurrentPage {
  meta: RouteMeta;
  key: string;
}

/**
 * Reads the page from the router's matches: the deepest route with meta. The page's key is the
 * pathname of the route right below it (so /game/95/chat and /game/95 are one page whose child
 * changes), or the full pathname when the meta sits on a group of pages.
 */
export const currentPage = (matches: readonly UIMatch[]): CurrentPage => {
  const last = matches.at(-1)?.pathname ?? '/';
  const index = matches.findLastIndex((match) => metaOf(match.handle) !== undefined);
  const owner = matches[index];
  const meta = metaOf(owner?.handle);
  if (!owner || !meta) return { meta: defaultRouteMeta, key: last };
  const below = matches.slice(index + 1).find((match) => match.pathname !== owner.pathname);
  return { meta, key: below?.pathname ?? last };
};

export const isAvailableIn = (meta: RouteMeta, theme: ThemeName): boolean =>
  meta.themes.includes(theme);

const trimTrailingSlash = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/** A page the theme's bottom tab bar opens (or a home route that lights up the Home tab). */
export const isTabRoot = (pathname: string, theme: ThemeName): boolean => {
  const path = trimTrailingSlash(pathname);
  return homeRoutes.includes(path) || themeTabs[theme].some((tab) => tab.path === path);
};

export interface TransitionInput {
  /** The router's history action. */
  action: 'POP' | 'PUSH' | 'REPLACE';
  /** The page being left; null on the first page. */
  from: RouteMeta | null;
  to: RouteMeta;
  fromTab: boolean;
  toTab: boolean;
  reducedMotion: boolean;
}

/**
 * Which transition a navigation plays: pushing slides the page in (default), going back plays
 * back, closing a sheet-like page plays overlay-back, and switching bottom tabs, replacing a page
 * (redirects) and reduced motion play none.
 */
export const chooseTransition = ({
  action,
  from,
  to,
  fromTab,
  toTab,
  reducedMotion,
}: TransitionInput): PageTransition => {
  if (!from || reducedMotion || action === 'REPLACE') return 'none';
  if (action === 'POP') {
    if (from.transition === 'overlay-back') return 'overlay-back';
    if (from.transition === 'none' || to.transition === 'none' || (fromTab && toTab)) return 'none';
    return 'back';
  }
  if (to.transition === 'none' || toTab) return 'none';
  return 'default';
};
