import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebBridge } from '../lib/bridge';
import type { NativeBridge } from '../lib/bridge';
import { applyStatusBarColor, resolveColor, statusBarColors } from './status-bar-color';

const themeColorMeta = () => {
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = '#000000';
  document.head.append(meta);
  return meta;
};

afterEach(() => {
  document.head.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.remove());
  document.documentElement.style.removeProperty('--app-brand');
});

describe('status-bar colours', () => {
  it('has a colour for every route group, and the profile’s differs from the brand', () => {
    expect(Object.keys(statusBarColors).sort()).toEqual(
      ['auth', 'chat', 'game', 'home', 'page', 'profile', 'tab'].sort(),
    );
    expect(resolveColor(statusBarColors.profile)).toBe('#e0333a');
    expect(resolveColor(statusBarColors.home)).toBe('#c8161d');
  });

  it('reads a CSS variable from the document, and its fallback before the styles load', () => {
    expect(resolveColor('var(--app-brand, #c8161d)')).toBe('#c8161d');
    document.documentElement.style.setProperty('--app-brand', '#123456');
    expect(resolveColor('var(--app-brand, #c8161d)')).toBe('#123456');
    expect(resolveColor('#ffffff')).toBe('#ffffff');
  });

  it('paints the theme-color meta on the web, without bothering a native shell', () => {
    const meta = themeColorMeta();
    const bridge = { ...createWebBridge(window), setStatusBarColor: vi.fn() };

    applyStatusBarColor('#e0333a', document, bridge);

    expect(meta.content).toBe('#e0333a');
    expect(bridge.setStatusBarColor).not.toHaveBeenCalled();
  });

  it('also sets the native status bar in the app build', () => {
    const meta = themeColorMeta();
    const setStatusBarColor = vi.fn();
    const bridge: NativeBridge = { ...createWebBridge(window), isApp: true, setStatusBarColor };

    applyStatusBarColor('#c8161d', document, bridge);

    expect(meta.content).toBe('#c8161d');
    expect(setStatusBarColor).toHaveBeenCalledWith('#c8161d');
  });
});
