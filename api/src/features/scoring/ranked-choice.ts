import type { ResultEntry } from '@clipclub/protocol';
import { buildRankedResults, voterOf } from './ranking.ts';
import type { ScoringSubmission, VoteLine } from './types.ts';

/**
 * Ranked choice: rank r earns K − r + 1 "rank points", where K is that voter's own ranked count
 * (a voter who submitted has one fewer other submission, so K differs between voters).
 */
export function scoreRankedChoice(
  submissions: readonly ScoringSubmission[],
  votes: readonly VoteLine[],
): ResultEntry[] {
  const ranks = votes.flatMap((line) =>
    line.voteType === 'rank' && line.rankPosition !== null && line.rankPosition >= 1
      ? [{ line, rank: line.rankPosition }]
      : [],
  );

  // K is read from the ballot itself (ranks run 1..K, so the highest rank is K) rather than
  // recomputed from today's submissions: if a ranked submission is later deleted, the voter's
  // other ranks keep the worth they had when the ballot was cast.
  const kByVoter = new Map<string, number>();
  for (const { line, rank } of ranks) {
    kByVoter.set(line.voterId, Math.max(kByVoter.get(line.voterId) ?? 0, rank));
  }

  const contributions = ranks.map(({ line, rank }) => ({
    ...voterOf(line),
    comment: line.comment,
    submissionId: line.submissionId,
    type: 'rank' as const,
    points: (kByVoter.get(line.voterId) ?? rank) - rank + 1,
    rank,
  }));
  return buildRankedResults(submissions, contributions);
}
