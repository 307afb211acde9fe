import { useEffect, useState } from 'react';

/** The clock, re-read every `intervalMs` (the countdown's second hand). */
export const useNow = (intervalMs = 1000): number => {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
};
