import type { ResultEntry, VoteBreakdownItem } from '@clipclub/protocol';
import type { ScoringSubmission } from './types.ts';

/**
 * Orders by points, highest first; equal points share the rank of the first of them (1, 1, 3)
 * and are listed by earlier submission (lower seq).
 */
export function rankByPoints<T extends { points: number; seq: number }>(
  entries: readonly T[],
): Array<T & { rank: number }> {
  const sorted = [...entries].sort((a, b) => b.points - a.points || a.seq - b.seq);
  let rank = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || entry.points !== sorted[index - 1]!.points) rank = index + 1;
    return { ...entry, rank };
  });
}

/** What one vote line earned one submission; each mode turns its lines into these. */
export type Contribution = VoteBreakdownItem & { submissionId: string };

/**
 * Builds the ranked leaderboard shared by classic, ranked and grudge: every submission appears,
 * with no votes at 0. Contributions to submissions not in the list are ignored.
 */
export function buildRankedResults(
  submissions: readonly ScoringSubmission[],
  contributions: readonly Contribution[],
): ResultEntry[] {
  const bySubmission = new Map<string, VoteBreakdownItem[]>(submissions.map((s) => [s.id, []]));
  for (const { submissionId, ...item } of contributions) bySubmission.get(submissionId)?.push(item);

  const unranked = submissions.map((s) => {
    const breakdown = sortBreakdown(bySubmission.get(s.id) ?? []);
    return {
      seq: s.seq,
      submissionId: s.id,
      videoTitle: s.videoTitle,
      thumbnail: s.thumbnail,
      videoUrl: s.videoUrl,
      userId: s.userId,
      userName: s.userName,
      userImage: s.userImage,
      points: breakdown.reduce((sum, item) => sum + item.points, 0),
      upvotes: distinctVoters(breakdown.filter((item) => item.type !== 'downvote' && item.points > 0)),
      downvotes: distinctVoters(breakdown.filter((item) => item.type === 'downvote')),
      voteBreakdown: breakdown,
      commentary: s.commentary,
    };
  });
  return rankByPoints(unranked).map(({ seq: _seq, ...entry }) => entry);
}

function distinctVoters(items: readonly VoteBreakdownItem[]): number {
  return new Set(items.map((item) => item.voterId)).size;
}

// Biggest contributions first, downvotes last; names break ties so every view lists them alike.
function sortBreakdown(items: VoteBreakdownItem[]): VoteBreakdownItem[] {
  return items.sort(
    (a, b) => b.points - a.points || compare(a.voterName, b.voterName) || compare(a.voterId, b.voterId),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The voter fields a breakdown line repeats from its vote line. */
export function voterOf(line: { voterId: string; voterName: string; voterImage: string | null }) {
  return { voterId: line.voterId, voterName: line.voterName, voterImage: line.voterImage };
}
