import { BADGES } from '@clipclub/protocol/badges';
import type { VotingMode } from '@clipclub/protocol/http/common';
import type { VoteRecord } from '@clipclub/protocol/http/votes';

export type BallotLine = { submissionId: string; title: string; what: string; comment: string | null };

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;
const badgeName = (type: string | null) => {
  const badge = BADGES.find((b) => b.type === type);
  return badge ? `${badge.icon} ${badge.label}` : (type ?? '');
};

/**
 * The player's own ballot read back as lines a person reads (docs/rules.md §5): points, ranks in
 * order, badges per video, and the downvote last. Videos keep the screen's display order.
 */
export function ballotLines(
  mode: VotingMode,
  records: readonly VoteRecord[],
  titles: ReadonlyMap<string, string>,
): BallotLine[] {
  const title = (id: string) => titles.get(id) ?? 'A video';
  const order = [...titles.keys()];
  const byVideo = (a: { submissionId: string }, b: { submissionId: string }) =>
    order.indexOf(a.submissionId) - order.indexOf(b.submissionId);
  if (mode === 'appreciation_station') {
    const badges = new Map<string, { names: string[]; comment: string | null }>();
    for (const r of records) {
      const line = badges.get(r.submissionId) ?? { names: [], comment: r.comment };
      line.names.push(badgeName(r.badge));
      badges.set(r.submissionId, line);
    }
    return [...badges.entries()]
      .map(([submissionId, l]) => ({
        submissionId,
        title: title(submissionId),
        what: l.names.join(', '),
        comment: l.comment,
      }))
      .sort(byVideo);
  }
  const positive = records.filter((r) => r.isDownvote === 0);
  const lines =
    mode === 'ranked_choice'
      ? [...positive]
          .sort((a, b) => (a.rankPosition ?? 0) - (b.rankPosition ?? 0))
          .map((r) => ({ ...r, what: `Rank ${r.rankPosition}` }))
      : [...positive].sort(byVideo).map((r) => ({ ...r, what: plural(r.pointsAllocated, 'point') }));
  const downvotes = records.filter((r) => r.isDownvote === 1).map((r) => ({ ...r, what: 'Downvote (−3)' }));
  return [...lines, ...downvotes].map((r) => ({
    submissionId: r.submissionId,
    title: title(r.submissionId),
    what: r.what,
    comment: r.comment,
  }));
}
