/**
 * One concrete path for every route of the route table, with what the table says about it: who
 * may open it and in which themes. The browser journey (e2e/routes.e2e.test.ts) opens them all;
 * route-table.test.tsx checks that they cover the table and agree with it. Plain data, so the
 * journey can import it without the app.
 */
export interface RouteSample {
  path: string;
  access: 'public' | 'member' | 'agent';
  themes: readonly ('theme1' | 'theme2' | 'theme3' | 'theme4')[];
  /**
   * Where the page settles when it opens another route (a section's index); `:id` stands for
   * any id (/chat-rooms lands in the default room, whose id is the server's).
   */
  settlesAt?: string;
}

const all = ['theme1', 'theme2', 'theme3', 'theme4'] as const;
const main = ['theme1', 'theme2', 'theme4'] as const;
const theme2 = ['theme2'] as const;
const theme14 = ['theme1', 'theme4'] as const;

const open = (path: string, themes: RouteSample['themes'] = all): RouteSample => ({
  path,
  access: 'public',
  themes,
});
const member = (path: string, themes: RouteSample['themes'] = all): RouteSample => ({
  path,
  access: 'member',
  themes,
});
const agent = (path: string): RouteSample => ({ path, access: 'agent', themes: main });

export const routeSamples: readonly RouteSample[] = [
  // Home-type routes.
  open('/'),
  open('/recommend'),
  open('/macau-lottery'),
  open('/hong-kong-lottery'),
  open('/taiwan-mark-six'),
  open('/macau-mark-six'),
  open('/water-forum'),
  open('/master-documents'),
  open('/public-documents'),
  open('/game-structures'),
  // Auth.
  { ...open('/auth'), settlesAt: '/auth/login' },
  open('/auth/login'),
  open('/auth/register'),
  // Tabs and lists.
  open('/databases'),
  open('/databases/article/1'),
  open('/game-center', main),
  open('/gallery'),
  open('/gallery/1'),
  open('/gallery-detail/110/1'),
  open('/promotional'),
  open('/promotional/1/1'),
  open('/template/110/1'),
  open('/lottery-history/110'),
  open('/profile'),
  // Games.
  open('/game/110', main),
  open('/game/71', main),
  open('/game/95', main),
  open('/game/95/chat', main),
  open('/game/95/heat-map', main),
  open('/game/95/joy-ming', main),
  open('/game/95/lucky-niu-niu', main),
  open('/game/95/lucky-niu-niu/chat', main),
  open('/game/95/lucky-niu-niu/heat-map', main),
  open('/game/95/lucky-niu-niu/joy-ming', main),
  open('/game/110/analytic', main),
  { ...open('/game/110/analytic/special', main), settlesAt: '/game/110/analytic/special/history' },
  open('/game/110/analytic/special/history', main),
  open('/game/110/analytic/special/big-small', main),
  open('/game/110/analytic/special/both-side', main),
  open('/game/110/analytic/special/last-number', main),
  open('/game/110/analytic/special/range', main),
  open('/game/110/analytic/special/trend', main),
  {
    ...open('/game/110/analytic/zodiac', main),
    settlesAt: '/game/110/analytic/zodiac/zodiac-reference',
  },
  open('/game/110/analytic/zodiac/zodiac-reference', main),
  open('/game/110/analytic/zodiac/special-num', main),
  open('/game/110/analytic/zodiac/first-num', main),
  open('/game/110/analytic/zodiac/zodiac-trending', main),
  open('/game/110/analytic/zodiac/zodiac-types-trending', main),
  open('/game/110/analytic/lottery-helper', main),
  open('/game/110/tutorial', main),
  // Chat and customer service.
  { ...open('/chat-rooms'), settlesAt: '/chat-rooms/:id' },
  open('/chat-rooms/1001'),
  member('/chat-rooms/1001/friends/42'),
  open('/game/110/chat-rooms/1001'),
  member('/chat-rooms/1001/hong-bao'),
  member('/chat-rooms/1001/hong-bao/history'),
  member('/chat-rooms/1001/hong-bao/7'),
  open('/services'),
  open('/talk/1/member/42'),
  // Reports.
  member('/bills', main),
  member('/bet-list', main),
  member('/betting-bonus', main),
  member('/live-betting', main),
  member('/live-betting-detail?gameCode=AG&startDate=2025-01-01&endDate=2025-01-31', main),
  { ...member('/report', theme2), settlesAt: '/report/bet-list' },
  member('/report/bet-list', theme2),
  member('/report/live-betting', theme2),
  member('/lottery-record'),
  member('/lottery-record-history'),
  member('/my-collection'),
  // Wallet.
  member('/recharge', main),
  member('/recharge/bank', main),
  member('/recharge/online/9001', main),
  member('/recharge/qr-virtual/9001', main),
  member('/recharge/third-party/9001', theme14),
  member('/recharge/third-party', theme2),
  member('/recharge/failed', main),
  // theme2 too: the payment gateway sends the payer back to it.
  member('/recharge/processing/9001', main),
  member('/recharge/processing', theme2),
  member('/withdraw-money', main),
  member('/recharge-history'),
  member('/recharge-history/1'),
  member('/withdraw-history'),
  member('/withdraw-history/1'),
  member('/valid-withdraw'),
  member('/valid-withdraw/1'),
  // Agents.
  agent('/agent'),
  agent('/agent/user-list'),
  agent('/agent/user-detail/1'),
  agent('/agent/add-user'),
  agent('/agent/team-overview'),
  agent('/agent/create-link'),
  agent('/agent/link/1'),
  agent('/agent/link/1/update'),
  agent('/agent/declare'),
  // The account area.
  member('/profile-vip', main),
  member('/security-center'),
  member('/bonus-center'),
  member('/notifications'),
  open('/setting'),
  member('/personal-info', main),
  member('/change-password', main),
  member('/password-withdraw-money', main),
  member('/account-list', main),
  member('/update-account', main),
  member('/setting-chat-color'),
  open('/about'),
  open('/about/user-agreement'),
  open('/about/contact-us'),
  open('/about/privacy-agreement'),
  open('/reset-password', theme2),
];
