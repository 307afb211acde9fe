import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RefObject, TouchEvent } from 'react';
import { matchesMedia, prefersReducedMotion } from '../lib/platform';

// A phone's tap sends a mouseenter and no mouseleave until the next tap elsewhere: a tapped banner
// would stop the autoplay for good. Only a device that can hover holds it by hovering.
const canHover = (): boolean => matchesMedia('(hover: hover)') ?? true;

const onVisibilityChange = (notify: () => void) => {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
};
const pageVisible = (): boolean => document.visibilityState === 'visible';

/** The slide filling the track now: snap points are one track width apart. */
const slideAt = (track: HTMLElement): number =>
  track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;

export interface SnapCarousel {
  /** The scroll-snapping track; its children are the slides, each one track width wide. */
  trackRef: RefObject<HTMLDivElement | null>;
  /** The slide in view, as the scroll position says once it comes to rest. */
  active: number;
  /** For the carousel's frame: the pointer over it or a finger on it holds the autoplay. */
  holdHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onTouchStart: () => void;
    onTouchEnd: (event: TouchEvent) => void;
    onTouchCancel: (event: TouchEvent) => void;
  };
}

/**
 * A carousel the browser scrolls (CSS scroll snap): the finger swipes natively, the autoplay asks
 * for a smooth scroll every `intervalMs`, and nothing of ours runs while the slides move.
 */
export const useSnapCarousel = (count: number, intervalMs: number): SnapCarousel => {
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [pointerOver, setPointerOver] = useState(false);
  const [fingerOn, setFingerOn] = useState(false);
  const visible = useSyncExternalStore(onVisibilityChange, pageVisible);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const settle = () => setActive(slideAt(track));
    // A kept page comes back from display: none at whatever position the browser gives it.
    settle();
    // WebViews without scrollend report every scrolled frame instead: the same answer, more often.
    const event = 'onscrollend' in window ? 'scrollend' : 'scroll';
    track.addEventListener(event, settle, { passive: true });
    return () => track.removeEventListener(event, settle);
  }, [count]);

  const held = pointerOver || fingerOn;
  useEffect(() => {
    const track = trackRef.current;
    if (!track || count < 2 || held || !visible || prefersReducedMotion()) return;
    // The loop rewinds from the last slide to the first in one smooth scroll. A clone of the
    // first slide at the end (then a jump without animation) would need to know when the scroll
    // has come to rest, which scrollend does not tell every WebView we serve; it would also put a
    // second copy of the first banner in front of readers and under the finger.
    const timer = setInterval(() => {
      const next = (slideAt(track) + 1) % count;
      track.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [count, held, visible, intervalMs]);

  const lift = (event: TouchEvent) => setFingerOn(event.touches.length > 0);
  const holdHandlers = {
    onMouseEnter: () => {
      if (canHover()) setPointerOver(true);
    },
    onMouseLeave: () => setPointerOver(false),
    onTouchStart: () => setFingerOn(true),
    onTouchEnd: lift,
    onTouchCancel: lift,
  };

  return { trackRef, active: Math.min(active, count - 1), holdHandlers };
};
