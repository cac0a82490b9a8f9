import { sql } from 'kysely';
import type { Executor } from '../../db/schema.ts';

export function listSubmissionOwners(db: Executor, sessionId: string) {
  return db
    .selectFrom('submissions')
    .select(['id', 'user_id as userId'])
    .where('session_id', '=', sessionId)
    .orderBy('seq')
    .execute();
}

/** For one-vote modes: answers the new ballot's id, or undefined when the voter already has one. */
export async function insertBallotOnce(db: Executor, sessionId: string, voterId: string, now: Date) {
  const row = await db
    .insertInto('ballots')
    .values({ session_id: sessionId, voter_id: voterId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['session_id', 'voter_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * For re-votable modes: creates the ballot or touches the existing one. The conflict update locks
 * the row, so two ballots of one voter are written one after the other, and the second sees the
 * downvote the first committed.
 */
export function upsertBallot(db: Executor, sessionId: string, voterId: string, now: Date) {
  return db
    .insertInto('ballots')
    .values({ session_id: sessionId, voter_id: voterId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['session_id', 'voter_id']).doUpdateSet({ updated_at: now }))
    .returning(['id', 'downvote_submission_id'])
    .executeTakeFirstOrThrow();
}

export function deleteBallotLines(db: Executor, ballotId: string) {
  return db.deleteFrom('votes').where('ballot_id', '=', ballotId).execute();
}

export type NewVoteLine = {
  submissionId: string;
  voteType: 'points' | 'rank' | 'badge';
  rankPosition?: number;
  pointsAllocated?: number;
  badge?: string;
};

export async function insertBallotLines(
  db: Executor,
  ballot: { id: string; sessionId: string; voterId: string; now: Date },
  lines: readonly NewVoteLine[],
) {
  if (lines.length === 0) return;
  await db
    .insertInto('votes')
    .values(
      lines.map((line) => ({
        ballot_id: ballot.id,
        session_id: ballot.sessionId,
        voter_id: ballot.voterId,
        submission_id: line.submissionId,
        vote_type: line.voteType,
        rank_position: line.rankPosition ?? null,
        points_allocated: line.pointsAllocated ?? 0,
        badge: line.badge ?? '',
        created_at: ballot.now,
      })),
    )
    .execute();
}

/**
 * Locks the member rows of everyone a downvote touches, always in user-id order: two voters
 * downvoting each other at once then queue instead of deadlocking.
 */
export function lockMembers(db: Executor, roomId: string, userIds: readonly string[]) {
  return db
    .selectFrom('room_members')
    .select('user_id')
    .where('room_id', '=', roomId)
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .forUpdate()
    .execute();
}

/** Spends one token only if there is one; answers the count left, or undefined when none was left. */
export async function spendToken(db: Executor, roomId: string, userId: string) {
  const row = await db
    .updateTable('room_members')
    .set({ token_count: sql`token_count - 1` })
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .where('token_count', '>', 0)
    .returning('token_count')
    .executeTakeFirst();
  return row?.token_count;
}

/** The revenge token; a submitter who has left the room gets nothing (no row to update). */
export function giveToken(db: Executor, roomId: string, userId: string) {
  return db
    .updateTable('room_members')
    .set({ token_count: sql`token_count + 1` })
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .execute();
}

export async function tokenCount(db: Executor, roomId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('room_members')
    .select('token_count')
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.token_count ?? 0;
}

export function setBallotDownvote(db: Executor, ballotId: string, submissionId: string) {
  return db.updateTable('ballots').set({ downvote_submission_id: submissionId }).where('id', '=', ballotId).execute();
}

/** The voter's own ballot: its lines, its comments and, kept on the ballot itself, its downvote. */
export async function findOwnBallot(db: Executor, sessionId: string, voterId: string) {
  const ballot = await db
    .selectFrom('ballots')
    .select(['id', 'downvote_submission_id'])
    .where('session_id', '=', sessionId)
    .where('voter_id', '=', voterId)
    .executeTakeFirst();
  if (!ballot) return undefined;
  const lines = await db
    .selectFrom('votes')
    .innerJoin('submissions', 'submissions.id', 'votes.submission_id')
    .select(['votes.submission_id', 'votes.vote_type', 'votes.rank_position', 'votes.points_allocated', 'votes.badge'])
    .where('votes.ballot_id', '=', ballot.id)
    .orderBy('submissions.seq')
    .orderBy('votes.rank_position')
    .orderBy('votes.badge')
    .execute();
  const comments = await listBallotComments(db, ballot.id);
  return { downvoteSubmissionId: ballot.downvote_submission_id, lines, comments };
}

/** Stores a ballot's comments; callers first clear the ones a re-vote replaces. */
export async function insertComments(
  db: Executor,
  ballot: { id: string; sessionId: string; now: Date },
  comments: ReadonlyArray<{ submissionId: string; onDownvote: boolean; body: string }>,
) {
  if (comments.length === 0) return;
  await db
    .insertInto('vote_comments')
    .values(
      comments.map((c) => ({
        ballot_id: ballot.id,
        session_id: ballot.sessionId,
        submission_id: c.submissionId,
        on_downvote: c.onDownvote,
        body: c.body,
        created_at: ballot.now,
      })),
    )
    .execute();
}

/** Clears the comments on the ballot's lines, or (onDownvote) the one on its downvote. */
export function deleteComments(db: Executor, ballotId: string, onDownvote: boolean) {
  return db
    .deleteFrom('vote_comments')
    .where('ballot_id', '=', ballotId)
    .where('on_downvote', '=', onDownvote)
    .execute();
}

/** The comments of one ballot, read back only by its own voter. */
export function listBallotComments(db: Executor, ballotId: string) {
  return db
    .selectFrom('vote_comments')
    .select(['submission_id', 'on_downvote', 'body'])
    .where('ballot_id', '=', ballotId)
    .execute();
}
