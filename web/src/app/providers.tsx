import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { HydrationState } from '../lib/use-hydrated.tsx';
import { PageDrawnAt } from '../lib/use-now.ts';
import { applyThemeToRoot, useThemeStore } from '../stores/theme-store.ts';
import { theme } from '../theme.ts';

type Props = {
  /** The page's query cache: the browser's one, or a fresh one per page drawn on the server. */
  client: QueryClient;
  /** When the page being hydrated was drawn (lib/use-now.ts); undefined when the app draws it. */
  drawnAt?: number | undefined;
  children: ReactNode;
};

/**
 * Mantine's store of the colour scheme, answered by the theme store. On mount Mantine sets the
 * page's scheme to what its manager holds, and only in a later effect to forceColorScheme: its
 * own manager (another localStorage key, never written) answered 'light', so a dark page could
 * paint a light frame while the app started, and read as light meanwhile.
 */
const themeStoreScheme: MantineColorSchemeManager = {
  get: () => useThemeStore.getState().theme,
  // With forceColorScheme Mantine never changes the scheme itself: the theme store does.
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

export function AppProviders({ client, drawnAt, children }: Props) {
  // The theme store owns the colour scheme; Mantine follows it.
  const colorScheme = useThemeStore((s) => s.theme);
  useEffect(() => applyThemeToRoot(colorScheme), [colorScheme]);

  return (
    <QueryClientProvider client={client}>
      {/* The theme's CSS variables are a stylesheet made at build time (build/theme-css.ts, from
          theme.ts and its cssVariablesResolver), not a <style> computed on every page load. */}
      <MantineProvider
        theme={theme}
        colorSchemeManager={themeStoreScheme}
        forceColorScheme={colorScheme}
        withCssVariables={false}
      >
        <Toasts />
        <HydrationState hydrating={drawnAt !== undefined}>
          <PageDrawnAt value={drawnAt}>{children}</PageDrawnAt>
        </HydrationState>
      </MantineProvider>
    </QueryClientProvider>
  );
}

/** The toast container's code (app/toast-container.tsx), loaded once for the page's life. */
let containerCode: Promise<ComponentType> | undefined;
const loadContainer = () => {
  containerCode ??= import('./toast-container.tsx').then(
    (m) => m.default,
    (error: unknown) => {
      containerCode = undefined; // a failed fetch (offline): tried again online or by the next toast
      throw error;
    },
  );
  return containerCode;
};

/**
 * Mantine's toasts, loaded and mounted when the first toast is shown: the container's code and
 * mount work (its hooks, observers and portal) are no part of the page's start-up, nor a request
 * and a task of its own while the page settles (loaded once the page was idle, it lengthened the
 * room page's Lighthouse TBT 40 → 125–180 ms). The toast, kept by Mantine's store meanwhile,
 * appears once the chunk is in: at once from the service worker's copy, after a fetch before it.
 * `load` fetches the container's code (a test passes one whose fetch fails).
 */
export function Toasts({ load = loadContainer }: { load?: () => Promise<ComponentType> }) {
  const [Container, setContainer] = useState<ComponentType>();
  useEffect(() => {
    if (Container) return;
    let gone = false;
    const show = () => {
      load().then(
        (loaded) => !gone && setContainer(() => loaded),
        // Offline before the service worker kept the chunk: the toast (still in the store) is shown
        // once the connection is back, not only with the next toast.
        () => !gone && window.addEventListener('online', show, { once: true }),
      );
    };
    const unsubscribe = notificationsStore.subscribe(show);
    // A toast shown before this effect ran (a write failing as the page starts).
    if (notificationsStore.getState().notifications.length > 0) show();
    return () => {
      gone = true;
      unsubscribe();
      window.removeEventListener('online', show);
    };
  }, [Container, load]);
  return Container ? <Container /> : null;
}
