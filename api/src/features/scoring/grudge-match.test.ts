import { describe, expect, it } from 'vitest';
import { scoreGrudgeMatch } from './grudge-match.ts';
import { downvote, pointsVote, rankVote, submissionsBy } from './test-fixtures.ts';

describe('scoreGrudgeMatch', () => {
  const submissions = submissionsBy('ann', 'bob', 'cat');

  it('scores net points: points received minus 3 per downvote', () => {
    const results = scoreGrudgeMatch(submissions, [
      pointsVote('ann', 'bob', 5),
      pointsVote('ann', 'cat', 5),
      downvote('ann', 'cat'),
      pointsVote('bob', 'cat', 5),
      pointsVote('bob', 'ann', 5),
      pointsVote('dan', 'ann', 4),
      pointsVote('dan', 'bob', 3),
      pointsVote('dan', 'cat', 3),
      downvote('dan', 'cat'),
    ]);
    // cat received the most points (13) but two downvotes drop it to 7.
    expect(results.map((r) => [r.rank, r.userId, r.points, r.upvotes, r.downvotes])).toEqual([
      [1, 'ann', 9, 2, 0],
      [2, 'bob', 8, 2, 0],
      [3, 'cat', 7, 3, 2],
    ]);
  });

  it('ranks a submission with only a downvote below those with nothing', () => {
    const results = scoreGrudgeMatch(submissions, [downvote('dan', 'ann')]);
    expect(results.map((r) => [r.rank, r.userId, r.points, r.downvotes])).toEqual([
      [1, 'bob', 0, 0],
      [1, 'cat', 0, 0],
      [3, 'ann', -3, 1],
    ]);
  });

  it('shows downvotes in the breakdown at −3, after the points', () => {
    const results = scoreGrudgeMatch(submissions, [
      { ...downvote('dan', 'bob'), comment: 'Not for me' },
      pointsVote('ann', 'bob', 2),
    ]);
    expect(results.find((r) => r.userId === 'bob')!.voteBreakdown).toEqual([
      {
        voterId: 'ann',
        voterName: 'ann name',
        voterImage: 'https://img/ann',
        type: 'points',
        points: 2,
        rank: null,
        comment: null,
      },
      {
        voterId: 'dan',
        voterName: 'dan name',
        voterImage: 'https://img/dan',
        type: 'downvote',
        points: -3,
        rank: null,
        comment: 'Not for me',
      },
    ]);
  });

  it('applies the 3-point penalty whatever pointsAllocated the downvote line carries', () => {
    const line = { ...downvote('dan', 'bob'), pointsAllocated: -10 };
    expect(scoreGrudgeMatch(submissions, [line]).find((r) => r.userId === 'bob')!.points).toBe(-3);
  });

  it('counts one voter’s downvote on a submission once', () => {
    const results = scoreGrudgeMatch(submissions, [downvote('dan', 'bob'), downvote('dan', 'bob')]);
    expect(results.find((r) => r.userId === 'bob')).toMatchObject({ points: -3, downvotes: 1 });
  });

  it('ignores rank lines, which grudge match does not use', () => {
    const results = scoreGrudgeMatch(submissions, [rankVote('dan', 'bob', 1)]);
    expect(results.every((r) => r.points === 0 && r.upvotes === 0)).toBe(true);
  });

  it('handles empty sessions', () => {
    expect(scoreGrudgeMatch([], [downvote('dan', 'bob')])).toEqual([]);
    expect(scoreGrudgeMatch(submissionsBy('ann'), [])[0]).toMatchObject({ rank: 1, points: 0, downvotes: 0 });
  });
});
