import type { BadgeType, SessionResults, WatchQueueItem, WatchVoter } from '@clipclub/protocol';
import { userName } from '../../db/users.ts';
import { displayOrder } from '../sessions/display-order.ts';
import type { SessionVideo } from './queries.ts';

// The watch-party queue: pure functions of what the database answered.

const item = (v: SessionVideo): WatchQueueItem => ({
  submissionId: v.id,
  videoId: v.video_id,
  title: v.title,
  thumbnail: v.thumbnail,
  durationSec: v.duration_seconds,
});

/** Voting: the session's display order, and nothing that names who sent a video. */
export function votingQueue(sessionId: string, videos: readonly SessionVideo[]): WatchQueueItem[] {
  return displayOrder(sessionId, videos).map(item);
}

export type BadgeVote = {
  submission_id: string;
  voter_id: string;
  badge: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

/**
 * Results: last place first, the winner last, so the host runs the reveal like a show. Each item
 * carries its reveal card: submitter, rank, points (or badges) and who voted for it.
 */
export function resultsQueue(
  results: SessionResults,
  videos: readonly SessionVideo[],
  badgeVotes: readonly BadgeVote[],
): WatchQueueItem[] {
  const byId = new Map(videos.map((v) => [v.id, v]));
  const revealed: WatchQueueItem[] = [];
  if (results.votingMode === 'appreciation_station') {
    results.results.forEach((r, i) => {
      const video = byId.get(r.submissionId);
      if (!video) return;
      const badges = Object.fromEntries(Object.entries(r.badgeCounts).filter(([, n]) => n > 0));
      revealed.push({
        ...item(video),
        submitter: { userId: r.userId, name: r.userName, image: r.userImage },
        rank: i + 1,
        badges,
        voters: badgeVoters(badgeVotes.filter((b) => b.submission_id === r.submissionId)),
        ...(r.didNotVote ? { didNotVote: true } : {}),
      });
    });
  } else {
    for (const r of results.results) {
      const video = byId.get(r.submissionId);
      if (!video) continue;
      revealed.push({
        ...item(video),
        submitter: { userId: r.userId, name: r.userName, image: r.userImage },
        rank: r.rank,
        points: r.points,
        voters: r.voteBreakdown.map((v) => ({ userId: v.voterId, name: v.voterName, points: v.points, badges: [] })),
        ...(r.didNotVote ? { didNotVote: true } : {}),
      });
    }
  }
  return revealed.reverse();
}

function badgeVoters(votes: readonly BadgeVote[]): WatchVoter[] {
  const voters = new Map<string, WatchVoter>();
  for (const v of votes) {
    const voter = voters.get(v.voter_id) ?? {
      userId: v.voter_id,
      name: userName(v),
      points: null,
      badges: [],
    };
    voter.badges.push(v.badge as BadgeType);
    voters.set(v.voter_id, voter);
  }
  return [...voters.values()];
}
