import { create } from 'zustand';

export type Theme = 'dark' | 'light';

// docs/rules.md §10: stored in the browser under 'theme', default dark.
// web/index.html repeats this read inline, before the first paint.
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'dark';

export function readStoredTheme(): Theme {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** The page background of each theme, which an installed app's bars take (web/build/pwa.ts). */
export const THEME_BAR_COLOUR: Record<Theme, string> = { dark: '#242424', light: '#ffffff' };

/**
 * Marks the page root: Mantine's attribute, a `dark` class, and the native color-scheme; and
 * gives the browser's bars the theme's colour (index.html's theme-color metas).
 */
export function applyThemeToRoot(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-mantine-color-scheme', theme);
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  for (const meta of root.ownerDocument.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_BAR_COLOUR[theme];
  }
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Private mode or storage full: the choice lasts for this page only.
    }
    applyThemeToRoot(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));
