import { useQuery } from '@tanstack/react-query';
import { usePollInterval } from '../../../stores/connection-store.ts';
import { getBadgeConfig, getResults, getSession, resultsKeys } from '../api/results-api.ts';

/** Polled until the session reaches results, then left alone (docs/rules.md §10). */
export function useResultsSession(id: string) {
  const poll = usePollInterval();
  return useQuery({
    queryKey: resultsKeys.session(id),
    queryFn: () => getSession(id),
    refetchInterval: (query) => (query.state.data?.status === 'results' ? false : poll),
  });
}

/** Requested only once the session's status is results (docs/rules.md §10). */
export function useSessionResults(id: string, enabled: boolean) {
  return useQuery({ queryKey: resultsKeys.results(id), queryFn: () => getResults(id), enabled });
}

export function useBadgeConfig(roomId: string, enabled: boolean) {
  return useQuery({ queryKey: resultsKeys.badges(roomId), queryFn: () => getBadgeConfig(roomId), enabled });
}
