import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { roomQueries } from '../../../lib/queries/rooms.ts';
import { sessionQueries } from '../../../lib/queries/sessions.ts';

/**
 * The session. docs/rules.md §10 polls session pages every 3 seconds unless the socket is live:
 * the screen does with PollWhileOffline (components/poll-while-offline.tsx), so the connection's
 * changes do not render the whole ballot again.
 */
export function useVoteSession(id: string) {
  return useQuery(sessionQueries.detail(id));
}

/** What the ballot needs once voting is open: the submissions, the allocation and one's own votes. */
export function useBallotData(id: string, enabled: boolean) {
  const submissions = useQuery({ ...readQuery(reads.submissions(id)), enabled });
  const allocation = useQuery({ ...readQuery(reads.voteAllocation(id)), enabled });
  const myVotes = useQuery({ ...readQuery(reads.myVotes(id)), enabled });
  return { submissions, allocation, myVotes };
}

export function useTokenStatus(roomId: string) {
  return useQuery(readQuery(reads.tokens(roomId)));
}

export function useBadgeConfig(roomId: string) {
  return useQuery(roomQueries.badges(roomId));
}
