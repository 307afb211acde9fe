import type { RouteObject } from 'react-router';

const lazyPage =
  (load: () => Promise<{ default: () => React.JSX.Element }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/** /game/{id}/analytic and its sections, the lottery helper and the tutorial: open to everyone. */
export const analyticsRoutes: RouteObject[] = [
  { path: 'game/:id/analytic', lazy: lazyPage(() => import('./pages/analytic-page')) },
  {
    path: 'game/:id/analytic/special',
    lazy: lazyPage(() => import('./pages/special-section')),
    children: [
      { path: 'history', lazy: lazyPage(() => import('./pages/special/history-page')) },
      { path: 'big-small', lazy: lazyPage(() => import('./pages/special/big-small-page')) },
      { path: 'both-side', lazy: lazyPage(() => import('./pages/special/both-side-page')) },
      { path: 'last-number', lazy: lazyPage(() => import('./pages/special/last-number-page')) },
      { path: 'range', lazy: lazyPage(() => import('./pages/special/range-page')) },
      { path: 'trend', lazy: lazyPage(() => import('./pages/special/trend-page')) },
    ],
  },
  {
    path: 'game/:id/analytic/zodiac',
    lazy: lazyPage(() => import('./pages/zodiac-section')),
    children: [
      {
        path: 'zodiac-reference',
        lazy: lazyPage(() => import('./pages/zodiac/zodiac-reference-page')),
      },
      { path: 'special-num', lazy: lazyPage(() => import('./pages/zodiac/special-num-page')) },
      { path: 'first-num', lazy: lazyPage(() => import('./pages/zodiac/first-num-page')) },
      {
        path: 'zodiac-trending',
        lazy: lazyPage(() => import('./pages/zodiac/zodiac-trending-page')),
      },
      {
        path: 'zodiac-types-trending',
        lazy: lazyPage(() => import('./pages/zodiac/zodiac-types-trending-page')),
      },
    ],
  },
  {
    path: 'game/:id/analytic/lottery-helper',
    lazy: lazyPage(() => import('./pages/lottery-helper-page')),
  },
  { path: 'game/:id/tutorial', lazy: lazyPage(() => import('./pages/tutorial-page')) },
];
