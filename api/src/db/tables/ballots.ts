import type { Executor } from '../schema.ts';

// Reads of ballots that several features need.

/** Who cast a ballot in each session (a ballot giving nothing is still a vote: high stakes). */
export function listBallotVoters(db: Executor, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('ballots').select(['session_id', 'voter_id']).where('session_id', 'in', sessionIds).execute();
}
