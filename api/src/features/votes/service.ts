import { LIMITS, type VoteAllocation, type VoteRecord } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import { othersCount, perSubmissionCap, voteAllocation } from '../scoring/allocation.ts';
import { checkComments } from '../scoring/ballot-comments.ts';
import type { BallotInput, PointRules } from '../scoring/types.ts';
import { validateBallot } from '../scoring/validate-ballot.ts';
import { requireSessionMember } from '../sessions/access.ts';
import { displayOrder } from '../sessions/display-order.ts';
import type { SessionEvents } from '../sessions/session-events.ts';
import * as q from './queries.ts';
import {
  type BallotOf,
  type WriteContext,
  writeAppreciation,
  writeClassic,
  writeGrudge,
  writeRanked,
} from './write-ballot.ts';

type Deps = { db: Database; events: SessionEvents; clock: Clock };
type Mode = BallotInput['mode'];

export const SESSION_NOT_FOUND = 'Session not found';
export const VOTING_NOT_OPEN = 'Voting is not open for this session';

/** The session's own points rules: copied onto it once started, the room's until then. */
function pointRules(session: { points_per_ballot: number; per_video_cap: number }): PointRules {
  return { pointsPerBallot: session.points_per_ballot, perVideoCap: session.per_video_cap };
}

export function createVoteService({ db, events, clock }: Deps) {
  const sessionFor = (executor: Database, sessionId: string, userId: string, lock = false) =>
    requireSessionMember(executor, sessionId, userId, { lock });

  /**
   * One ballot, one transaction: the session is re-read under a share lock (so voting cannot
   * close half-way), the ballot is checked against the rules of docs/rules.md §5, and the mode's
   * writer stores it. Everyone in the room hears who has voted only after the commit, through
   * the session events, whose failure never fails the stored ballot.
   */
  async function cast<M extends Mode, R>(
    userId: string,
    sessionId: string,
    input: Extract<BallotInput, { mode: M }>,
    write: (trx: Database, context: WriteContext<M>) => Promise<R>,
  ): Promise<R> {
    const { result, roomId } = await db.transaction().execute(async (trx) => {
      const session = await sessionFor(trx, sessionId, userId, true);
      if (session.status !== 'voting') throw new ConflictError(VOTING_NOT_OPEN);
      const submissions = await q.listSubmissionOwners(trx, sessionId);
      const check = validateBallot(session.voting_mode, input, {
        voterId: userId,
        submissions,
        rules: pointRules(session),
      });
      if (!check.ok) throw new BadRequestError(check.message);
      // validateBallot accepts only a ballot of the room's mode, which is the input's mode M.
      const ballot = check.ballot as BallotOf<M>;
      const commented = checkComments(ballot, input.comments ?? []);
      if (!commented.ok) throw new BadRequestError(commented.message);
      const { comments } = commented;
      const result = await write(trx, { session, submissions, voterId: userId, ballot, comments, now: clock.now() });
      return { result, roomId: session.room_id };
    });
    await events.votesProgress(roomId, sessionId);
    return result;
  }

  return {
    async allocation(userId: string, sessionId: string): Promise<VoteAllocation> {
      const session = await sessionFor(db, sessionId, userId);
      const others = othersCount(userId, await q.listSubmissionOwners(db, sessionId));
      const rules = pointRules(session);
      return {
        votingMode: session.voting_mode,
        voteAllocation: voteAllocation(session.voting_mode, others, rules),
        perSubmissionCap: perSubmissionCap(session.voting_mode, others, rules),
      };
    },

    async myVotes(userId: string, sessionId: string): Promise<VoteRecord[]> {
      await sessionFor(db, sessionId, userId);
      const ballot = await q.findOwnBallot(db, sessionId, userId);
      if (!ballot) return [];
      // In the session's display order, never submission order: a full ballot read back by seq
      // would rank the videos by when they were sent, which the progress events reveal.
      const lines = displayOrder(
        sessionId,
        ballot.lines.map((line) => ({ ...line, id: line.submission_id })),
      );
      const commentOn = (submissionId: string, onDownvote: boolean) =>
        ballot.comments.find((c) => c.submission_id === submissionId && c.on_downvote === onDownvote)?.body ?? null;
      const records: VoteRecord[] = lines.map((line) => ({
        submissionId: line.submission_id,
        voteType: line.vote_type,
        rankPosition: line.rank_position,
        isDownvote: 0,
        pointsAllocated: line.points_allocated,
        badge: line.vote_type === 'badge' ? line.badge : null,
        comment: commentOn(line.submission_id, false),
      }));
      if (ballot.downvoteSubmissionId) {
        records.push({
          submissionId: ballot.downvoteSubmissionId,
          voteType: 'downvote',
          rankPosition: null,
          isDownvote: 1,
          pointsAllocated: -LIMITS.downvotePenalty,
          badge: null,
          comment: commentOn(ballot.downvoteSubmissionId, true),
        });
      }
      return records;
    },

    classic: (userId: string, sessionId: string, ballot: Extract<BallotInput, { mode: 'classic' }>) =>
      cast(userId, sessionId, ballot, writeClassic),
    ranked: (userId: string, sessionId: string, ballot: Extract<BallotInput, { mode: 'ranked_choice' }>) =>
      cast(userId, sessionId, ballot, writeRanked),
    grudge: (userId: string, sessionId: string, ballot: Extract<BallotInput, { mode: 'grudge_match' }>) =>
      cast(userId, sessionId, ballot, writeGrudge),
    appreciation: (userId: string, sessionId: string, ballot: Extract<BallotInput, { mode: 'appreciation_station' }>) =>
      cast(userId, sessionId, ballot, writeAppreciation),
  };
}
export type VoteService = ReturnType<typeof createVoteService>;
