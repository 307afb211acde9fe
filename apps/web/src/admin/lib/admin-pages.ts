/** Every page of the back office, under the router's basename `/admin`. */
export const adminPages = {
  login: '/login',
  dashboard: '/',
  members: '/members',
  member: (id: number | string) => `/members/${id}`,
  withdrawals: '/withdrawals',
  recharges: '/recharges',
  agents: '/agents',
  reports: '/reports',
  notices: '/notices',
  siteContent: '/site-content',
  templates: '/templates',
  gallery: '/gallery',
  promotions: '/promotions',
  library: '/library',
  chat: '/chat',
  draws: '/draws',
  games: '/games',
  settings: '/settings',
  audit: '/audit',
  operators: '/operators',
} as const;

/** Where the sign-in page sends the operator back to: a page of ours, never another site. */
export const safeReturnPath = (value: string | null): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : adminPages.dashboard;
