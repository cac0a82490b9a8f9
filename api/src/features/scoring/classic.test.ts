import { describe, expect, it } from 'vitest';
import { scoreClassic } from './classic.ts';
import { downvote, pointsVote, rankVote, submissionsBy } from './test-fixtures.ts';

describe('scoreClassic', () => {
  const submissions = submissionsBy('ann', 'bob', 'cat');

  it('sums the points each submission received and ranks highest first', () => {
    const results = scoreClassic(submissions, [
      pointsVote('ann', 'bob', 5),
      pointsVote('ann', 'cat', 5),
      pointsVote('bob', 'cat', 5),
      pointsVote('bob', 'ann', 5),
      pointsVote('dan', 'ann', 4),
      pointsVote('dan', 'cat', 3),
      pointsVote('dan', 'bob', 3),
    ]);
    expect(results.map((r) => [r.rank, r.userId, r.points, r.upvotes])).toEqual([
      [1, 'cat', 13, 3],
      [2, 'ann', 9, 2],
      [3, 'bob', 8, 2],
    ]);
  });

  it('gives ties the same rank and lists them by earlier submission', () => {
    const results = scoreClassic(submissions, [
      pointsVote('dan', 'cat', 5),
      pointsVote('dan', 'bob', 5),
      pointsVote('eve', 'ann', 5),
      pointsVote('eve', 'cat', 2),
      pointsVote('eve', 'bob', 2),
      pointsVote('fay', 'ann', 1),
    ]);
    expect(results.map((r) => [r.rank, r.userId, r.points])).toEqual([
      [1, 'bob', 7],
      [1, 'cat', 7],
      [3, 'ann', 6],
    ]);
  });

  it('shows who gave what (and their comment) in the breakdown, leaving out zero-point lines', () => {
    const results = scoreClassic(submissions, [
      { ...pointsVote('ann', 'bob', 5), comment: 'What a voice' },
      pointsVote('cat', 'bob', 0),
    ]);
    const bob = results.find((r) => r.userId === 'bob')!;
    expect(bob.voteBreakdown).toEqual([
      {
        voterId: 'ann',
        voterName: 'ann name',
        voterImage: 'https://img/ann',
        type: 'points',
        points: 5,
        rank: null,
        comment: 'What a voice',
      },
    ]);
    expect(bob.upvotes).toBe(1);
    expect(bob.downvotes).toBe(0);
  });

  it('ignores rank and downvote lines, which classic does not use', () => {
    const results = scoreClassic(submissions, [rankVote('ann', 'bob', 1), downvote('ann', 'cat')]);
    expect(results.every((r) => r.points === 0 && r.voteBreakdown.length === 0)).toBe(true);
  });

  it('returns nothing for a session without submissions', () => {
    expect(scoreClassic([], [])).toEqual([]);
  });

  it('ties everything at rank 1 with 0 points when nobody voted, in submission order', () => {
    const results = scoreClassic(submissions, []);
    expect(results.map((r) => [r.rank, r.userId, r.points])).toEqual([
      [1, 'ann', 0],
      [1, 'bob', 0],
      [1, 'cat', 0],
    ]);
  });

  it('scores a single submission voted on by members with one other (5 points each)', () => {
    const results = scoreClassic(submissionsBy('ann'), [pointsVote('bob', 'ann', 5), pointsVote('cat', 'ann', 5)]);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ rank: 1, points: 10, upvotes: 2, downvotes: 0 });
  });
});
