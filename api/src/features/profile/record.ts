import { BADGE_TYPES, type BadgeType, type BestVideo, type PlayerRecord, type VotingMode } from '@clipclub/protocol';
import { scoreSession } from '../scoring/index.ts';
import type { ScoringSubmission, VoteLine } from '../scoring/types.ts';

/** A finished session the player took part in, with what scoring needs. */
export type FinishedSession = {
  sessionId: string;
  sessionNumber: number;
  theme: string;
  roomId: string;
  roomName: string;
  votingMode: VotingMode;
  submissions: readonly ScoringSubmission[];
  votes: readonly VoteLine[];
};

/**
 * A player's record, scored by the same modules as the results screen so the two
 * always agree. Sessions arrive oldest first. Rules (features/profile/README.md):
 * - sessions played: every given session (the player submitted or voted in it);
 * - total points: the points of their submissions in points modes (leaderboard totals summed);
 * - wins: points sessions where their submission ranks 1 with more than 0 points (ties share);
 * - best video: the most points (more than 0); ties go to the better rank, then the earlier session;
 * - badges: every appreciation badge their submissions received, most first.
 */
export function playerRecord(userId: string, sessions: readonly FinishedSession[]): PlayerRecord {
  let wins = 0;
  let totalPoints = 0;
  let best: BestVideo | null = null;
  const badges = new Map<BadgeType, number>();

  for (const s of sessions) {
    const scored = scoreSession(s.votingMode, {
      sessionId: s.sessionId,
      submissions: s.submissions,
      votes: s.votes,
      memberCount: 0,
    });
    if (scored.votingMode === 'appreciation_station') {
      for (const entry of scored.results) {
        if (entry.userId !== userId) continue;
        for (const type of BADGE_TYPES) {
          if (entry.badgeCounts[type] > 0) badges.set(type, (badges.get(type) ?? 0) + entry.badgeCounts[type]);
        }
      }
      continue;
    }
    for (const entry of scored.results) {
      if (entry.userId !== userId) continue;
      totalPoints += entry.points;
      if (entry.rank === 1 && entry.points > 0) wins += 1;
      const better =
        best === null || entry.points > best.points || (entry.points === best.points && entry.rank < best.rank);
      if (entry.points > 0 && better) {
        best = {
          submissionId: entry.submissionId,
          videoTitle: entry.videoTitle,
          thumbnail: entry.thumbnail,
          points: entry.points,
          rank: entry.rank,
          votingMode: scored.votingMode,
          sessionId: s.sessionId,
          sessionNumber: s.sessionNumber,
          theme: s.theme,
          roomId: s.roomId,
          roomName: s.roomName,
        };
      }
    }
  }

  const badgeList = [...badges]
    .map(([badge, count]) => ({ badge, count }))
    .sort((a, b) => b.count - a.count || BADGE_TYPES.indexOf(a.badge) - BADGE_TYPES.indexOf(b.badge));
  return {
    sessionsPlayed: sessions.length,
    wins,
    totalPoints,
    bestVideo: best,
    badges: badgeList,
    totalBadges: badgeList.reduce((sum, b) => sum + b.count, 0),
  };
}
