import type { Executor } from '../../db/schema.ts';
import { playedSessions } from '../../db/tables/sessions.ts';
import { USER_NAME_COLUMNS } from '../../db/users.ts';

/** The room's sessions in `results`: the only ones that count towards the leaderboard. */
export function listResultsSessions(db: Executor, roomId: string) {
  return playedSessions(db).where('sessions.room_id', '=', roomId).execute();
}

// What scoring needs of the given sessions, in three reads however many sessions there are.

export function listVoteLinesWithVoters(db: Executor, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('votes')
    .innerJoin('users', 'users.id', 'votes.voter_id')
    .select([
      'votes.session_id',
      'votes.voter_id',
      'votes.submission_id',
      'votes.vote_type',
      'votes.rank_position',
      'votes.is_downvote',
      'votes.points_allocated',
      'votes.badge',
    ])
    .select(USER_NAME_COLUMNS)
    .where('votes.session_id', 'in', sessionIds)
    .execute();
}

/** Comments on votes: read only for results, never before (docs/rules.md §5). */
export function listVoteComments(db: Executor, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vote_comments')
    .innerJoin('ballots', 'ballots.id', 'vote_comments.ballot_id')
    .select(['vote_comments.submission_id', 'vote_comments.on_downvote', 'vote_comments.body', 'ballots.voter_id'])
    .where('vote_comments.session_id', 'in', sessionIds)
    .execute();
}

/** Downvotes are kept on the ballot (final once cast), not among its replaceable lines. */
export function listDownvotesWithVoters(db: Executor, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ballots')
    .innerJoin('users', 'users.id', 'ballots.voter_id')
    .select(['ballots.session_id', 'ballots.voter_id', 'ballots.downvote_submission_id'])
    .select(USER_NAME_COLUMNS)
    .where('ballots.session_id', 'in', sessionIds)
    .where('ballots.downvote_submission_id', 'is not', null)
    .execute();
}

/** Whether the player has seen this session's reveal (docs/rules.md, 'The reveal and the conversation'). */
export async function hasSeenReveal(db: Executor, sessionId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('reveal_views')
    .select('seen_at')
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers it once; answers whether this call was the first. */
export async function markRevealSeen(db: Executor, sessionId: string, userId: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('reveal_views')
    .values({ session_id: sessionId, user_id: userId, seen_at: now })
    .onConflict((oc) => oc.columns(['session_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
