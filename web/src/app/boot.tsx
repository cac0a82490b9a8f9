import { startTransition } from 'react';
import { preloadLazies } from '../lib/preloadable-lazy.tsx';
import { queryClient } from '../lib/query-client.ts';
import { holdNotFound, readPageState, restorePageState } from './page-state.ts';
import { prefetchForPage, shellReads } from './prefetch.ts';

// The app starts in several short tasks instead of one long one: on a slow phone evaluating
// React DOM, the app (Mantine, the router, the providers), the route table and the screen's
// code each holds the main thread for tens of milliseconds, and the browser gets to paint and
// handle input between them. Each step is its own dynamic import, fetched at once beside this
// chunk (index.html's inline script preloads them all: web/build/shell-prefetch.ts), so only
// their evaluation is spread out, not their download.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const container = document.getElementById('root')!;
  const { pathname, search } = window.location;
  // A page drawn ahead of the app (on the server, or the prerendered landing) carries its data;
  // otherwise the reads index.html started are handed to the cache, beside the route's code.
  const state = readPageState(document);
  if (state) restorePageState(queryClient, state);
  else void prefetchForPage(queryClient, pathname, search, shellReads());

  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { App } = await import('./app.tsx');
  await nextTask();
  const { createBrowserRouter, routes } = await import('./router.tsx');
  await nextTask();

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
    await preloadLazies(state.lazies).catch(() => {}); // the route then loads (or fails) as it renders
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack),
      });
    });
  } else {
    // The first render as a transition: React renders in slices of a few milliseconds and lets the
    // browser in between, instead of holding a phone's main thread for the whole screen (measured
    // with 4× CPU throttling on '/': total blocking time 900–1,450 ms → 380–490 ms). The shell
    // stays on screen until the render is done.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

void start();
