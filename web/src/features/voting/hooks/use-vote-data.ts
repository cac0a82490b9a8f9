import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queries/keys.ts';
import { roomQueries } from '../../../lib/queries/rooms.ts';
import { sessionQueries } from '../../../lib/queries/sessions.ts';
import { usePollInterval } from '../../../stores/connection-store.ts';
import { getMyVotes, getSubmissions, getTokenStatus, getVoteAllocation } from '../api/voting-api.ts';

/** The session; docs/rules.md §10 polls session pages every 3 seconds unless the socket is live. */
export function useVoteSession(id: string) {
  return useQuery({ ...sessionQueries.detail(id), refetchInterval: usePollInterval() });
}

/** What the ballot needs once voting is open: the submissions, the allocation and one's own votes. */
export function useBallotData(id: string, enabled: boolean) {
  const submissions = useQuery({ queryKey: queryKeys.submissions(id), queryFn: () => getSubmissions(id), enabled });
  const allocation = useQuery({
    queryKey: queryKeys.voteAllocation(id),
    queryFn: () => getVoteAllocation(id),
    enabled,
  });
  const myVotes = useQuery({ queryKey: queryKeys.myVotes(id), queryFn: () => getMyVotes(id), enabled });
  return { submissions, allocation, myVotes };
}

export function useTokenStatus(roomId: string) {
  return useQuery({ queryKey: queryKeys.tokens(roomId), queryFn: () => getTokenStatus(roomId) });
}

export function useBadgeConfig(roomId: string) {
  return useQuery(roomQueries.badges(roomId));
}
