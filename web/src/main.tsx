import './styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchForPage } from './app/prefetch.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { queryClient } from './lib/query-client.ts';

// The page's data starts now, beside the route's code, not after it.
prefetchForPage(queryClient, window.location.pathname, window.location.search);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
