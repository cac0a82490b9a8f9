import { LIMITS, type VotingMode } from '@clipclub/protocol';
import type { PointRules } from './types.ts';

// "Others" = the session's submissions not made by the voter (docs/rules.md §5); a member who
// submitted has one fewer than a member who did not.
export function othersCount(voterId: string, submissions: ReadonlyArray<{ userId: string }>): number {
  return submissions.filter((s) => s.userId !== voterId).length;
}

/** How many submissions a ranked-choice voter ranks: K = ceil(others / 2). */
export function rankedCount(others: number): number {
  return Math.ceil(Math.max(0, others) / 2);
}

/** Today's rules (docs/rules.md §5): 10 points a ballot, at most 5 on one video. */
export const DEFAULT_POINT_RULES: PointRules = {
  pointsPerBallot: LIMITS.defaultVoteAllocation,
  perVideoCap: LIMITS.maxPointsPerSubmission,
};

/**
 * What one voter has to spend: points for classic and grudge_match (`min(points per ballot,
 * cap × others)`, so `min(10, 5 × others)` by default), the number of ranks K for
 * ranked_choice, and null for appreciation_station, whose badges are unlimited.
 */
export function voteAllocation(
  mode: VotingMode,
  others: number,
  rules: PointRules = DEFAULT_POINT_RULES,
): number | null {
  const count = Math.max(0, others);
  switch (mode) {
    case 'classic':
    case 'grudge_match':
      return Math.min(rules.pointsPerBallot, rules.perVideoCap * count);
    case 'ranked_choice':
      return rankedCount(count);
    case 'appreciation_station':
      return null;
  }
}

/**
 * The most points one submission may get on a classic or grudge ballot (docs/rules.md §5): the
 * room's cap, except when the allocation could only be spent by giving every other video exactly
 * the cap; then the cap rises to the allocation − 1, so a real choice remains. By default that is
 * 5 when others >= 3, 9 when others = 2 (10 points are never forced to 5 + 5), 5 when others = 1.
 * Null for modes without points.
 */
export function perSubmissionCap(
  mode: VotingMode,
  others: number,
  rules: PointRules = DEFAULT_POINT_RULES,
): number | null {
  if (mode !== 'classic' && mode !== 'grudge_match') return null;
  const allocation = Math.min(rules.pointsPerBallot, rules.perVideoCap * others);
  return others >= 2 && allocation === rules.perVideoCap * others ? allocation - 1 : rules.perVideoCap;
}
