import { useQuery } from '@tanstack/react-query';
import { usePollInterval } from '../../../stores/connection-store.ts';
import {
  getBadgeConfig,
  getMyVotes,
  getSession,
  getSubmissions,
  getTokenStatus,
  getVoteAllocation,
  votingKeys,
} from '../api/voting-api.ts';

/** The session; docs/rules.md §10 polls session pages every 3 seconds unless the socket is live. */
export function useVoteSession(id: string) {
  return useQuery({
    queryKey: votingKeys.session(id),
    queryFn: () => getSession(id),
    refetchInterval: usePollInterval(),
  });
}

/** What the ballot needs once voting is open: the submissions, the allocation and one's own votes. */
export function useBallotData(id: string, enabled: boolean) {
  const submissions = useQuery({ queryKey: votingKeys.submissions(id), queryFn: () => getSubmissions(id), enabled });
  const allocation = useQuery({ queryKey: votingKeys.allocation(id), queryFn: () => getVoteAllocation(id), enabled });
  const myVotes = useQuery({ queryKey: votingKeys.myVotes(id), queryFn: () => getMyVotes(id), enabled });
  return { submissions, allocation, myVotes };
}

export function useTokenStatus(roomId: string) {
  return useQuery({ queryKey: votingKeys.tokens(roomId), queryFn: () => getTokenStatus(roomId) });
}

export function useBadgeConfig(roomId: string) {
  return useQuery({ queryKey: votingKeys.badges(roomId), queryFn: () => getBadgeConfig(roomId) });
}
