import { useEffect, useState } from 'react';

/** The in-category search waits this long after the last keystroke. */
export const subSearchDebounceMs = 300;

/** `value`, once it has stopped changing for `delayMs`. */
export const useDebouncedValue = <T>(value: T, delayMs: number = subSearchDebounceMs): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
