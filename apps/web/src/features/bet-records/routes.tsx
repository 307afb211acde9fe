import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/session';

const betList = async () => ({
  Component: (await import('./pages/bet-list-page')).BetListPage,
});

/**
 * The member's lottery records (spec part 2 §2.4), behind sign-in: the bet list (/bet-list, and
 * theme2's /report/bet-list under the report tabs), 购彩记录 by game and 历史购彩记录 by day.
 */
export const betRecordsRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: 'bet-list', lazy: betList },
      { path: 'report/bet-list', lazy: betList },
      {
        path: 'lottery-record',
        lazy: async () => ({
          Component: (await import('./pages/lottery-record-page')).LotteryRecordPage,
        }),
      },
      {
        path: 'lottery-record-history',
        lazy: async () => ({
          Component: (await import('./pages/lottery-record-history-page')).LotteryRecordHistoryPage,
        }),
      },
    ],
  },
];
