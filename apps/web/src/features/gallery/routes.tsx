import type { RouteObject } from 'react-router';

/** The gallery (spec part 1 §2 "Gallery"): open to visitors; each page a lazy chunk. */
export const galleryRoutes: RouteObject[] = [
  {
    path: 'gallery',
    lazy: async () => ({ Component: (await import('./pages/gallery-page')).GalleryPage }),
  },
  {
    path: 'gallery/:groupId',
    lazy: async () => ({
      Component: (await import('./pages/gallery-group-page')).GalleryGroupPage,
    }),
  },
  {
    path: 'gallery-detail/:gameId/:groupId',
    lazy: async () => ({
      Component: (await import('./pages/gallery-detail-page')).GalleryDetailPage,
    }),
  },
];
