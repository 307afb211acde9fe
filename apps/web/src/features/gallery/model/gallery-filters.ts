import { defaultGalleryGameId, galleryGroupTypes, galleryInitials } from '@lottery/contracts';
import type { GalleryGroupType } from '@lottery/contracts';

/** The letter index: every initial (全部), the popular groups (热门), or one initial (A–Z). */
export type GalleryIndex = 'all' | 'popular' | (string & {});

export const allIndex = 'all' satisfies GalleryIndex;
export const popularIndex = 'popular' satisfies GalleryIndex;

export const indexLabel = (index: GalleryIndex): string =>
  index === allIndex ? '全部' : index === popularIndex ? '热门' : index;

const letter = /^[A-Z]$/;

/**
 * The initials that have groups, as the letter index shows them: single capitals, each once, in
 * alphabetical order (whatever order or case the server answered).
 */
export const normalInitials = (initials: readonly string[]): string[] =>
  [...new Set(initials.map((initial) => initial.trim().toUpperCase()))]
    .filter((initial) => letter.test(initial))
    .sort();

/**
 * The initials a list walks, from GET /gallery/group-name's answer for its search: none when no
 * name matches the search (nothing to fetch), else the initials with groups.
 */
export const walkInitialsOf = (
  answer: { groupNames: readonly string[]; initials: readonly string[] },
  search: string,
): string[] =>
  search !== '' && answer.groupNames.length === 0 ? [] : normalInitials(answer.initials);

/** When the initials cannot be read, every letter: the walk skips the empty ones. */
export const fallbackInitials: readonly string[] = galleryInitials;

/** What the gallery list shows: the game tab, colour or black-and-white, the letter, the search. */
export interface GalleryFilters {
  gameId: number;
  groupType: GalleryGroupType;
  index: GalleryIndex;
  /** Trimmed; '' is no search. */
  search: string;
}

export const initialFilters = (gameId: number = defaultGalleryGameId): GalleryFilters => ({
  gameId,
  groupType: galleryGroupTypes.colour,
  index: popularIndex,
  search: '',
});

export type GalleryFilterChange =
  | { type: 'game'; gameId: number }
  | { type: 'groupType'; groupType: GalleryGroupType }
  | { type: 'index'; index: GalleryIndex }
  | { type: 'search'; text: string };

/**
 * Spec part 1 §4 "Gallery": a new game tab starts again at colour charts and 热门; a new type or
 * letter keeps the rest. Each set of filters is its own list, starting at page 1. A search runs
 * over every initial when the list was on 热门 (a name is rarely among the popular few); on a
 * letter it starts at that letter.
 */
export const changeFilters = (
  filters: GalleryFilters,
  change: GalleryFilterChange,
): GalleryFilters => {
  switch (change.type) {
    case 'game':
      return change.gameId === filters.gameId
        ? filters
        : { ...initialFilters(change.gameId), search: filters.search };
    case 'groupType':
      return change.groupType === filters.groupType
        ? filters
        : { ...filters, groupType: change.groupType };
    case 'index':
      return change.index === filters.index ? filters : { ...filters, index: change.index };
    case 'search': {
      const search = change.text.trim();
      if (search === filters.search) return filters;
      const index = search !== '' && filters.index === popularIndex ? allIndex : filters.index;
      return { ...filters, search, index };
    }
  }
};
