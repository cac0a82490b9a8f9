import { describe, expect, it } from 'vitest';
import { scoreSession } from './index.ts';
import { badgeVote, downvote, pointsVote, rankVote, submissionsBy } from './test-fixtures.ts';

const submissions = submissionsBy('ann', 'bob');
const votes = [
  pointsVote('ann', 'bob', 5),
  pointsVote('bob', 'ann', 4),
  rankVote('cat', 'ann', 1),
  downvote('cat', 'bob'),
  badgeVote('cat', 'ann', 'fire'),
];
const input = { sessionId: 'session-1', submissions, votes, memberCount: 4 };
const noAwards = { roundMvp: null, categoryChampions: {} };

describe('scoreSession', () => {
  it('scores classic with points lines only', () => {
    const scored = scoreSession('classic', input);
    expect(scored.votingMode).toBe('classic');
    expect(scored.results.map((r) => ('points' in r ? [r.userId, r.points] : null))).toEqual([
      ['bob', 5],
      ['ann', 4],
    ]);
    expect(scored.awards).toEqual(noAwards);
    expect(scored.stats).toEqual({ totalSubmissions: 2, totalPointsCast: 9, submissionRate: 0.5 });
  });

  it('scores ranked choice with rank lines only', () => {
    const scored = scoreSession('ranked_choice', input);
    expect(scored.results.map((r) => ('points' in r ? [r.userId, r.points] : null))).toEqual([
      ['ann', 1],
      ['bob', 0],
    ]);
    expect(scored.awards).toEqual(noAwards);
  });

  it('scores grudge match with points and downvotes', () => {
    const scored = scoreSession('grudge_match', input);
    expect(scored.results.map((r) => ('points' in r ? [r.userId, r.points, r.downvotes] : null))).toEqual([
      ['ann', 4, 0],
      ['bob', 2, 1],
    ]);
  });

  it('scores appreciation with badges and awards', () => {
    const scored = scoreSession('appreciation_station', input);
    expect(scored.votingMode).toBe('appreciation_station');
    expect(scored.results.map((r) => ('totalBadges' in r ? [r.userId, r.totalBadges] : null))).toEqual([
      ['ann', 1],
      ['bob', 0],
    ]);
    expect(scored.awards.roundMvp).toEqual({ userId: 'ann', userName: 'ann name' });
    expect(scored.awards.categoryChampions.fire_champion?.userId).toBe('ann');
    expect(scored.stats).toEqual({ totalSubmissions: 2, totalPointsCast: 1, submissionRate: 0.5 });
  });

  it('scores an empty session in every mode', () => {
    for (const mode of ['classic', 'ranked_choice', 'grudge_match', 'appreciation_station'] as const) {
      expect(scoreSession(mode, { sessionId: 'x', submissions: [], votes: [], memberCount: 0 })).toEqual({
        votingMode: mode,
        results: [],
        awards: noAwards,
        stats: { totalSubmissions: 0, totalPointsCast: 0, submissionRate: 0 },
      });
    }
  });
});
