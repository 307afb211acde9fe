import type { RouteObject } from 'react-router';

/** The data library (资料库, spec part 1 §2): open to visitors; each page a lazy chunk. */
export const libraryRoutes: RouteObject[] = [
  {
    path: 'databases',
    lazy: async () => ({ Component: (await import('./pages/library-page')).LibraryPage }),
  },
  {
    path: 'databases/article/:id',
    lazy: async () => ({
      Component: (await import('./pages/library-article-page')).LibraryArticlePage,
    }),
  },
];
