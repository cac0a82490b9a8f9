import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '../../../lib/queries/sessions.ts';
import { usePollInterval } from '../../../stores/connection-store.ts';

/** One session, for the session pages; polled every 3 seconds unless live (docs/rules.md §10). */
export function useSession(sessionId: string) {
  return useQuery({ ...sessionQueries.detail(sessionId), refetchInterval: usePollInterval() });
}
