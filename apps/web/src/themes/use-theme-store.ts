import { defaultTheme } from '@lottery/contracts';
import type { ThemeName } from '@lottery/contracts';
import { create } from 'zustand';

interface ThemeState {
  name: ThemeName;
  setTheme: (name: ThemeName) => void;
}

/** The active theme; theme4 until the server's published config says otherwise. */
export const useThemeStore = create<ThemeState>()((set) => ({
  name: defaultTheme,
  setTheme: (name) => set({ name }),
}));
