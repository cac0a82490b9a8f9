import type { Session } from '@clipclub/protocol/http/sessions';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../lib/queries/read-query.ts';
import { reads } from '../../../lib/queries/reads.ts';
import { roomQueries } from '../../../lib/queries/rooms.ts';
import { sessionQueries } from '../../../lib/queries/sessions.ts';

/**
 * The session. docs/rules.md §10 polls it until it reaches results, unless the socket is live:
 * the screen does with PollWhileOffline (components/poll-while-offline.tsx), so the connection's
 * changes do not render the results again (a room of 200's took ~0.5 s at 4× CPU going live).
 */
export function useResultsSession(id: string) {
  return useQuery(sessionQueries.detail(id));
}

/** The results screen's poller stops once the session has its results. */
export const hasResults = (session: Session) => session.status === 'results';

/** Requested only once the session's status is results (docs/rules.md §10). */
export function useSessionResults(id: string, enabled: boolean) {
  return useQuery({ ...readQuery(reads.results(id)), enabled });
}

export function useBadgeConfig(roomId: string, enabled: boolean) {
  return useQuery({ ...roomQueries.badges(roomId), enabled });
}
