import type { ThemeName } from '@lottery/contracts';
import { matchRoutes, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { aboutRoutes } from '../features/about/routes';
import { accountSettingsRoutes } from '../features/account-settings/routes';
import { agentRoutes } from '../features/agent/routes';
import { authRoutes } from '../features/auth/routes';
import { betRecordsRoutes } from '../features/bet-records/routes';
import { bettingBonusRoutes } from '../features/betting-bonus/routes';
import { bettingRoutes } from '../features/betting/routes';
import { billsRoutes } from '../features/bills/routes';
import { bonusCenterRoutes } from '../features/bonus-center/routes';
import { hongbaoRoutes } from '../features/chat/hongbao/routes';
import { chatRoutes, gameSectionChatRoute } from '../features/chat/routes';
import { customerServiceRoutes } from '../features/customer-service/routes';
import { lotteryHistoryRoutes } from '../features/draws/routes';
import { galleryRoutes } from '../features/gallery/routes';
import { promotionRoutes } from '../features/promotions/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { gameCenterRoutes } from '../features/game-center/routes';
import { homeRoutes } from '../features/home/routes';
import { libraryRoutes } from '../features/library/routes';
import { liveBettingRoutes } from '../features/live-betting/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { profileRoutes } from '../features/profile/routes';
import { templateLayoutsRoutes, templateRoutes } from '../features/templates/routes';
import { walletRoutes } from '../features/wallet/routes';
import { defaultRouteMeta, routeMeta } from '../shell/route-meta';
import type { RouteHandle, RouteMeta } from '../shell/route-meta';
import { PageGate } from './page-gate';
import { NotFoundPage } from './routes/not-found-page';

// ── Traits: what a row says about its page (merged left to right over the defaults) ──────────

type Trait = Partial<RouteMeta>;

/**
 * Spec part 2 §2.8 "Themes 1, 2, 4"; theme3 keeps only home, databases, gallery, promotional,
 * template and the all-themes routes.
 */
const mainThemes: readonly ThemeName[] = ['theme1', 'theme2', 'theme4'];
const main: Trait = { themes: mainThemes };
const theme2: Trait = { themes: ['theme2'] };
/** Themes 1 and 4: theme2's variant of the route has no id. */
const theme14: Trait = { themes: ['theme1', 'theme4'] };

/** A bottom-tab page: brand status bar, kept alive, no back arrow. */
const tab: Trait = { group: 'tab', keepAlive: true };
/** A list the user comes back to from its details: kept alive (state and scroll). */
const list: Trait = { keepAlive: true };
const member: Trait = { access: 'member' };
const agent: Trait = { access: 'agent', ...main };
/** Opens like a sheet and closes with overlay-back. */
const sheet: Trait = { transition: 'overlay-back' };
const game: Trait = { group: 'game', ...main };
const chat: Trait = { group: 'chat' };

// ── Row builders ─────────────────────────────────────────────────────────────────────────────

/** One page of the table: its route(s) behind the page gate, its meta in the route's handle. */
const page = (traits: Trait[], ...routes: RouteObject[]): RouteObject => {
  const meta = routeMeta(Object.assign({}, ...traits) as Trait);
  const handle: RouteHandle = { meta };
  return { element: <PageGate meta={meta} />, handle, children: routes };
};

/** The honest coming-soon page naming the feature (a back arrow unless it is a tab's page). */
const comingSoon =
  (feature: string, back = true): RouteObject['lazy'] =>
  async () => {
    const { ComingSoonPage } = await import('../features/coming-soon/pages/coming-soon-page');
    return { Component: () => <ComingSoonPage feature={feature} back={back} /> };
  };

/** A page whose feature is not built yet. */
const soon = (path: string, feature: string, ...traits: Trait[]): RouteObject =>
  page(traits, { path, lazy: comingSoon(feature, !traits.includes(tab)) });

/** A page made of child routes (one page for the cache; the children switch inside it). */
const section = (path: string, children: RouteObject[], ...traits: Trait[]): RouteObject =>
  page(traits, { path, children });

/** Game 95's children from the betting feature, and its game chat at each level. */
const withGameChat = (children: readonly RouteObject[]): RouteObject[] => [
  ...children.map((child) =>
    child.children ? { ...child, children: withGameChat(child.children) } : child,
  ),
  gameSectionChatRoute,
];

/** A section's index that opens one of its children. */
const redirectTo = (child: string): RouteObject => ({
  index: true,
  element: <Navigate to={child} replace />,
});

/**
 * A built page of a feature: its route as the feature declares it (with the feature's own
 * wrappers, e.g. RequireAuth), found by path, so each page gets its own row here.
 */
const built = (routes: readonly RouteObject[], path: string, ...traits: Trait[]): RouteObject =>
  page(traits, pick(routes, path));

export const pick = (routes: readonly RouteObject[], path: string): RouteObject => {
  const find = (candidates: readonly RouteObject[]): RouteObject | null => {
    for (const route of candidates) {
      if (route.path === path) return route;
      if (route.path === undefined && route.children) {
        const found = find(route.children);
        if (found) return { ...route, index: false, children: [found] };
      }
    }
    return null;
  };
  const found = find(routes);
  if (!found) throw new Error(`route table: no route "${path}" in the feature's routes`);
  return found;
};

// ── The route table (spec part 2 §2.8) ───────────────────────────────────────────────────────

/** Home-type routes (index, recommend, macau-lottery, …), from the home feature. */
export const homePages: RouteObject = page([{ group: 'home', keepAlive: true }], ...homeRoutes);

/** Every page inside the shell besides home and not-found: one row per page. */
export const pageRoutes: RouteObject[] = [
  // The bottom tabs (which ones show depends on the theme) and the lists they lead to.
  built(libraryRoutes, 'databases', tab),
  built(libraryRoutes, 'databases/article/:id'),
  built(gameCenterRoutes, 'game-center', tab, main),
  built(galleryRoutes, 'gallery', tab),
  built(galleryRoutes, 'gallery/:groupId', list),
  built(galleryRoutes, 'gallery-detail/:gameId/:groupId'),
  built(promotionRoutes, 'promotional', tab),
  built(promotionRoutes, 'promotional/:classifyType/:id'),
  built(templateRoutes, 'template/:gameId/:id'),
  built(lotteryHistoryRoutes, 'lottery-history/:gameId', list),
  built(profileRoutes, 'profile', { group: 'profile', keepAlive: true }),

  // Games (spec part 2 §2.8 "Game").
  built(bettingRoutes, 'game/:id', game),
  built(bettingRoutes, 'game/71', game),
  section('game/95', withGameChat(pick(bettingRoutes, 'game/95').children ?? []), game),
  built(analyticsRoutes, 'game/:id/analytic', game),
  built(analyticsRoutes, 'game/:id/analytic/special', game),
  built(analyticsRoutes, 'game/:id/analytic/zodiac', game),
  built(analyticsRoutes, 'game/:id/analytic/lottery-helper', game),
  built(analyticsRoutes, 'game/:id/tutorial', game),

  // Chat (spec part 2 §2.3; route names chat-rooms, room-chat, individual-chat, game-chat,
  // hong-bao-create, hong-bao-detail, hong-bao-history). Guests have rooms; private chat and red
  // packets need sign-in.
  built(chatRoutes, 'chat-rooms', chat),
  built(chatRoutes, 'chat-rooms/:roomId', chat),
  built(chatRoutes, 'chat-rooms/:roomId/friends/:friendId', chat, member),
  built(chatRoutes, 'game/:id/chat-rooms/:roomId', chat),
  page([chat, member, sheet], ...hongbaoRoutes.create),
  page([chat, member, list], ...hongbaoRoutes.history),
  page([chat, member, sheet], ...hongbaoRoutes.detail),
  // Customer service: the chat service of the app build; the web opens the online service URL.
  built(customerServiceRoutes, 'services'),
  built(chatRoutes, 'talk/:appId/:identity/:customerId', chat),

  // Reports (spec part 2 §2.4). The cache excludes bills and bet-list.
  built(billsRoutes, 'bills', member, main),
  built(betRecordsRoutes, 'bet-list', member, main, { keepAlive: false }),
  built(bettingBonusRoutes, 'betting-bonus', member, main),
  built(liveBettingRoutes, 'live-betting', member, main, list),
  built(liveBettingRoutes, 'live-betting-detail', member, main),
  section('report', [redirectTo('bet-list')], member, theme2),
  built(betRecordsRoutes, 'report/bet-list', tab, member, theme2, { keepAlive: false }),
  built(liveBettingRoutes, 'report/live-betting', member, theme2, list),
  built(betRecordsRoutes, 'lottery-record', member, list),
  built(betRecordsRoutes, 'lottery-record-history', member, list),
  built(templateRoutes, 'my-collection', member, list),
  ...templateLayoutsRoutes.map((route) => page([], route)),

  // Wallet (spec part 2 §2.6): all need sign-in.
  built(walletRoutes, 'recharge', member, main),
  built(walletRoutes, 'recharge/bank', member, main),
  built(walletRoutes, 'recharge/online/:orderId', member, main),
  built(walletRoutes, 'recharge/qr-virtual/:orderId', member, main),
  built(walletRoutes, 'recharge/third-party/:orderId', member, theme14),
  built(walletRoutes, 'recharge/third-party', member, theme2),
  built(walletRoutes, 'recharge/failed', member, main),
  // Every theme: the payment gateway sends the payer back here (theme2 also has the id-less one).
  built(walletRoutes, 'recharge/processing/:orderId', member, main),
  built(walletRoutes, 'recharge/processing', member, theme2),
  built(walletRoutes, 'withdraw-money', member, main),
  built(walletRoutes, 'recharge-history', member, list),
  built(walletRoutes, 'recharge-history/:id', member),
  built(walletRoutes, 'withdraw-history', member, list),
  built(walletRoutes, 'withdraw-history/:id', member),
  built(walletRoutes, 'valid-withdraw', member, list),
  built(walletRoutes, 'valid-withdraw/:id', member),

  // The agent programme (spec part 2 §2.5): sign-in and isDl.
  built(agentRoutes, 'agent', agent),
  built(agentRoutes, 'agent/user-list', agent, list),
  built(agentRoutes, 'agent/user-detail/:id', agent),
  built(agentRoutes, 'agent/add-user', agent),
  built(agentRoutes, 'agent/team-overview', agent),
  built(agentRoutes, 'agent/create-link', agent),
  built(agentRoutes, 'agent/link/:id', agent),
  built(agentRoutes, 'agent/link/:id/update', agent),
  built(agentRoutes, 'agent/declare', agent),

  // The account area (built).
  built(profileRoutes, 'profile-vip', member, main),
  built(profileRoutes, 'security-center', member),
  built(bonusCenterRoutes, 'bonus-center', member),
  built(notificationsRoutes, 'notifications', member, sheet),
  built(accountSettingsRoutes, 'setting'),
  built(accountSettingsRoutes, 'personal-info', member, main),
  built(accountSettingsRoutes, 'change-password', member, main),
  built(accountSettingsRoutes, 'password-withdraw-money', member, main),
  built(accountSettingsRoutes, 'account-list', member, main),
  built(accountSettingsRoutes, 'update-account', member, main),
  built(accountSettingsRoutes, 'setting-chat-color', member),
  built(aboutRoutes, 'about'),
  built(aboutRoutes, 'about/:slug', sheet),
  soon('reset-password', '重置密码', theme2),
];

/** Anything else inside the shell (static: the page gate shows it too, for a theme's missing route). */
export const notFoundPage: RouteObject = page([], { path: '*', Component: NotFoundPage });

/** The pages inside the shell, in table order. */
export const shellPages: RouteObject[] = [homePages, ...pageRoutes, notFoundPage];

/** /auth/login and /auth/register, in the auth layout outside the shell. */
export const authPages: RouteObject = page([{ group: 'auth' }], ...authRoutes);

const matchable: RouteObject[] = [authPages, { path: '/', children: shellPages }];

/** The meta of the page at `pathname` (e.g. to tell an agent route before navigating to it). */
export const routeMetaAt = (pathname: string): RouteMeta => {
  const matches = matchRoutes(matchable, pathname) ?? [];
  const owner = matches.findLast((match) => (match.route.handle as RouteHandle | undefined)?.meta);
  return (owner?.route.handle as RouteHandle | undefined)?.meta ?? defaultRouteMeta;
};
