import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { listBallotVoters } from '../../db/tables/ballots.ts';
import { listSubmissionsWithSubmitter } from '../../db/tables/submissions.ts';
import { userName } from '../../db/users.ts';
import type { ScoringSubmission, VoteLine } from '../scoring/types.ts';
import * as q from './queries.ts';

export type SessionVotes = { submissions: ScoringSubmission[]; votes: VoteLine[]; voterIds: string[] };

const nameOf = (u: {
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}) => userName(u);

/**
 * Reads what the scoring modules need for each given session: its submissions with their
 * submitters, and its vote lines with their voters, each ballot's downvote turned into a line.
 */
export async function loadSessionVotes(db: Kysely<DB>, sessionIds: readonly string[]) {
  const bySession = new Map<string, SessionVotes>(
    sessionIds.map((id) => [id, { submissions: [], votes: [], voterIds: [] }]),
  );
  const [submissions, lines, downvotes, comments, voters] = await Promise.all([
    listSubmissionsWithSubmitter(db, sessionIds),
    q.listVoteLinesWithVoters(db, sessionIds),
    q.listDownvotesWithVoters(db, sessionIds),
    q.listVoteComments(db, sessionIds),
    listBallotVoters(db, sessionIds),
  ]);
  for (const v of voters) bySession.get(v.session_id)?.voterIds.push(v.voter_id);
  // Ballot ids are unique per session, so voter + video + downvote names one comment.
  const commentKey = (voterId: string, submissionId: string, onDownvote: boolean) =>
    `${voterId} ${submissionId} ${onDownvote}`;
  const commentOf = new Map(comments.map((c) => [commentKey(c.voter_id, c.submission_id, c.on_downvote), c.body]));
  const comment = (voterId: string, submissionId: string, onDownvote: boolean) =>
    commentOf.get(commentKey(voterId, submissionId, onDownvote)) ?? null;

  for (const s of submissions) {
    bySession.get(s.session_id)?.submissions.push({
      id: s.id,
      userId: s.user_id,
      userName: nameOf(s),
      userImage: s.profile_image_url,
      videoTitle: s.title,
      thumbnail: s.thumbnail,
      commentary: s.commentary,
      videoUrl: s.youtube_url,
      seq: Number(s.seq),
    });
  }
  for (const v of lines) {
    bySession.get(v.session_id)?.votes.push({
      voterId: v.voter_id,
      voterName: nameOf(v),
      voterImage: v.profile_image_url,
      submissionId: v.submission_id,
      voteType: v.vote_type,
      rankPosition: v.rank_position,
      isDownvote: v.is_downvote,
      pointsAllocated: v.points_allocated,
      badge: v.badge,
      comment: comment(v.voter_id, v.submission_id, false),
    });
  }
  for (const d of downvotes) {
    if (!d.downvote_submission_id) continue;
    bySession.get(d.session_id)?.votes.push({
      voterId: d.voter_id,
      voterName: nameOf(d),
      voterImage: d.profile_image_url,
      submissionId: d.downvote_submission_id,
      voteType: 'downvote',
      rankPosition: null,
      isDownvote: true,
      pointsAllocated: 0,
      badge: '',
      comment: comment(d.voter_id, d.downvote_submission_id, true),
    });
  }
  return bySession;
}
