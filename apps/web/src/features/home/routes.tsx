import type { LibraryBoardCode } from '@lottery/contracts';
import type { RouteObject } from 'react-router';

const homePage: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/home-page')).HomePage,
});

/** A board of the home-type routes: the data library's list of the category of that code. */
const boardPage =
  (code: LibraryBoardCode): RouteObject['lazy'] =>
  async () => {
    // eslint-disable-next-line import-x/no-restricted-paths -- the data library's board page
    const { LibraryBoardPage } = await import('../library/pages/library-board-page');
    return { Component: () => <LibraryBoardPage code={code} /> };
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
  { path: 'water-forum', lazy: boardPage('water-forum') },
  { path: 'master-documents', lazy: boardPage('master-documents') },
  { path: 'public-documents', lazy: boardPage('public-documents') },
  { path: 'game-structures', lazy: boardPage('game-structures') },
];
