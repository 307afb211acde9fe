import { useEffect } from 'react';
import { bridge } from '../lib/bridge';
import type { NativeBridge } from '../lib/bridge';
import type { RouteGroup } from './route-meta';

/**
 * The status-bar (and `<meta name="theme-color">`) colour of each route group: the colour at the
 * top of that group's header, so the bar continues the header. Colours are CSS values; `var()`
 * reads the stylesheet's custom property (the fallback is used before the styles load).
 */
export const statusBarColors: Readonly<Record<RouteGroup, string>> = {
  // The brand header of the home pages and the tab pages.
  home: 'var(--app-brand, #c8161d)',
  tab: 'var(--app-brand, #c8161d)',
  // The profile header's gradient starts lighter (profile-header.module.css).
  profile: '#e0333a',
  // The auth layout's hero and every PageHeader start at the brand colour.
  auth: 'var(--app-brand, #c8161d)',
  page: 'var(--app-brand, #c8161d)',
  game: 'var(--app-brand, #c8161d)',
  chat: 'var(--app-brand, #c8161d)',
};

const cssVariable = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/;

/** A `var(--x, fallback)` colour as the document has it now; other colours as they are. */
export const resolveColor = (value: string, root: Element = document.documentElement): string => {
  const match = cssVariable.exec(value.trim());
  if (!match) return value;
  const [, name = '', fallback = ''] = match;
  const computed = getComputedStyle(root).getPropertyValue(name).trim();
  return computed || fallback.trim();
};

/** Paints the browser's theme colour and, in the app build, the native status bar. */
export const applyStatusBarColor = (
  color: string,
  doc: Document = document,
  nativeBridge: NativeBridge = bridge,
): void => {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta) meta.content = color;
  if (nativeBridge.isApp) nativeBridge.setStatusBarColor(color);
};

/** Keeps the status bar in the current route group's colour (only changes are sent). */
export const useStatusBarColor = (group: RouteGroup): void => {
  useEffect(() => {
    applyStatusBarColor(resolveColor(statusBarColors[group]));
  }, [group]);
};
