import { createTheme } from '@mantine/core';

// Clip Club: violet to pink, rounded, system fonts (the CSP allows no font hosts).
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  defaultGradient: { from: 'violet', to: 'pink', deg: 135 },
  headings: { fontWeight: '800' },
  components: {
    // product-spec §9 tooltip timing, for any tooltip a screen adds.
    Tooltip: { defaultProps: { openDelay: 700 } },
    Modal: {
      defaultProps: { centered: true, radius: 'lg' },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
  },
});
