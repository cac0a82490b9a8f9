import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { BallotComment, ValidBallot } from '../scoring/types.ts';
import type { SessionForMember } from '../sessions/access.ts';
import * as q from './queries.ts';

// How each mode turns a validated ballot into rows. All run inside the caller's transaction, so
// the ballot, its lines and any token moves commit together or not at all.

export type BallotOf<M extends ValidBallot['mode']> = Extract<ValidBallot, { mode: M }>;
export type WriteContext<M extends ValidBallot['mode']> = {
  session: SessionForMember;
  submissions: ReadonlyArray<{ id: string; userId: string }>;
  voterId: string;
  ballot: BallotOf<M>;
  /** checked against the ballot by checkComments */
  comments: readonly BallotComment[];
  now: Date;
};
type Trx = Kysely<DB>;

export const ALREADY_VOTED = 'You have already voted in this session';
export const NO_TOKENS = 'No downvote tokens left';
export const DOWNVOTE_FINAL = 'Your downvote is final: you already downvoted another submission in this session';

// The unique (session_id, voter_id) ballot is what refuses a second vote, even when two race.
async function newBallotOrConflict(
  trx: Trx,
  c: Pick<WriteContext<ValidBallot['mode']>, 'session' | 'voterId' | 'now'>,
) {
  const id = await q.insertBallotOnce(trx, c.session.id, c.voterId, c.now);
  if (id === undefined) throw new ConflictError(ALREADY_VOTED);
  return { id, sessionId: c.session.id, voterId: c.voterId, now: c.now };
}

export async function writeClassic(trx: Trx, c: WriteContext<'classic'>) {
  const ballot = await newBallotOrConflict(trx, c);
  const lines = c.ballot.points.map((p) => ({
    submissionId: p.submissionId,
    voteType: 'points' as const,
    pointsAllocated: p.points,
  }));
  await q.insertBallotLines(trx, ballot, lines);
  await q.insertComments(trx, ballot, c.comments);
  return { pointsGiven: lines.reduce((sum, l) => sum + l.pointsAllocated, 0), submissionsVoted: lines.length };
}

export async function writeAppreciation(trx: Trx, c: WriteContext<'appreciation_station'>) {
  const ballot = await newBallotOrConflict(trx, c);
  const lines = c.ballot.badges.map((b) => ({
    submissionId: b.submissionId,
    voteType: 'badge' as const,
    badge: b.badge,
  }));
  await q.insertBallotLines(trx, ballot, lines);
  await q.insertComments(trx, ballot, c.comments);
  return { totalBadgesGiven: lines.length, submissionsBadged: new Set(lines.map((l) => l.submissionId)).size };
}

// A re-vote replaces the comments with the lines they sit on: one left out (or blank) is gone.
async function replaceComments(
  trx: Trx,
  ballotId: string,
  c: Pick<WriteContext<ValidBallot['mode']>, 'session' | 'comments' | 'now'>,
  onDownvote: boolean,
) {
  await q.deleteComments(trx, ballotId, onDownvote);
  const comments = c.comments.filter((comment) => comment.onDownvote === onDownvote);
  await q.insertComments(trx, { id: ballotId, sessionId: c.session.id, now: c.now }, comments);
}

/** A re-vote replaces the earlier ranking; the stored points are the rank points, K − r + 1. */
export async function writeRanked(trx: Trx, c: WriteContext<'ranked_choice'>) {
  const row = await q.upsertBallot(trx, c.session.id, c.voterId, c.now);
  const k = c.ballot.ranks.length;
  await q.deleteBallotLines(trx, row.id);
  await q.insertBallotLines(
    trx,
    { id: row.id, sessionId: c.session.id, voterId: c.voterId, now: c.now },
    c.ballot.ranks.map((r) => ({
      submissionId: r.submissionId,
      voteType: 'rank' as const,
      rankPosition: r.rank,
      pointsAllocated: k - r.rank + 1,
    })),
  );
  await replaceComments(trx, row.id, c, false);
  return { submissionsRanked: k };
}

/**
 * A re-vote replaces the points. The downvote lives on the ballot and is final once cast: a later
 * ballot naming the same target (the vote screen pre-fills it) or none keeps it; one naming
 * another target is refused. Casting it spends a token only if one is left and gives the target's
 * submitter a revenge token.
 */
export async function writeGrudge(trx: Trx, c: WriteContext<'grudge_match'>) {
  const row = await q.upsertBallot(trx, c.session.id, c.voterId, c.now);
  const roomId = c.session.room_id;
  const requested = c.ballot.downvoteSubmissionId;
  const existing = row.downvote_submission_id;
  let tokensRemaining: number | undefined;

  if (requested !== null && existing !== null && requested !== existing) throw new ConflictError(DOWNVOTE_FINAL);
  if (requested !== null && existing === null) {
    const target = c.submissions.find((s) => s.id === requested);
    if (!target) throw new Error('validated downvote target is missing');
    await q.lockMembers(trx, roomId, [c.voterId, target.userId]);
    tokensRemaining = await q.spendToken(trx, roomId, c.voterId);
    if (tokensRemaining === undefined) throw new ConflictError(NO_TOKENS);
    await q.giveToken(trx, roomId, target.userId);
    await q.setBallotDownvote(trx, row.id, requested);
  }

  await q.deleteBallotLines(trx, row.id);
  await q.insertBallotLines(
    trx,
    { id: row.id, sessionId: c.session.id, voterId: c.voterId, now: c.now },
    c.ballot.points.map((p) => ({
      submissionId: p.submissionId,
      voteType: 'points' as const,
      pointsAllocated: p.points,
    })),
  );
  await replaceComments(trx, row.id, c, false);
  // The downvote's comment changes only with a ballot that names the downvote (again).
  if (requested !== null) await replaceComments(trx, row.id, c, true);
  return {
    downvoteUsed: (existing ?? requested) !== null,
    tokensRemaining: tokensRemaining ?? (await q.tokenCount(trx, roomId, c.voterId)),
  };
}
