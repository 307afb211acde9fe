import { UpOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import { homeRoutes } from '../themes/themes';
import styles from './back-to-top.module.css';

/** Spec part 1 §9: back-to-top shows after 3000 px on home pages, 400 px elsewhere; 450 ms. */
export const backToTop = { homeThreshold: 3000, galleryThreshold: 400, durationMs: 450 } as const;

const trimTrailingSlash = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/** How far the page must scroll before the button shows on this route. */
export const backToTopThreshold = (pathname: string): number =>
  homeRoutes.includes(trimTrailingSlash(pathname))
    ? backToTop.homeThreshold
    : backToTop.galleryThreshold;

const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3;

/**
 * Scrolls `element` to the top in `durationMs` with an ease-out curve, one step per frame;
 * answers a function that stops the animation (e.g. when the user scrolls by hand).
 */
export const animateScrollToTop = (
  element: HTMLElement,
  durationMs: number = backToTop.durationMs,
): (() => void) => {
  const start = element.scrollTop;
  let startedAt: number | null = null;
  let frame = 0;
  const step = (time: number) => {
    startedAt ??= time;
    const progress = Math.min(1, (time - startedAt) / durationMs);
    element.scrollTop = Math.round(start * (1 - easeOutCubic(progress)));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  if (start > 0) frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
};

interface BackToTopProps {
  /** The shell's scrolling element. */
  scrollRef: RefObject<HTMLElement | null>;
}

/** A round button above the tab bar that brings a long page back to its top. */
export function BackToTop({ scrollRef }: BackToTopProps) {
  const { pathname } = useLocation();
  const threshold = backToTopThreshold(pathname);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const update = () => setShown(element.scrollTop > threshold);
    update();
    element.addEventListener('scroll', update, { passive: true });
    return () => element.removeEventListener('scroll', update);
  }, [scrollRef, threshold, pathname]);

  if (!shown) return null;

  return (
    <button
      type="button"
      className={styles.button}
      aria-label="返回顶部"
      onClick={() => {
        if (scrollRef.current) animateScrollToTop(scrollRef.current);
      }}
    >
      <UpOutline aria-hidden />
    </button>
  );
}
