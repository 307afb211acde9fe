/** The tabs' rule lives in contracts: the server draws the same row in the boot shell. */
export { galleryGameTabs } from '@lottery/contracts';
export type { GalleryGameTab } from '@lottery/contracts';
