import type { ResultEntry } from '@clipclub/protocol';
import { buildRankedResults, voterOf } from './ranking.ts';
import type { ScoringSubmission, VoteLine } from './types.ts';

/** Classic: a submission's points are the sum of the points voters gave it. */
export function scoreClassic(submissions: readonly ScoringSubmission[], votes: readonly VoteLine[]): ResultEntry[] {
  // A 0 on a classic ballot is "no vote", so it neither scores nor shows in the breakdown.
  const contributions = votes
    .filter((line) => line.voteType === 'points' && !line.isDownvote && line.pointsAllocated > 0)
    .map((line) => ({
      ...voterOf(line),
      comment: line.comment,
      submissionId: line.submissionId,
      type: 'points' as const,
      points: line.pointsAllocated,
      rank: null,
    }));
  return buildRankedResults(submissions, contributions);
}
