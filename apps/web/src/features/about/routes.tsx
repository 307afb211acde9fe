import type { RouteObject } from 'react-router';

/** /about and its three pages, open to everyone. */
export const aboutRoutes: RouteObject[] = [
  {
    path: 'about',
    lazy: async () => ({ Component: (await import('./pages/about-page')).AboutPage }),
  },
  {
    path: 'about/:slug',
    lazy: async () => ({
      Component: (await import('./pages/about-detail-page')).AboutDetailPage,
    }),
  },
];
