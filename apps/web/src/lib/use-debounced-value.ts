import { useEffect, useState } from 'react';

/** Typing is taken as done this long after the last keystroke (searches, uniqueness checks). */
export const typingDebounceMs = 300;

/** `value`, once it has stopped changing for `delayMs`. */
export const useDebouncedValue = <T>(value: T, delayMs: number = typingDebounceMs): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
