import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { applyThemeToRoot, useThemeStore } from '../stores/theme-store.ts';
import { cssVariablesResolver, theme } from '../theme.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  // The theme store owns the colour scheme; Mantine follows it.
  const colorScheme = useThemeStore((s) => s.theme);
  useEffect(() => applyThemeToRoot(colorScheme), [colorScheme]);
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} forceColorScheme={colorScheme} cssVariablesResolver={cssVariablesResolver}>
        {/* docs/rules.md §10 toasts: one at a time, 5 s, at most 420px wide from medium screens up. */}
        <Notifications
          limit={1}
          autoClose={5000}
          containerWidth={420}
          position={wide ? 'bottom-right' : 'top-center'}
        />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
