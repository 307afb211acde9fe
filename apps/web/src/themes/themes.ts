import { themeNames } from '@lottery/contracts';
import type { ThemeName } from '@lottery/contracts';
import {
  AppOutline,
  AppstoreOutline,
  BillOutline,
  FileOutline,
  GiftOutline,
  PicturesOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { FC, SVGProps } from 'react';

export type TabKey =
  'home' | 'databases' | 'gameCenter' | 'promotional' | 'betList' | 'gallery' | 'profile';

export type TabIcon = FC<SVGProps<SVGSVGElement>>;

export interface Tab {
  key: TabKey;
  label: string;
  path: string;
  icon: TabIcon;
  /** A visitor must sign in first (the bets tab asks 请先登录! before going on). */
  requiresLogin: boolean;
}

interface TabRule extends Omit<Tab, 'label' | 'requiresLogin'> {
  label: string | ((theme: ThemeName) => string);
  shownIn: readonly ThemeName[];
  requiresLogin?: boolean;
}

const allBut = (hidden: ThemeName): readonly ThemeName[] =>
  themeNames.filter((name) => name !== hidden);

/** The bottom tabs of spec part 1 §2 "Shell and navigation", in tab-bar order. */
const tabRules: readonly TabRule[] = [
  { key: 'home', label: '首页', path: '/', icon: AppOutline, shownIn: themeNames },
  {
    key: 'databases',
    label: '资料库',
    path: '/databases',
    icon: FileOutline,
    shownIn: allBut('theme2'),
  },
  {
    key: 'gameCenter',
    label: (theme) => (theme === 'theme4' ? '彩票' : '游戏大厅'),
    path: '/game-center',
    icon: AppstoreOutline,
    shownIn: ['theme1', 'theme4'],
  },
  {
    key: 'promotional',
    label: '优惠',
    path: '/promotional',
    icon: GiftOutline,
    shownIn: ['theme2'],
  },
  {
    key: 'betList',
    label: '注单',
    path: '/report/bet-list',
    icon: BillOutline,
    shownIn: ['theme2'],
    requiresLogin: true,
  },
  {
    key: 'gallery',
    label: '图库',
    path: '/gallery',
    icon: PicturesOutline,
    shownIn: allBut('theme2'),
  },
  { key: 'profile', label: '我的', path: '/profile', icon: UserOutline, shownIn: themeNames },
];

const tabsFor = (theme: ThemeName): readonly Tab[] =>
  tabRules
    .filter((rule) => rule.shownIn.includes(theme))
    .map(({ key, label, path, icon, requiresLogin = false }) => ({
      key,
      label: typeof label === 'function' ? label(theme) : label,
      path,
      icon,
      requiresLogin,
    }));

/** Each theme's tabs, built once so every render gets the same objects. */
export const themeTabs: Readonly<Record<ThemeName, readonly Tab[]>> = {
  theme1: tabsFor('theme1'),
  theme2: tabsFor('theme2'),
  theme3: tabsFor('theme3'),
  theme4: tabsFor('theme4'),
};

/** Routes besides / that light up the Home tab. */
export const homeRoutes: readonly string[] = ['/', '/macau-lottery', '/recommend'];

const trimTrailingSlash = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/** The tab to highlight for a location, or null when the page belongs to no tab. */
export const activeTabKey = (tabs: readonly Tab[], pathname: string): TabKey | null => {
  const path = trimTrailingSlash(pathname);
  if (homeRoutes.includes(path)) return tabs.some((tab) => tab.key === 'home') ? 'home' : null;
  const match = tabs.find(
    (tab) => tab.path !== '/' && (path === tab.path || path.startsWith(`${tab.path}/`)),
  );
  return match?.key ?? null;
};
