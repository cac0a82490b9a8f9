import { LIMITS, type VotingMode } from '@clipclub/protocol';

// "Others" = the session's submissions not made by the voter (docs/rules.md §5); a member who
// submitted has one fewer than a member who did not.
export function othersCount(voterId: string, submissions: ReadonlyArray<{ userId: string }>): number {
  return submissions.filter((s) => s.userId !== voterId).length;
}

/** How many submissions a ranked-choice voter ranks: K = ceil(others / 2). */
export function rankedCount(others: number): number {
  return Math.ceil(Math.max(0, others) / 2);
}

/**
 * What one voter has to spend: points for classic and grudge_match (`min(10, 5 × others)`), the
 * number of ranks K for ranked_choice, and null for appreciation_station, whose badges are unlimited.
 */
export function voteAllocation(mode: VotingMode, others: number): number | null {
  const count = Math.max(0, others);
  switch (mode) {
    case 'classic':
    case 'grudge_match':
      return Math.min(LIMITS.defaultVoteAllocation, LIMITS.maxPointsPerSubmission * count);
    case 'ranked_choice':
      return rankedCount(count);
    case 'appreciation_station':
      return null;
  }
}

/**
 * The most points one submission may get on a classic or grudge ballot (docs/rules.md §5): 5 when
 * others >= 3, 9 when others = 2 (so 10 points are never forced to 5 + 5), 5 when others = 1.
 * Null for modes without points. Room point settings wrap this one function.
 */
export function perSubmissionCap(mode: VotingMode, others: number): number | null {
  if (mode !== 'classic' && mode !== 'grudge_match') return null;
  return others === 2 ? 9 : LIMITS.maxPointsPerSubmission;
}
