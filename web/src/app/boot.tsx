import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from '../lib/query-client.ts';
import { prefetchForPage } from './prefetch.ts';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

// The page's data started in index.html; this hands it to the query cache, beside the route's code.
prefetchForPage(queryClient, window.location.pathname, window.location.search);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
