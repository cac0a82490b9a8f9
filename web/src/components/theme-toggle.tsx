import { ActionIcon } from '@mantine/core';
import { useThemeStore } from '../stores/theme-store.ts';
import { IconMoon, IconSun } from './icons.tsx';

export function ThemeToggle() {
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      onClick={toggleTheme}
      aria-label="Toggle theme"
      title={`Switch to ${next} theme`}
    >
      {theme === 'dark' ? <IconSun /> : <IconMoon />}
    </ActionIcon>
  );
}
