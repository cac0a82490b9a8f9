import './styles.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchForPage } from './app/prefetch.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { queryClient } from './lib/query-client.ts';

// The page's data starts now, beside the route's code, not after it.
prefetchForPage(queryClient, window.location.pathname, window.location.search);

// As a transition, React renders the first screen in slices and lets the browser breathe in
// between, instead of one long task a slow phone cannot answer a tap during; the static shell
// in index.html stays on screen meanwhile.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
