import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items a long list draws now: `first` at once, then `step` more per
 * transition until all are drawn. A phone draws a page of 20 cards as several short tasks
 * instead of one long one, and the first cards show without waiting for the rest.
 */
export function useStepwiseCount(total: number, first: number, step: number): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => startTransition(() => setDrawn(drawn + step)), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, step]);
  return Math.min(drawn, total);
}
