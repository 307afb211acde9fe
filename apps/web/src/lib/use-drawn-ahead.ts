import { startTransition, useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { scrollerOf, seenBottomOf } from './scroller';

/**
 * How many of `total` items a long list draws: `first` at once, then `step` more per transition
 * while the bottom of the drawn `list` is within `aheadPx` below what the user sees. A phone draws a page
 * of 20 cards as short tasks, and only as far as the user scrolls towards them.
 */
export function useDrawnAhead(
  total: number,
  { first, step, aheadPx }: { first: number; step: number; aheadPx: number },
  list: RefObject<Element | null>,
): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    const element = list.current;
    if (drawn >= total || !element) return;
    const target = scrollerOf(element);
    let drawing: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (drawing !== undefined) return;
      if (element.getBoundingClientRect().bottom - aheadPx > seenBottomOf(target)) return;
      target.removeEventListener('scroll', check);
      drawing = setTimeout(() => startTransition(() => setDrawn(drawn + step)), 0);
    };
    target.addEventListener('scroll', check, { passive: true });
    // Measured in a task of its own, after the frame that drew the last step.
    const first = setTimeout(check, 0);
    return () => {
      target.removeEventListener('scroll', check);
      clearTimeout(first);
      clearTimeout(drawing);
    };
  }, [drawn, total, step, aheadPx, list]);
  return Math.min(drawn, total);
}
