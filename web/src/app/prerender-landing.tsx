// Build-time only (web/build/prerender-landing.ts): the landing page ('/') as a signed-out
// visitor first sees it, rendered to HTML so index.html can paint it before any script runs.
// Same providers, theme and routes as the app (providers.tsx, router.tsx), minus what only
// reacts to the browser (toasts, the theme store: the page's inline script sets the scheme).

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { cssVariablesResolver, theme } from '../theme.ts';
import { routes } from './router.tsx';

export async function renderLanding(): Promise<string> {
  // No data: the user is unknown, so '/' draws the landing and the header its sign-in button.
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const { prelude } = await prerender(
    <QueryClientProvider client={queries}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
    // One piece of plain HTML: a bigger Suspense boundary would otherwise come out of line,
    // with an inline script to put it in place (which the page's CSP rightly refuses).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
