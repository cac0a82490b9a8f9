import type { VotingMode } from '@clipclub/protocol/http/common';
import type { VoteBreakdownItem } from '@clipclub/protocol/http/results';

/** The points label of docs/rules.md §10 for each scored mode. */
export function pointsLabel(mode: VotingMode): string {
  switch (mode) {
    case 'ranked_choice':
      return 'rank points';
    case 'grudge_match':
      return 'net points';
    default:
      return 'points';
  }
}

/** A total with its label, singular for one: '7 net points', '1 point', '−1 net point'. */
export function pointsPhrase(n: number, mode: VotingMode): string {
  const label = pointsLabel(mode);
  return `${formatPoints(n)} ${Math.abs(n) === 1 ? label.replace(/s$/, '') : label}`;
}

/** 1 gold, 2 silver, 3 bronze; the rest plain. */
export function rankColor(rank: number): string | null {
  return ({ 1: 'yellow', 2: 'gray', 3: 'orange' } as Record<number, string>)[rank] ?? null;
}

/** Distinct voters in a breakdown (a grudge voter can give points and a downvote to one video). */
export function voterCount(breakdown: readonly VoteBreakdownItem[]): number {
  return new Set(breakdown.map((b) => b.voterId)).size;
}

/** stats.submissionRate is a ratio in [0, 1] (docs/rules.md §6); shown as a whole percentage. */
export function percent(ratio: number): string {
  return `${Math.round(Math.max(0, ratio) * 100)}%`;
}

/** '+3 points', 'Rank 1 · 2 rank points', 'Downvote −3'. */
export function describeVote(item: VoteBreakdownItem): string {
  if (item.type === 'downvote') return `Downvote −${Math.abs(item.points)}`;
  if (item.type === 'rank' && item.rank !== null) {
    return `Rank ${item.rank} · ${item.points} ${item.points === 1 ? 'rank point' : 'rank points'}`;
  }
  return `+${item.points} ${item.points === 1 ? 'point' : 'points'}`;
}

/** A points total as shown: a true minus sign for negatives (grudge match). */
export function formatPoints(n: number): string {
  return n < 0 ? `−${Math.abs(n)}` : String(n);
}

/** A net score with its sign: '+7', '−2', '0'. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0';
}

/** Names as a sentence lists them: 'Bob', 'Bob and Cara', 'Bob, Cara and Alice'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
