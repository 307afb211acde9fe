import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { scrollerOf } from '../../../lib/scroller';

/**
 * True while the top of `area` has reached the bottom of `header` (spec part 1 §2: the sticky
 * state of the category tabs), followed as the shell scrolls.
 */
export const useStuck = (
  area: RefObject<HTMLElement | null>,
  header: () => HTMLElement | null,
): boolean => {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const scroller = scrollerOf(element);
    const check = () => {
      const bottom = header()?.getBoundingClientRect().bottom ?? 0;
      setStuck(element.getBoundingClientRect().top <= bottom + 0.5);
    };
    check();
    scroller.addEventListener('scroll', check, { passive: true });
    return () => scroller.removeEventListener('scroll', check);
  }, [area, header]);
  return stuck;
};
