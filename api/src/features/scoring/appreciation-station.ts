import {
  type AppreciationResult,
  type Awards,
  BADGE_TYPES,
  type BadgeGiver,
  type BadgeType,
  type CategoryChampion,
} from '@clipclub/protocol';
import { voterOf } from './ranking.ts';
import { pickRoundMvp } from './round-mvp.ts';
import type { ScoringSubmission, VoteLine } from './types.ts';

export const isBadgeType = (badge: string): badge is BadgeType => (BADGE_TYPES as readonly string[]).includes(badge);

/**
 * Appreciation: no points, only badge counts. Results are listed in submission order (there is
 * no leaderboard); awards name a champion per badge and a Round MVP drawn among badged submitters.
 */
export function scoreAppreciation(
  sessionId: string,
  submissions: readonly ScoringSubmission[],
  votes: readonly VoteLine[],
): { results: AppreciationResult[]; awards: Awards } {
  const inOrder = [...submissions].sort((a, b) => a.seq - b.seq);
  const counts = new Map(inOrder.map((s) => [s.id, emptyBadgeCounts()]));

  // A voter gives a badge to a submission once; repeated lines (which the schema forbids) count once.
  const seen = new Set<string>();
  const givers = new Map(inOrder.map((s) => [s.id, new Map<string, BadgeGiver>()]));
  for (const line of votes) {
    const badgeCounts = counts.get(line.submissionId);
    const key = `${line.voterId} ${line.submissionId} ${line.badge}`;
    if (line.voteType !== 'badge' || !isBadgeType(line.badge) || !badgeCounts || seen.has(key)) continue;
    seen.add(key);
    badgeCounts[line.badge] += 1;
    const bySubmission = givers.get(line.submissionId);
    const giver = bySubmission?.get(line.voterId) ?? { ...voterOf(line), badges: [], comment: line.comment };
    giver.badges.push(line.badge);
    bySubmission?.set(line.voterId, giver);
  }

  const results = inOrder.map((s) => {
    const badgeCounts = counts.get(s.id) ?? emptyBadgeCounts();
    return {
      submissionId: s.id,
      videoTitle: s.videoTitle,
      thumbnail: s.thumbnail,
      videoUrl: s.videoUrl,
      userId: s.userId,
      userName: s.userName,
      userImage: s.userImage,
      badgeCounts,
      totalBadges: BADGE_TYPES.reduce((sum, badge) => sum + badgeCounts[badge], 0),
      badgeGivers: sortGivers([...(givers.get(s.id)?.values() ?? [])]),
      commentary: s.commentary,
    };
  });

  const badged = results.filter((r) => r.totalBadges > 0);
  return {
    results,
    awards: { roundMvp: pickRoundMvp(sessionId, badged), categoryChampions: categoryChampions(results) },
  };
}

// The submission with the most of each badge; results are in submission order and only a strictly
// higher count takes over, so a tie goes to the earlier submission. Nobody champions a badge nobody gave.
function categoryChampions(results: readonly AppreciationResult[]): Awards['categoryChampions'] {
  const champions: Awards['categoryChampions'] = {};
  for (const badge of BADGE_TYPES) {
    let best: CategoryChampion | undefined;
    for (const r of results) {
      const badgeCount = r.badgeCounts[badge];
      if (badgeCount > (best?.badgeCount ?? 0)) {
        best = { userId: r.userId, userName: r.userName, badgeCount, submissionId: r.submissionId };
      }
    }
    if (best) champions[`${badge}_champion`] = best;
  }
  return champions;
}

// By name, then id, so every view lists them alike; each giver's badges in the badges' own order.
function sortGivers(list: BadgeGiver[]): BadgeGiver[] {
  for (const giver of list) giver.badges.sort((a, b) => BADGE_TYPES.indexOf(a) - BADGE_TYPES.indexOf(b));
  return list.sort((a, b) =>
    a.voterName === b.voterName ? (a.voterId < b.voterId ? -1 : 1) : a.voterName < b.voterName ? -1 : 1,
  );
}

function emptyBadgeCounts(): Record<BadgeType, number> {
  return Object.fromEntries(BADGE_TYPES.map((badge) => [badge, 0])) as Record<BadgeType, number>;
}
