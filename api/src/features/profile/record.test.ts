import type { VotingMode } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { badgeVote, downvote, pointsVote, rankVote, submissionsBy } from '../scoring/test-fixtures.ts';
import type { ScoringSubmission, VoteLine } from '../scoring/types.ts';
import { type FinishedSession, playerRecord } from './record.ts';

let n = 0;
function session(
  votingMode: VotingMode,
  submissions: ScoringSubmission[],
  votes: VoteLine[],
  room = { roomId: 'room-1', roomName: 'Movie Club' },
): FinishedSession {
  n += 1;
  return { sessionId: `session-${n}`, sessionNumber: n, theme: `Theme ${n}`, ...room, votingMode, submissions, votes };
}

describe('playerRecord', () => {
  it('sums points, counts wins and finds the best video across rooms and modes', () => {
    const classic = session('classic', submissionsBy('ann', 'bob', 'cat'), [
      pointsVote('bob', 'ann', 5),
      pointsVote('bob', 'cat', 5),
      pointsVote('cat', 'ann', 4),
      pointsVote('cat', 'bob', 5),
    ]);
    // Ranked in another room: bob gets two first places, ann one.
    const ranked = session(
      'ranked_choice',
      submissionsBy('ann', 'bob', 'cat'),
      [rankVote('cat', 'bob', 1), rankVote('ann', 'bob', 1), rankVote('bob', 'ann', 1)],
      { roomId: 'room-2', roomName: 'Music Night' },
    );
    const record = playerRecord('ann', [classic, ranked]);
    expect(record).toMatchObject({ sessionsPlayed: 2, wins: 1, totalPoints: 9 + 1 });
    expect(record.bestVideo).toMatchObject({
      sessionId: classic.sessionId,
      roomName: 'Movie Club',
      videoTitle: "ann's video",
      points: 9,
      rank: 1,
      votingMode: 'classic',
    });
  });

  it('counts a tie for first as a win for each, and a first place with no points as none', () => {
    const tie = session('classic', submissionsBy('ann', 'bob'), [
      pointsVote('ann', 'bob', 5),
      pointsVote('bob', 'ann', 5),
    ]);
    const nobodyVoted = session('classic', submissionsBy('ann', 'bob'), []);
    expect(playerRecord('ann', [tie, nobodyVoted]).wins).toBe(1);
    expect(playerRecord('bob', [tie, nobodyVoted]).wins).toBe(1);
    expect(playerRecord('ann', [nobodyVoted]).bestVideo).toBeNull();
  });

  it('takes grudge net points (downvotes included) and keeps the earlier session on a tie', () => {
    const first = session('classic', submissionsBy('ann', 'bob'), [pointsVote('bob', 'ann', 5)]);
    const grudge = session('grudge_match', submissionsBy('ann', 'bob', 'cat'), [
      pointsVote('bob', 'ann', 5),
      pointsVote('cat', 'ann', 3),
      downvote('cat', 'ann'),
    ]);
    const record = playerRecord('ann', [first, grudge]);
    expect(record.totalPoints).toBe(5 + 5);
    expect(record.bestVideo?.sessionId).toBe(first.sessionId);
  });

  it('counts badges received in appreciation sessions, most first, and no points for them', () => {
    const a = session('appreciation_station', submissionsBy('ann', 'bob', 'cat'), [
      badgeVote('bob', 'ann', 'fire'),
      badgeVote('bob', 'ann', 'bop'),
      badgeVote('cat', 'ann', 'fire'),
      badgeVote('ann', 'bob', 'feels'),
    ]);
    const b = session('appreciation_station', submissionsBy('ann', 'bob'), [badgeVote('bob', 'ann', 'story')]);
    const record = playerRecord('ann', [a, b]);
    expect(record.badges).toEqual([
      { badge: 'fire', count: 2 },
      { badge: 'bop', count: 1 },
      { badge: 'story', count: 1 },
    ]);
    expect(record).toMatchObject({ totalBadges: 4, totalPoints: 0, wins: 0, sessionsPlayed: 2, bestVideo: null });
  });

  it('counts a session where the player only voted as played, with nothing else', () => {
    const voterOnly = session('classic', submissionsBy('bob', 'cat'), [pointsVote('ann', 'bob', 5)]);
    expect(playerRecord('ann', [voterOnly])).toEqual({
      sessionsPlayed: 1,
      wins: 0,
      totalPoints: 0,
      bestVideo: null,
      badges: [],
      totalBadges: 0,
    });
  });
});
