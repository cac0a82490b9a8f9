import { useQuery } from '@tanstack/react-query';
import { usePollInterval } from '../../../stores/connection-store.ts';
import { getSessions, sessionKeys } from '../api/sessions-api.ts';

/** The room's sessions; docs/rules.md §10 refreshes this list every 3 seconds unless live. */
export function useSessions(roomId: string) {
  return useQuery({
    queryKey: sessionKeys.list(roomId),
    queryFn: () => getSessions(roomId),
    refetchInterval: usePollInterval(),
  });
}
