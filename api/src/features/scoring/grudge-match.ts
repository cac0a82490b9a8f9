import { LIMITS, type ResultEntry } from '@clipclub/protocol';
import { buildRankedResults, type Contribution, voterOf } from './ranking.ts';
import type { ScoringSubmission, VoteLine } from './types.ts';

/**
 * Grudge match: "net points" = points received − 3 per downvote received. A downvote arrives as
 * a vote line of type 'downvote' (or any line flagged isDownvote); its pointsAllocated is ignored
 * so the penalty stays LIMITS.downvotePenalty however the line was stored.
 */
export function scoreGrudgeMatch(submissions: readonly ScoringSubmission[], votes: readonly VoteLine[]): ResultEntry[] {
  const contributions: Contribution[] = [];
  // One voter downvotes a submission at most once, even if the API hands the same downvote twice
  // (e.g. a vote line and one made from ballots.downvote_submission_id).
  const downvoted = new Set<string>();
  for (const line of votes) {
    const base = { ...voterOf(line), comment: line.comment, submissionId: line.submissionId, rank: null };
    if (line.voteType === 'downvote' || line.isDownvote) {
      const key = `${line.voterId} ${line.submissionId}`;
      if (downvoted.has(key)) continue;
      downvoted.add(key);
      contributions.push({ ...base, type: 'downvote', points: -LIMITS.downvotePenalty });
    } else if (line.voteType === 'points' && line.pointsAllocated > 0) {
      contributions.push({ ...base, type: 'points', points: line.pointsAllocated });
    }
  }
  return buildRankedResults(submissions, contributions);
}
