import type { RouteObject } from 'react-router';

/** The template pages (spec part 2 §2.1, §2.8): each a lazy chunk. */
export const templateRoutes: RouteObject[] = [
  {
    path: 'template/:gameId/:id',
    lazy: async () => ({
      Component: (await import('./pages/template-detail-page')).TemplateDetailPage,
    }),
  },
  {
    path: 'my-collection',
    lazy: async () => ({
      Component: (await import('./pages/my-collection-page')).MyCollectionPage,
    }),
  },
];

/** /template-layouts: every layout with demo items, in development builds only. */
export const templateLayoutsRoutes: RouteObject[] =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? [
        {
          path: 'template-layouts',
          lazy: async () => ({
            Component: (await import('./pages/template-layouts-page')).TemplateLayoutsPage,
          }),
        },
      ]
    : [];

/** The home's information list, for the app to hand to the home (loaded after its first paint). */
export const loadInformationList = async () => ({
  default: (await import('./components/template-list')).TemplateList,
});
