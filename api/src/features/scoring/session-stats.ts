import type { SessionStats } from '@clipclub/protocol';
import type { ModeResults } from './types.ts';

/**
 * Points voters handed out: in classic and grudge the points given, in ranked the rank points
 * given. Downvote penalties are not points cast, so grudge counts what voters gave, not the net.
 * Appreciation has no points; its currency is badges, so it counts the badges given.
 */
export function totalPointsCast(scored: ModeResults): number {
  if (scored.votingMode === 'appreciation_station') {
    return scored.results.reduce((sum, r) => sum + r.totalBadges, 0);
  }
  let total = 0;
  for (const entry of scored.results) {
    for (const item of entry.voteBreakdown) if (item.points > 0) total += item.points;
  }
  return total;
}

/**
 * Submissions ÷ members at results, as a ratio in [0, 1] (the screen shows it as a percentage).
 * 0 when the room had no members; capped at 1 because a member may have left after submitting.
 */
export function submissionRate(submissions: number, members: number): number {
  if (members <= 0) return 0;
  return Math.min(1, submissions / members);
}

export function sessionStats(scored: ModeResults, memberCount: number): SessionStats {
  const totalSubmissions = scored.results.length;
  return {
    totalSubmissions,
    totalPointsCast: totalPointsCast(scored),
    submissionRate: submissionRate(totalSubmissions, memberCount),
  };
}
