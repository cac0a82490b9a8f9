import type { SessionResults } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import { countMembers } from '../../db/tables/room-members.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError } from '../../lib/errors.ts';
import { scoreSession } from '../scoring/index.ts';
import { requireSessionMember } from '../sessions/access.ts';
import { hasSeenReveal, markRevealSeen } from './queries.ts';
import { loadSessionVotes } from './scoring-input.ts';

export const SESSION_NOT_FOUND = 'Session not found';
export const RESULTS_NOT_READY = 'Results are available once voting has ended';

type Deps = {
  db: Database;
  clock: Clock;
  /**
   * A player's own answer changed without a room write (they saw the reveal): their polled
   * results must not be answered 304 from the tag they read before (realtime/conditional-get.ts).
   */
  onPlayerViewChanged?: (roomId: string) => Promise<unknown>;
};

export function createResultsService({ db, clock, onPlayerViewChanged = async () => {} }: Deps) {
  return {
    /** Scored on every read from the stored votes, so results can never drift from the ballots. */
    async sessionResults(userId: string, sessionId: string): Promise<SessionResults> {
      const session = await requireSessionMember(db, sessionId, userId);
      if (session.status !== 'results') throw new ConflictError(RESULTS_NOT_READY);
      const [loaded, revealSeen] = await Promise.all([
        loadSessionVotes(db, [sessionId]),
        hasSeenReveal(db, sessionId, userId),
      ]);
      const { submissions, votes, voterIds } = loaded.get(sessionId) ?? { submissions: [], votes: [], voterIds: [] };
      // Sessions that reached results before the count was kept fall back to today's members.
      const memberCount = session.members_at_results ?? (await countMembers(db, session.room_id));
      return {
        sessionId,
        ...scoreSession(session.voting_mode, {
          sessionId,
          submissions,
          votes,
          memberCount,
          highStakes: session.high_stakes,
          voterIds,
        }),
        revealSeen,
      };
    },

    /** The player saw the reveal (on the results page or the host's, in the watch party). 409 before results. */
    async markRevealSeen(userId: string, sessionId: string): Promise<void> {
      const session = await requireSessionMember(db, sessionId, userId);
      if (session.status !== 'results') throw new ConflictError(RESULTS_NOT_READY);
      if (await markRevealSeen(db, sessionId, userId, clock.now())) await onPlayerViewChanged(session.room_id);
    },
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
