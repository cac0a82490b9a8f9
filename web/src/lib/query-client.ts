import { QueryClient } from '@tanstack/react-query';

// docs/rules.md §10 data cache: never stale, no refetch on focus, no default polling, no retries.
// Screens that poll (sessions every 3 s) opt in with their own refetchInterval.
// Offline, a read is still asked (the service worker may answer it with the last copy) and a
// write still runs, so lib/api-client.ts refuses it at once instead of it waiting unseen
// (TanStack's default pauses both while the browser says it is offline).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
