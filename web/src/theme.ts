import { type CSSVariablesResolver, createTheme, darken } from '@mantine/core';

// Clip Club: violet to pink, rounded, system fonts (the CSP allows no font hosts).
// Colours hold WCAG 2.2 AA contrast in both schemes (checked by the e2e axe sweep): violet-7
// carries white text at 5.6:1 where violet-6 gave 4.3:1. autoContrast picks black or white text
// on every filled colour; at a luminance threshold of 0.179 (where black and white give the same
// ratio) the chosen one is always at least 4.58:1, where Mantine's 0.3 left white on red at 3.8:1.
// Transitions follow the reader's reduced-motion setting.
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 7, dark: 7 },
  autoContrast: true,
  luminanceThreshold: 0.179,
  respectReducedMotion: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  defaultGradient: { from: 'violet', to: 'pink', deg: 135 },
  headings: { fontWeight: '800' },
  components: {
    // docs/rules.md §10 tooltip timing, for any tooltip a screen adds.
    Tooltip: { defaultProps: { openDelay: 700 } },
    Modal: {
      defaultProps: { centered: true, radius: 'lg', closeButtonProps: { 'aria-label': 'Close dialog' } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // A toast's message under its title is Mantine's gray-6 / dark-2 (3.3:1 and 3.5:1): the
      // app's dimmed reads at 4.5:1 or more in both schemes.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * Mantine's dimmed text (gray-6 on white, dark-2 on dark-6) is about 3.3:1; secondary text must
 * still read at 4.5:1, so dimmed is one step stronger in each scheme, and so are dark links.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    // A field's error text and its value in the error state: Mantine's red-6 on white is 3.3:1,
    // red-9 is 5.5:1.
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
    // Light badges, buttons and alerts: shade 9 on its own tint is 4.3:1 for teal; a fifth darker
    // passes for every colour but yellow (4.0:1 on yellow-1), which takes 30% (5.0:1).
    ...Object.fromEntries(
      Object.entries(t.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], name === 'yellow' ? 0.3 : 0.2),
      ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b8b8',
    // Errors in dark: Mantine's red-8 on dark-6 is 3.0:1, red-4 is 5.9:1.
    '--mantine-color-error': t.colors.red[4] ?? '#ff8787',
    // Links in dark: violet-4 on dark-6 is 4.0:1, violet-3 is 5.5:1.
    '--mantine-color-anchor': t.colors.violet[3] ?? '#b197fc',
  },
});
