import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { HydrationState } from '../lib/use-hydrated.tsx';
import { PageDrawnAt } from '../lib/use-now.ts';
import { applyThemeToRoot, useThemeStore } from '../stores/theme-store.ts';
import { cssVariablesResolver, theme } from '../theme.ts';

type Props = {
  /** The page's query cache: the browser's one, or a fresh one per page drawn on the server. */
  client: QueryClient;
  /** When the page being hydrated was drawn (lib/use-now.ts); undefined when the app draws it. */
  drawnAt?: number | undefined;
  children: ReactNode;
};

export function AppProviders({ client, drawnAt, children }: Props) {
  // The theme store owns the colour scheme; Mantine follows it.
  const colorScheme = useThemeStore((s) => s.theme);
  useEffect(() => applyThemeToRoot(colorScheme), [colorScheme]);
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} forceColorScheme={colorScheme} cssVariablesResolver={cssVariablesResolver}>
        {/* docs/rules.md §10 toasts: one at a time, 5 s, at most 420px wide from medium screens up. */}
        <Notifications
          limit={1}
          autoClose={5000}
          containerWidth={420}
          position={wide ? 'bottom-right' : 'top-center'}
        />
        <HydrationState hydrating={drawnAt !== undefined}>
          <PageDrawnAt value={drawnAt}>{children}</PageDrawnAt>
        </HydrationState>
      </MantineProvider>
    </QueryClientProvider>
  );
}
