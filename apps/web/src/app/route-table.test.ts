import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { aboutRoutes } from '../features/about/routes';
import { accountSettingsRoutes } from '../features/account-settings/routes';
import { authRoutes } from '../features/auth/routes';
import { bettingRoutes } from '../features/betting/routes';
import { bonusCenterRoutes } from '../features/bonus-center/routes';
import { customerServiceRoutes } from '../features/customer-service/routes';
import { lotteryHistoryRoutes } from '../features/draws/routes';
import { galleryRoutes } from '../features/gallery/routes';
import { homeRoutes } from '../features/home/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { profileRoutes } from '../features/profile/routes';
import { walletRoutes } from '../features/wallet/routes';
import { betRecordsRoutes } from '../features/bet-records/routes';
import { billsRoutes } from '../features/bills/routes';
import { liveBettingRoutes } from '../features/live-betting/routes';
import { bettingBonusRoutes } from '../features/betting-bonus/routes';
import { isAvailableIn } from '../shell/route-meta';
import { routeSamples } from './route-samples';
import { pick, routeMetaAt } from './route-table';
import { routes } from './router';

/** Every route without children (the pages and the sections' children), depth first. */
const leavesOf = (tree: readonly RouteObject[]): RouteObject[] =>
  tree.flatMap((route) => (route.children?.length ? leavesOf(route.children) : [route]));

const pathOf = (sample: string) => sample.split('?')[0]!;
const leafAt = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('the route table', () => {
  it('has a sample path for every route, and each sample opens a route of its own', () => {
    const covered = new Set(routeSamples.map((sample) => leafAt(pathOf(sample.path))));
    const missing = leavesOf(routes).filter((leaf) => leaf.path !== '*' && !covered.has(leaf));
    expect(missing.map((leaf) => leaf.path ?? '(index)')).toEqual([]);
    for (const sample of routeSamples) {
      expect(leafAt(pathOf(sample.path))?.path, sample.path).not.toBe('*');
    }
  });

  it('agrees with the samples on who may open each route and in which themes', () => {
    for (const sample of routeSamples) {
      const meta = routeMetaAt(pathOf(sample.path));
      expect({ path: sample.path, access: meta.access, themes: [...meta.themes].sort() }).toEqual({
        path: sample.path,
        access: sample.access,
        themes: [...sample.themes].sort(),
      });
    }
  });

  it('takes every page the features declare, as they declare it', () => {
    const tableLeaves = leavesOf(routes);
    const featureLeaves = leavesOf([
      ...homeRoutes,
      ...authRoutes,
      ...profileRoutes,
      ...accountSettingsRoutes,
      ...notificationsRoutes,
      ...aboutRoutes,
      ...bonusCenterRoutes,
      ...customerServiceRoutes,
      ...lotteryHistoryRoutes,
      ...galleryRoutes,
      ...bettingRoutes,
      ...walletRoutes,
      ...betRecordsRoutes,
      ...billsRoutes,
      ...liveBettingRoutes,
      ...bettingBonusRoutes,
    ]);
    for (const leaf of featureLeaves) {
      expect(tableLeaves, leaf.path ?? '(index)').toContain(leaf);
    }
  });

  it('keeps theme3 to home, databases, gallery, promotional, template and the all-themes routes', () => {
    const theme3 = routeSamples.filter((sample) => sample.themes.includes('theme3'));
    const allThemes = theme3.filter((sample) => sample.themes.length === 4);
    expect(theme3).toEqual(allThemes);
    for (const path of ['/databases', '/gallery/1', '/promotional', '/template/110/1', '/']) {
      expect(isAvailableIn(routeMetaAt(path), 'theme3'), path).toBe(true);
    }
    for (const path of [
      '/game-center',
      '/game/110',
      '/bills',
      '/recharge',
      '/agent',
      '/withdraw-money',
    ]) {
      expect(isAvailableIn(routeMetaAt(path), 'theme3'), path).toBe(false);
    }
  });

  it('has /reset-password and the /report area in theme2 only', () => {
    for (const path of ['/reset-password', '/report', '/report/bet-list']) {
      const meta = routeMetaAt(path);
      expect(meta.themes, path).toEqual(['theme2']);
    }
  });

  it('needs sign-in for the wallet, reports and agents, and isDl for the agent routes', () => {
    expect(routeMetaAt('/bills').access).toBe('member');
    expect(routeMetaAt('/recharge/online/1').access).toBe('member');
    expect(routeMetaAt('/agent/link/1/update').access).toBe('agent');
    expect(routeMetaAt('/gallery').access).toBe('public');
    expect(routeMetaAt('/auth/login').access).toBe('public');
  });

  it('keeps lists alive, except bills, bet-list and notifications (spec)', () => {
    for (const path of [
      '/',
      '/recommend',
      '/gallery',
      '/databases',
      '/lottery-history/110',
      '/profile',
    ]) {
      expect(routeMetaAt(path).keepAlive, path).toBe(true);
    }
    for (const path of [
      '/bills',
      '/bet-list',
      '/report/bet-list',
      '/notifications',
      '/gallery-detail/110/1',
    ]) {
      expect(routeMetaAt(path).keepAlive, path).toBe(false);
    }
  });

  it('groups routes for the status bar', () => {
    expect(routeMetaAt('/').group).toBe('home');
    expect(routeMetaAt('/gallery').group).toBe('tab');
    expect(routeMetaAt('/profile').group).toBe('profile');
    expect(routeMetaAt('/auth/register').group).toBe('auth');
    expect(routeMetaAt('/game/95/chat').group).toBe('game');
    expect(routeMetaAt('/chat-rooms').group).toBe('chat');
    expect(routeMetaAt('/setting').group).toBe('page');
    expect(routeMetaAt('/no/such/page').group).toBe('page');
  });

  it('opens notifications and the about pages like a sheet', () => {
    expect(routeMetaAt('/notifications').transition).toBe('overlay-back');
    expect(routeMetaAt('/about/user-agreement').transition).toBe('overlay-back');
    expect(routeMetaAt('/about').transition).toBe('default');
  });
});

describe('pick', () => {
  it('finds a feature route below its pathless wrappers, keeping the wrapper', () => {
    const found = pick(accountSettingsRoutes, 'personal-info');
    expect(found.path).toBeUndefined();
    expect(found.children?.map((child) => child.path)).toEqual(['personal-info']);
  });

  it('refuses a path the feature does not have', () => {
    expect(() => pick(accountSettingsRoutes, 'nowhere')).toThrow(/no route "nowhere"/);
  });
});
