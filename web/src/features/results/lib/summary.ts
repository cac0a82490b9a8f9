import type { SessionResults } from '@clipclub/protocol/http/results';
import { plural } from '../../../lib/plural.ts';
import { joinNames, pointsPhrase } from './format.ts';

/** The banner's winner line: who won and by how much, or why nobody did. */
export type WinnerText = { label: string; name: string; detail: string | null; randomSelection?: boolean };

/**
 * A ranked round nobody voted in has no winner, not a tie of everyone at 0 (docs/rules.md §6).
 * (An appreciation round ranks nobody: its banner names the Round MVP.)
 */
export const nobodyVoted = (data: SessionResults): boolean =>
  data.votingMode !== 'appreciation_station' && data.results.every((r) => r.voteBreakdown.length === 0);

export function describeWinner(data: SessionResults): WinnerText | null {
  if (data.votingMode === 'appreciation_station') {
    const mvp = data.awards.roundMvp;
    return mvp
      ? { label: 'Round MVP', name: mvp.userName, detail: null, randomSelection: true }
      : { label: 'Round MVP', name: 'Nobody yet', detail: 'No badges were given this round' };
  }
  if (nobodyVoted(data)) {
    return { label: 'No winner', name: 'Nobody voted this round', detail: null };
  }
  // Ties share rank 1 (docs/rules.md §6): every one of them won.
  const winners = data.results.filter((r) => r.rank === 1);
  const top = winners[0];
  if (!top) return null;
  return {
    label: winners.length > 1 ? 'Winners (tie)' : 'Winner',
    name: joinNames(winners.map((w) => w.userName)),
    detail: pointsPhrase(top.points, data.votingMode),
  };
}

/**
 * What 'Share Results' sends: plain text a non-member can use (the results page itself is for
 * members only), with the winner, every video's points or badges and its YouTube link.
 */
export function resultsSummary(
  session: { sessionNumber: number; theme: string },
  data: SessionResults,
): { title: string; text: string } {
  const title = `Clip Club results · Session ${session.sessionNumber}: ${session.theme}`;
  const winner = describeWinner(data);
  const headline = !winner
    ? null
    : winner.randomSelection
      ? `${winner.label} (random selection): ${winner.name}`
      : winner.detail && winner.label !== 'Round MVP'
        ? `${winner.label}: ${winner.name}, ${winner.detail}`
        : winner.name;
  const lines =
    data.votingMode === 'appreciation_station'
      ? data.results.map(
          (r) => `• ${r.userName}: “${r.videoTitle}”, ${plural(r.totalBadges, 'badge')}\n  ${r.videoUrl}`,
        )
      : data.results.map(
          (r) =>
            `${r.rank}. ${r.userName}: “${r.videoTitle}”, ${pointsPhrase(r.points, data.votingMode)}\n   ${r.videoUrl}`,
        );
  return { title, text: [title, headline, '', ...lines].filter((l) => l !== null).join('\n') };
}
