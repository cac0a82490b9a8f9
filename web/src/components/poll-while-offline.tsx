import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { usePollInterval } from '../stores/connection-store.ts';

/**
 * Polls a screen's query every 3 s while the live connection is down (docs/rules.md §10), as an
 * observer of its own that renders nothing: when the socket joins, or is lost, this renders
 * again, not the screen. A store's change renders at once, in one task: the vote page of 200
 * spent ~30 ms rendering its whole ballot again when the socket went live.
 */
export function PollWhileOffline<T>({
  query,
  until,
}: {
  query: UseQueryOptions<T, Error, T, QueryKey>;
  /** Whether an answer ends the polling for good (the results screen: once the session has results). */
  until?: (data: T) => boolean;
}) {
  const interval = usePollInterval();
  useQuery({
    ...query,
    // Read again at each answer, so the polling stops with the answer that says so.
    refetchInterval: (q) => (until && q.state.data !== undefined && until(q.state.data) ? false : interval),
    // notifyOnChangeProps []: the answers it fetches render the screen's own observer, not this one.
    notifyOnChangeProps: [],
  });
  return null;
}
