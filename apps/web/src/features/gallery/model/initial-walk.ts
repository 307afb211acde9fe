import type { GalleryGroup } from '@lottery/contracts';
import { allIndex, popularIndex } from './gallery-filters';
import type { GalleryIndex } from './gallery-filters';

/**
 * Infinite loading by initial (spec part 1 §4 "Gallery"). The groups are filed by the initial of
 * their name; a list walks the initials in order, each page by page:
 * - one initial's groups fully loaded, the next initial is fetched;
 * - an initial that returns nothing is skipped (within the same load, so no empty load shows);
 * - 全部 starts at the first initial and keeps going to the next ones until the load has the
 *   page's row count; a letter starts at that letter and continues with the letters after it;
 * - 热门 is one paged list (the popular flag, no initial).
 */

/** Where the next fetch is: an initial ('' for 热门) and its page. */
export interface GalleryCursor {
  initial: string;
  page: number;
}

/** One load of the list (one page of the infinite query): what came, and where to go on. */
export interface GalleryListPage {
  groups: GalleryGroup[];
  /** The fetches this load made, in order. */
  fetched: GalleryCursor[];
  /** null: nothing more to load. */
  next: GalleryCursor | null;
}

export interface GalleryChunk {
  data: GalleryGroup[];
  totalCount: number;
}

export interface WalkPlan {
  /** The initials to go through, in order (`['']` for 热门). */
  walk: readonly string[];
  /** Rows a fetch asks for. */
  rows: number;
  /** A load ends once it has this many groups (or the walk is over). */
  fill: number;
}

/**
 * The initials a view walks: 热门 one list without an initial; 全部 every initial that has groups;
 * a letter that one and the ones after it (those with groups).
 */
export const walkOf = (index: GalleryIndex, initials: readonly string[]): string[] => {
  if (index === popularIndex) return [''];
  if (index === allIndex) return [...initials];
  return initials.filter((initial) => initial >= index);
};

/** 全部 fills a load up to the page's row count; the other views stop at the first rows found. */
export const planOf = (
  index: GalleryIndex,
  initials: readonly string[],
  rows: number,
): WalkPlan => ({
  walk: walkOf(index, initials),
  rows,
  fill: index === allIndex ? rows : 1,
});

/** The first fetch of a view, or null when its walk is empty (nothing to load). */
export const firstCursor = (plan: WalkPlan): GalleryCursor | null => {
  const initial = plan.walk[0];
  return initial === undefined ? null : { initial, page: 1 };
};

/**
 * Where to go after a fetch: the same initial's next page while it has more, else the next
 * initial's first page, else nothing. A page that came back empty ends its initial whatever its
 * total says (so a wrong total cannot loop).
 */
export const cursorAfter = (
  plan: WalkPlan,
  cursor: GalleryCursor,
  chunk: GalleryChunk,
): GalleryCursor | null => {
  const loaded = (cursor.page - 1) * plan.rows + chunk.data.length;
  if (chunk.data.length > 0 && loaded < chunk.totalCount) {
    return { initial: cursor.initial, page: cursor.page + 1 };
  }
  const at = plan.walk.indexOf(cursor.initial);
  const following = at === -1 ? undefined : plan.walk[at + 1];
  return following === undefined ? null : { initial: following, page: 1 };
};

/**
 * One load: fetches from `start` along the walk until it has `plan.fill` groups or the walk
 * ends. Each fetch is awaited before the next (the next one depends on its answer).
 */
export const loadListPage = async (
  plan: WalkPlan,
  start: GalleryCursor | null,
  fetchChunk: (cursor: GalleryCursor) => Promise<GalleryChunk>,
): Promise<GalleryListPage> => {
  const groups: GalleryGroup[] = [];
  const fetched: GalleryCursor[] = [];
  let cursor = start;
  // Every fetch either adds groups or moves to the next initial, so the loop ends by itself
  // within this many fetches; the bound only guards against a server that misbehaves.
  const maxFetches = plan.walk.length + plan.fill;
  while (cursor !== null && groups.length < plan.fill && fetched.length < maxFetches) {
    const chunk = await fetchChunk(cursor);
    fetched.push(cursor);
    groups.push(...chunk.data);
    cursor = cursorAfter(plan, cursor, chunk);
  }
  return { groups, fetched, next: cursor };
};

/** The groups of every load, each group once (a group added while paging shifts the pages). */
export const groupsOf = (pages: readonly GalleryListPage[]): GalleryGroup[] => {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.groups)
    .filter((group) => (seen.has(group.groupId) ? false : (seen.add(group.groupId), true)));
};
