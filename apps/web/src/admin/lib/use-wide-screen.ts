import { useSyncExternalStore } from 'react';

/** antd's `md` breakpoint: from here on the menu is a side bar, below it a drawer. */
const wideQuery = '(min-width: 768px)';

const subscribe = (listener: () => void) => {
  const query = window.matchMedia(wideQuery);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/** Whether the screen is at least a tablet's width, known at the first render. */
export const useWideScreen = (): boolean =>
  useSyncExternalStore(subscribe, () => window.matchMedia(wideQuery).matches);
