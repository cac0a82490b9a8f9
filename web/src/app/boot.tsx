import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from '../lib/query-client.ts';
import { prefetchForPage } from './prefetch.ts';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

// The page's data started in index.html; this hands it to the query cache, beside the route's code.
prefetchForPage(queryClient, window.location.pathname, window.location.search);

// The first render as a transition: React renders in slices of a few milliseconds and lets the
// browser in between, instead of holding a phone's main thread for the whole screen (measured
// with 4× CPU throttling on '/': total blocking time 900–1,450 ms → 380–490 ms). The page's
// HTML (shell or prerendered landing) stays on screen until the render is done.
const container = document.getElementById('root')!;

/** HTML rendered ahead of the app comes inert (build/prerender-landing.ts); the app lifts it once drawn. */
function TakeOverPage() {
  useEffect(() => container.removeAttribute('inert'), []);
  return null;
}

const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
      <TakeOverPage />
    </StrictMode>,
  ),
);
