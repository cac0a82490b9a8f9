import { useQuery } from '@tanstack/react-query';
import { usePollInterval } from '../../../stores/connection-store.ts';
import { getSession, sessionKeys } from '../api/sessions-api.ts';

/** One session, for the session pages; polled every 3 seconds unless live (docs/rules.md §10). */
export function useSession(sessionId: string) {
  return useQuery({
    queryKey: sessionKeys.detail(sessionId),
    queryFn: () => getSession(sessionId),
    refetchInterval: usePollInterval(),
  });
}
