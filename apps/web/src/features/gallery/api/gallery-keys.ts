/** The gallery's query keys: every one starts with 'gallery', so a like can reach them all. */
export const galleryKeys = {
  all: ['gallery'] as const,
  groupNames: (gameId: number, groupType: number, search: string) =>
    ['gallery', 'group-names', gameId, groupType, search] as const,
  groups: (gameId: number, groupType: number, index: string, search: string) =>
    ['gallery', 'groups', gameId, groupType, index, search] as const,
  /** The images carry the viewer's likes: keyed by who is looking. */
  images: (groupId: number, viewer: string) => ['gallery', 'images', groupId, viewer] as const,
  imagesRoot: ['gallery', 'images'] as const,
  detail: (gameId: number, groupId: number, viewer: string) =>
    ['gallery', 'detail', gameId, groupId, viewer] as const,
  detailRoot: ['gallery', 'detail'] as const,
};

/** Gallery failures are only logged (spec part 1 §8): the lists stay empty or keep their data. */
export const logGalleryError = (what: string, error: unknown): void => {
  console.warn(`gallery: ${what} failed`, error);
};
