import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { preloadLazies } from '../lib/preloadable-lazy.tsx';
import { queryClient } from '../lib/query-client.ts';
import { App } from './app.tsx';
import { holdNotFound, readPageState, restorePageState } from './page-state.ts';
import { prefetchForPage } from './prefetch.ts';
import { routes } from './router.tsx';

const container = document.getElementById('root')!;
const { pathname, search } = window.location;
// A page drawn ahead of the app (on the server, or the prerendered landing) carries its data;
// otherwise the reads index.html started are handed to the cache, beside the route's code.
const state = readPageState(document);
if (state) restorePageState(queryClient, state);
else void prefetchForPage(queryClient, pathname, search);

const router = createBrowserRouter(routes);
const app = <App client={queryClient} router={router} drawnAt={state?.drawnAt} />;
if (state) {
  // The drawn page's 404s are held while it is on screen (app/page-state.ts), until the first move.
  const release = router.subscribe(() => {
    holdNotFound(queryClient, false);
    release();
  });
}

if (state) {
  // Hydrate the drawn page once the code of every lazy part it shows is in: a part still loading
  // would stay server HTML that ignores clicks. As a transition, React hydrates in slices and
  // lets the browser in between.
  void preloadLazies(state.lazies)
    .catch(() => {}) // the route then loads (or fails) as it renders, as without a drawn page
    .then(() =>
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack),
        });
      }),
    );
} else {
  // The first render as a transition: React renders in slices of a few milliseconds and lets the
  // browser in between, instead of holding a phone's main thread for the whole screen (measured
  // with 4× CPU throttling on '/': total blocking time 900–1,450 ms → 380–490 ms). The shell
  // stays on screen until the render is done.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
