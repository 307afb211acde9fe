/** Whether the browser matches a media query; undefined where it cannot say (no matchMedia). */
export const matchesMedia = (query: string): boolean | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : undefined;

/** The reader asked the system for less motion. */
export const prefersReducedMotion = (): boolean =>
  matchesMedia('(prefers-reduced-motion: reduce)') ?? false;
