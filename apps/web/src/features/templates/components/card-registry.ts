import { canonicalLayoutCode } from '@lottery/contracts';
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { LayoutProps } from './layouts/layout-props';

type LayoutModule = Record<string, ComponentType<LayoutProps> | undefined>;

/** Each family of layouts is a chunk of its own, loaded when a card of it first shows. */
const families = {
  sheet: () => import('./layouts/sheet-layouts') as Promise<LayoutModule>,
  zodiac: () => import('./layouts/zodiac-layouts') as Promise<LayoutModule>,
  tabs: () => import('./layouts/tab-layouts') as Promise<LayoutModule>,
  posts: () => import('./layouts/post-layouts') as Promise<LayoutModule>,
  tables: () => import('./layouts/table-layouts') as Promise<LayoutModule>,
  rich: () => import('./layouts/rich-layouts') as Promise<LayoutModule>,
  ads: () => import('./layouts/ad-layouts') as Promise<LayoutModule>,
};
type Family = keyof typeof families;

const codes = (family: Family, ...list: string[]): [string, Family][] =>
  list.map((code) => [code, family]);
const mb = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => `MB${String(from + index).padStart(2, '0')}`);

/** The family of each layout code (after canonicalLayoutCode). */
export const layoutFamilies: ReadonlyMap<string, Family> = new Map([
  ...codes('sheet', 'MB01', 'mb01A', ...mb(3, 8), 'MB15', 'MB17', 'MB18', 'MB19'),
  ...codes('zodiac', 'MB09', 'MB10', 'MB11', 'MB13', 'MB16'),
  ...codes('tabs', 'MB12', 'MB14', 'MB20', 'MB21', 'MB22', 'MB23'),
  ...codes('posts', 'MB24', 'MB25', 'JhtGshou'),
  ...codes('tables', ...mb(26, 38), 'MB42'),
  ...codes('rich', 'TYMB', 'SYMB', 'SYMB2', 'SYMB3'),
  ...codes('ads', 'AD13', 'AD14'),
]);

/** The component a layout module exports for a code: MB01 → Mb01, SYMB2 → Symb2, mb01A → Mb01A. */
export const componentNameOf = (code: string): string =>
  code === 'JhtGshou'
    ? 'JhtGshou'
    : code === 'mb01A'
      ? 'Mb01A'
      : `${code.charAt(0)}${code.slice(1).toLowerCase()}`;

const loaded = new Map<string, LazyExoticComponent<ComponentType<LayoutProps>>>();

/** The lazy component that renders a template code (lower-case codes as their twins). */
export const layoutComponent = (
  templateCode: string,
): LazyExoticComponent<ComponentType<LayoutProps>> => {
  const code = canonicalLayoutCode(templateCode);
  const known = loaded.get(code);
  if (known) return known;
  const family = layoutFamilies.get(code) ?? 'rich';
  const name = layoutFamilies.has(code) ? componentNameOf(code) : 'Tymb';
  const component = lazy(async () => {
    const module = await families[family]();
    const Layout = module[name];
    if (!Layout) throw new Error(`templates: no layout ${name} for ${templateCode}`);
    return { default: Layout };
  });
  loaded.set(code, component);
  return component;
};

/** Ad templates (AD13, AD14) show without the card's chrome. */
export const isAdLayout = (templateCode: string): boolean =>
  layoutFamilies.get(canonicalLayoutCode(templateCode)) === 'ads';
