import type { SessionResults } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import { ConflictError } from '../../lib/errors.ts';
import { countMembers } from '../rooms/access.ts';
import { scoreSession } from '../scoring/index.ts';
import { requireSessionMember } from '../sessions/access.ts';
import { loadSessionVotes } from './scoring-input.ts';

export const SESSION_NOT_FOUND = 'Session not found';
export const RESULTS_NOT_READY = 'Results are available once voting has ended';

export function createResultsService({ db }: { db: Database }) {
  return {
    /** Scored on every read from the stored votes, so results can never drift from the ballots. */
    async sessionResults(userId: string, sessionId: string): Promise<SessionResults> {
      const session = await requireSessionMember(db, sessionId, userId);
      if (session.status !== 'results') throw new ConflictError(RESULTS_NOT_READY);
      const loaded = await loadSessionVotes(db, [sessionId]);
      const { submissions, votes } = loaded.get(sessionId) ?? { submissions: [], votes: [] };
      // Sessions that reached results before the count was kept fall back to today's members.
      const memberCount = session.members_at_results ?? (await countMembers(db, session.room_id));
      return { sessionId, ...scoreSession(session.voting_mode, { sessionId, submissions, votes, memberCount }) };
    },
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
