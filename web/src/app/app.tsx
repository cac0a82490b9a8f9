import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers.tsx';

type Props = {
  client: QueryClient;
  /** The browser's router, or a memory router at the requested URL on the server. */
  router: ReturnType<typeof createBrowserRouter>;
  drawnAt?: number | undefined;
};

/**
 * The whole app. The browser (app/boot.tsx) and the server (app/server-render.tsx) render this
 * same tree, so hydration finds the HTML it would draw itself, down to the ids useId makes
 * from each component's place in the tree.
 */
export function App({ client, router, drawnAt }: Props) {
  return (
    <StrictMode>
      <AppProviders client={client} drawnAt={drawnAt}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
