import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { roomQueries } from '../../../lib/queries/rooms.ts';
import { sessionQueries } from '../../../lib/queries/sessions.ts';
import { usePollInterval } from '../../../stores/connection-store.ts';

/** Polled until the session reaches results, then left alone (docs/rules.md §10). */
export function useResultsSession(id: string) {
  const poll = usePollInterval();
  return useQuery({
    ...sessionQueries.detail(id),
    refetchInterval: (query) => (query.state.data?.status === 'results' ? false : poll),
  });
}

/** Requested only once the session's status is results (docs/rules.md §10). */
export function useSessionResults(id: string, enabled: boolean) {
  return useQuery({ ...readQuery(reads.results(id)), enabled });
}

export function useBadgeConfig(roomId: string, enabled: boolean) {
  return useQuery({ ...roomQueries.badges(roomId), enabled });
}
