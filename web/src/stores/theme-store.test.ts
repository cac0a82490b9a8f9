import { describe, expect, it } from 'vitest';
import { readStoredTheme, useThemeStore } from './theme-store.ts';

describe('theme store', () => {
  it('defaults to dark and ignores unknown stored values', () => {
    expect(readStoredTheme()).toBe('dark');
    window.localStorage.setItem('theme', 'purple');
    expect(readStoredTheme()).toBe('dark');
    window.localStorage.setItem('theme', 'light');
    expect(readStoredTheme()).toBe('light');
  });

  it('toggles, stores under "theme" and marks the page root', () => {
    useThemeStore.getState().setTheme('dark');
    const root = document.documentElement;
    expect(root).toHaveClass('dark');
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');

    useThemeStore.getState().toggleTheme();
    expect(useThemeStore.getState().theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(root).not.toHaveClass('dark');
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');

    useThemeStore.getState().toggleTheme();
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(root).toHaveClass('dark');
  });
});
