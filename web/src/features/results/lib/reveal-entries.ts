import type { SessionResults } from '@clipclub/protocol/http/results';
import { isSharedRank, type RevealEntry } from '../../../components/reveal-card.tsx';
import { formatPoints, pointsLabel } from './format.ts';
import { nobodyVoted } from './summary.ts';

/**
 * The reveal's order: last place first, the winner last (docs/rules.md, 'The reveal and the conversation'). Results list the
 * winner first, ties by earlier submission, so the reveal is that list read backwards.
 */
export function revealEntries(data: SessionResults): RevealEntry[] {
  if (data.votingMode === 'appreciation_station') {
    return data.results
      .map(
        (r): RevealEntry => ({
          submissionId: r.submissionId,
          title: r.videoTitle,
          thumbnail: r.thumbnail,
          submitter: { name: r.userName, image: r.userImage },
          score: `${r.totalBadges} ${r.totalBadges === 1 ? 'badge' : 'badges'}`,
          badges: Object.fromEntries(Object.entries(r.badgeCounts).filter(([, n]) => n > 0)),
          voters: r.badgeGivers.map((g) => ({
            name: g.voterName,
            gave: g.badges.join(', ').replaceAll('_', ' '),
            comment: g.comment,
          })),
          commentary: r.commentary,
          didNotVote: r.didNotVote,
        }),
      )
      .reverse();
  }
  const label = pointsLabel(data.votingMode);
  const ranks = data.results.map((r) => r.rank);
  // Nobody voted: every video 'ties' at 0, but none won, so no card names a place.
  const ranked = !nobodyVoted(data);
  return data.results
    .map(
      (r): RevealEntry => ({
        submissionId: r.submissionId,
        title: r.videoTitle,
        thumbnail: r.thumbnail,
        submitter: { name: r.userName, image: r.userImage },
        ...(ranked ? { rank: r.rank, sharedRank: isSharedRank(r.rank, ranks) } : {}),
        score: `${formatPoints(r.points)} ${label}`,
        voters: r.voteBreakdown.map((v) => ({
          name: v.voterName,
          gave:
            v.type === 'downvote'
              ? `downvote (${formatPoints(v.points)})`
              : v.rank !== null
                ? `ranked #${v.rank}`
                : `${formatPoints(v.points)} ${Math.abs(v.points) === 1 ? 'point' : 'points'}`,
          comment: v.comment,
        })),
        commentary: r.commentary,
        didNotVote: r.didNotVote,
      }),
    )
    .reverse();
}
