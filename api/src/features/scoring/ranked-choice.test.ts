import { describe, expect, it } from 'vitest';
import { scoreRankedChoice } from './ranked-choice.ts';
import { pointsVote, rankVote, submissionsBy } from './test-fixtures.ts';

describe('scoreRankedChoice', () => {
  it('gives rank r K − r + 1 rank points', () => {
    // dan did not submit: 4 others, K = 2.
    const results = scoreRankedChoice(submissionsBy('ann', 'bob', 'cat', 'eve'), [
      rankVote('dan', 'cat', 1),
      rankVote('dan', 'ann', 2),
    ]);
    expect(results.map((r) => [r.rank, r.userId, r.points])).toEqual([
      [1, 'cat', 2],
      [2, 'ann', 1],
      [3, 'bob', 0],
      [3, 'eve', 0],
    ]);
  });

  it('uses each voter’s own K: a submitter has one fewer other than a non-submitter', () => {
    // 3 submissions. ann submitted: 2 others, K = 1. dan did not: 3 others, K = 2.
    const results = scoreRankedChoice(submissionsBy('ann', 'bob', 'cat'), [
      rankVote('ann', 'cat', 1),
      rankVote('dan', 'bob', 1),
      rankVote('dan', 'cat', 2),
    ]);
    expect(results.map((r) => [r.rank, r.userId, r.points, r.upvotes])).toEqual([
      [1, 'bob', 2, 1],
      [1, 'cat', 2, 2],
      [3, 'ann', 0, 0],
    ]);
  });

  it('records voter, rank and rank points in the breakdown', () => {
    const results = scoreRankedChoice(submissionsBy('ann', 'bob', 'cat'), [
      rankVote('dan', 'bob', 1),
      rankVote('dan', 'cat', 2),
    ]);
    expect(results.find((r) => r.userId === 'cat')!.voteBreakdown).toEqual([
      {
        voterId: 'dan',
        voterName: 'dan name',
        voterImage: 'https://img/dan',
        type: 'rank',
        points: 1,
        rank: 2,
        comment: null,
      },
    ]);
    expect(results.find((r) => r.userId === 'bob')!.voteBreakdown[0]).toMatchObject({ points: 2, rank: 1 });
  });

  it('keeps a ballot’s worth when one of its ranked submissions has since disappeared', () => {
    // dan ranked 1..3; the rank-2 submission was deleted, so only ranks 1 and 3 remain. K stays 3.
    const results = scoreRankedChoice(submissionsBy('ann', 'bob'), [
      rankVote('dan', 'ann', 1),
      rankVote('dan', 'bob', 3),
    ]);
    expect(results.map((r) => [r.userId, r.points])).toEqual([
      ['ann', 3],
      ['bob', 1],
    ]);
  });

  it('ignores points lines, which ranked choice does not use', () => {
    const results = scoreRankedChoice(submissionsBy('ann'), [pointsVote('bob', 'ann', 5)]);
    expect(results[0]).toMatchObject({ points: 0, upvotes: 0, voteBreakdown: [] });
  });

  it('handles empty sessions', () => {
    expect(scoreRankedChoice([], [])).toEqual([]);
    expect(scoreRankedChoice(submissionsBy('ann', 'bob'), []).map((r) => [r.rank, r.points])).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });

  it('gives a single submission 1 rank point per voter (K = 1)', () => {
    const results = scoreRankedChoice(submissionsBy('ann'), [rankVote('bob', 'ann', 1), rankVote('cat', 'ann', 1)]);
    expect(results[0]).toMatchObject({ rank: 1, points: 2, upvotes: 2 });
  });
});
