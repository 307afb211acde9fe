import type { RouteObject } from 'react-router';

const homePage: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/home-page')).HomePage,
});

/** A home-type page of the prediction templates, not built yet: an honest coming-soon page. */
const documentsPage =
  (feature: string): RouteObject['lazy'] =>
  async () => {
    // eslint-disable-next-line import-x/no-restricted-paths -- the shared coming-soon page
    const { ComingSoonPage } = await import('../coming-soon/pages/coming-soon-page');
    return { Component: () => <ComingSoonPage feature={feature} /> };
  };

/**
 * The home-type routes of spec part 2 §2.8 (route names index, recommend, macau-lottery, …):
 * the lottery ones open the home page on their game, /recommend on the recommend grid.
 */
export const homeRoutes: RouteObject[] = [
  { index: true, lazy: homePage },
  { path: 'recommend', lazy: homePage },
  { path: 'macau-lottery', lazy: homePage },
  { path: 'hong-kong-lottery', lazy: homePage },
  { path: 'taiwan-mark-six', lazy: homePage },
  { path: 'macau-mark-six', lazy: homePage },
  { path: 'water-forum', lazy: documentsPage('水坛论坛') },
  { path: 'master-documents', lazy: documentsPage('高手资料') },
  { path: 'public-documents', lazy: documentsPage('公开资料') },
  { path: 'game-structures', lazy: documentsPage('玩法规则') },
];
