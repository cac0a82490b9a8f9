import { QueryClient } from '@tanstack/react-query';

// docs/rules.md §10 data cache: never stale, no refetch on focus, no default polling, no retries.
// Screens that poll (sessions every 3 s) opt in with their own refetchInterval.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
