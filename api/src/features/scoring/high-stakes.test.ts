import { describe, expect, it } from 'vitest';
import { scoreSession } from './index.ts';
import { badgeVote, pointsVote, submissionsBy } from './test-fixtures.ts';

const submissions = submissionsBy('ann', 'bob', 'cat');
function classic(votes: Parameters<typeof scoreSession>[1]['votes'], voterIds: string[], highStakes = true) {
  const scored = scoreSession('classic', { sessionId: 's1', submissions, votes, memberCount: 3, highStakes, voterIds });
  if (scored.votingMode === 'appreciation_station') throw new Error('a points mode was expected');
  return scored;
}

describe('high stakes', () => {
  // ann 5+4 = 9, bob 5+6 = 11, cat 5+1 = 6 — bob did not vote.
  const votes = [
    pointsVote('ann', 'bob', 5),
    pointsVote('ann', 'cat', 5),
    pointsVote('cat', 'ann', 4),
    pointsVote('cat', 'bob', 6),
    pointsVote('dan', 'ann', 5),
    pointsVote('dan', 'cat', 1),
  ];

  it('scores a non-voting submitter 0, marks the entry, keeps its votes and ranks the round with the 0', () => {
    const scored = classic(votes, ['ann', 'cat', 'dan']);
    expect(scored.results.map((r) => [r.rank, r.userId, r.points, r.didNotVote ?? false])).toEqual([
      [1, 'ann', 9, false],
      [2, 'cat', 6, false],
      [3, 'bob', 0, true],
    ]);
    const bob = scored.results.find((r) => r.userId === 'bob');
    expect(bob?.voteBreakdown.map((b) => [b.voterId, b.points])).toEqual([
      ['cat', 6],
      ['ann', 5],
    ]);
    expect(bob?.upvotes).toBe(2);
    // What voters gave is unchanged: the stats count points cast, not points kept.
    expect(scored.stats.totalPointsCast).toBe(26);
  });

  it('ties the zeroed entries with other zeros, listed by earlier submission', () => {
    const scored = classic([pointsVote('cat', 'bob', 10)], ['cat']);
    expect(scored.results.map((r) => [r.rank, r.userId, r.points])).toEqual([
      [1, 'ann', 0],
      [1, 'bob', 0],
      [1, 'cat', 0],
    ]);
  });

  it('changes nothing when off, or when every submitter voted (an empty ballot counts)', () => {
    const off = classic(votes, ['ann', 'cat'], false);
    expect(off.results.map((r) => [r.userId, r.points, 'didNotVote' in r])).toEqual([
      ['bob', 11, false],
      ['ann', 9, false],
      ['cat', 6, false],
    ]);
    const all = classic(votes, ['ann', 'bob', 'cat']);
    expect(all.results.map((r) => [r.userId, r.points])).toEqual([
      ['bob', 11],
      ['ann', 9],
      ['cat', 6],
    ]);
  });

  it('marks appreciation entries and keeps their badges (appreciation gives no points)', () => {
    const scored = scoreSession('appreciation_station', {
      sessionId: 's1',
      submissions,
      votes: [badgeVote('ann', 'bob', 'fire'), badgeVote('bob', 'ann', 'bop')],
      memberCount: 3,
      highStakes: true,
      voterIds: ['ann', 'bob'],
    });
    if (scored.votingMode !== 'appreciation_station') throw new Error('mode');
    expect(scored.results.map((r) => [r.userId, r.totalBadges, r.didNotVote ?? false])).toEqual(
      expect.arrayContaining([
        ['bob', 1, false],
        ['ann', 1, false],
        ['cat', 0, true],
      ]),
    );
  });
});
