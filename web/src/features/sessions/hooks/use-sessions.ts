import { LIMITS } from '@clipclub/protocol/http/common';
import { useQuery } from '@tanstack/react-query';
import { getSessions, sessionKeys } from '../api/sessions-api.ts';

/** The room's sessions; product-spec §4 refreshes this list every 3 seconds. */
export function useSessions(roomId: string) {
  return useQuery({
    queryKey: sessionKeys.list(roomId),
    queryFn: () => getSessions(roomId),
    refetchInterval: LIMITS.pollIntervalMs,
  });
}
