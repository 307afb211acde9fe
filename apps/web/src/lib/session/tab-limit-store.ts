import { create } from 'zustand';

interface TabLimitState {
  /** Another tab of the site is open: chat keeps its socket closed while this is set. */
  tooManyTabs: boolean;
  setTooManyTabs(tooManyTabs: boolean): void;
}

export const useTabLimit = create<TabLimitState>((set) => ({
  tooManyTabs: false,
  setTooManyTabs: (tooManyTabs) => set({ tooManyTabs }),
}));
