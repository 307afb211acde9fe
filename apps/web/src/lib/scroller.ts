/** The id of the shell's scrolling element, for code that cannot get the shell's ref. */
export const appScrollId = 'app-scroll';

/** What scrolls `element`: the shell's content area, or the window outside the shell. */
export const scrollerOf = (element: Element): HTMLElement | Window =>
  element.closest<HTMLElement>(`#${appScrollId}`) ?? window;

/** The bottom edge, in the viewport, of what the user sees in `scroller`. */
export const seenBottomOf = (scroller: HTMLElement | Window): number =>
  scroller instanceof HTMLElement ? scroller.getBoundingClientRect().bottom : scroller.innerHeight;
