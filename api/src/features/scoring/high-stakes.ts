import { rankByPoints } from './ranking.ts';
import type { ModeResults, ScoringSubmission } from './types.ts';

/**
 * High stakes (docs/rules.md §12): a submitter who cast no ballot in the round scores 0 for it and
 * the round is ranked with that 0; their entry still shows the votes it got, marked `didNotVote`.
 * Appreciation gives no points, so its entries are only marked (the league ranks them at 0).
 */
export function applyHighStakes(
  scored: ModeResults,
  submissions: readonly ScoringSubmission[],
  voterIds: readonly string[],
): ModeResults {
  const voted = new Set(voterIds);
  if (scored.votingMode === 'appreciation_station') {
    return {
      votingMode: scored.votingMode,
      results: scored.results.map((e) => (voted.has(e.userId) ? e : { ...e, didNotVote: true })),
    };
  }
  const seqOf = new Map(submissions.map((s) => [s.id, s.seq]));
  const staked = scored.results.map((e) => ({
    ...(voted.has(e.userId) ? e : { ...e, points: 0, didNotVote: true }),
    seq: seqOf.get(e.submissionId) ?? 0,
  }));
  return {
    votingMode: scored.votingMode,
    results: rankByPoints(staked).map(({ seq: _seq, ...entry }) => entry),
  };
}
