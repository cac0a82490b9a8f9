// Vite plugin: the theme's CSS variables as a stylesheet made at build time
// (`import 'virtual:theme.css'`, src/styles.ts), instead of a <style> MantineProvider computes on
// every page load: the app renders MantineProvider with `withCssVariables={false}`
// (app/providers.tsx), as Mantine documents for variables provided by the app itself. The
// stylesheet holds what Mantine's own <style> would: the variables of src/theme.ts and its
// `cssVariablesResolver` that differ from Mantine's defaults (those come with
// @mantine/core/styles/default-css-variables.css), built with Mantine's exported functions.

import {
  type ConvertCSSVariablesInput,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/theme.ts';

const ID = 'virtual:theme.css';
// Vite treats an id ending in .css as a stylesheet; the \0 keeps other plugins off it.
const RESOLVED = '\0virtual:theme.css';

type Section = keyof ConvertCSSVariablesInput;

/** The CSS MantineProvider would put in its <style> for this theme (deduplicated, on :root and :host). */
export function themeCss(): string {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const ours = defaultCssVariablesResolver(full);
  const extra = cssVariablesResolver(full);
  // The variables of each section that differ from Mantine's defaults (already in its stylesheet).
  const changedIn = (section: Section) => {
    const base: Record<string, string> = defaults[section];
    const merged: Record<string, string> = { ...ours[section], ...extra[section] };
    return Object.fromEntries(Object.entries(merged).filter(([name, value]) => base[name] !== value));
  };
  const changed: ConvertCSSVariablesInput = {
    variables: changedIn('variables'),
    light: changedIn('light'),
    dark: changedIn('dark'),
  };
  return `${convertCssVariables(changed)}\n`;
}

export function themeStylesheet(): Plugin {
  return {
    name: 'clipclub-theme-css',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? themeCss() : undefined),
  };
}
