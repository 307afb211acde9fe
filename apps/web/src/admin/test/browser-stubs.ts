import { vi } from 'vitest';

const matches = (query: string, width: number) =>
  [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)].every(([, side, px]) =>
    side === 'min' ? width >= Number(px) : width <= Number(px),
  );

class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const computedStyle = window.getComputedStyle.bind(window);

/**
 * What antd asks of the browser that jsdom lacks: matchMedia (its breakpoints, the console's
 * menu) at a screen `width` (a phone 390 px, a desktop 1280), ResizeObserver, and the computed
 * style of a pseudo-element (the element's own is as good here).
 */
export const stubScreenWidth = (width: number) => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query, width),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  vi.stubGlobal('ResizeObserver', StillResizeObserver);
  vi.stubGlobal('getComputedStyle', (element: Element) => computedStyle(element));
};
