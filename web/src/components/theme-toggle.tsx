import { ActionIcon, Box } from '@mantine/core';
import { useHydrated } from '../lib/use-hydrated.tsx';
import { useThemeStore } from '../stores/theme-store.ts';
import { IconMoon, IconSun } from './icons.tsx';
import classes from './theme-toggle.module.css';

export function ThemeToggle() {
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  // HTML rendered ahead of the app cannot know the stored theme: both icons are drawn and the
  // page's colour-scheme attribute (index.html's inline script sets it) shows the right one;
  // the title, which names the other theme, waits until the app has the page.
  const hydrated = useHydrated();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      onClick={toggleTheme}
      aria-label="Toggle theme"
      title={hydrated ? `Switch to ${next} theme` : undefined}
    >
      <Box component="span" className={classes.icon} lightHidden>
        <IconSun />
      </Box>
      <Box component="span" className={classes.icon} darkHidden>
        <IconMoon />
      </Box>
    </ActionIcon>
  );
}
