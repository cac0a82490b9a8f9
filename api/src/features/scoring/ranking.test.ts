import { describe, expect, it } from 'vitest';
import { buildRankedResults, type Contribution, rankByPoints } from './ranking.ts';
import { submissionsBy } from './test-fixtures.ts';

describe('rankByPoints', () => {
  it('shares a rank between ties and skips the next one (1, 1, 3)', () => {
    const ranked = rankByPoints([
      { id: 'c', points: 4, seq: 3 },
      { id: 'a', points: 7, seq: 1 },
      { id: 'b', points: 7, seq: 2 },
    ]);
    expect(ranked.map((e) => [e.id, e.rank])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
    ]);
  });

  it('lists tied entries by earlier submission whatever order they arrive in', () => {
    const ranked = rankByPoints([
      { id: 'late', points: 5, seq: 9 },
      { id: 'top', points: 8, seq: 5 },
      { id: 'early', points: 5, seq: 2 },
      { id: 'middle', points: 5, seq: 4 },
    ]);
    expect(ranked.map((e) => [e.id, e.rank])).toEqual([
      ['top', 1],
      ['early', 2],
      ['middle', 2],
      ['late', 2],
    ]);
  });

  it('ranks negative points below zero', () => {
    const ranked = rankByPoints([
      { id: 'minus', points: -3, seq: 1 },
      { id: 'zero', points: 0, seq: 2 },
    ]);
    expect(ranked.map((e) => [e.id, e.rank])).toEqual([
      ['zero', 1],
      ['minus', 2],
    ]);
  });

  it('handles an empty list', () => {
    expect(rankByPoints([])).toEqual([]);
  });
});

describe('buildRankedResults', () => {
  const voter = (voterId: string) => ({ voterId, voterName: `${voterId} name`, voterImage: null, comment: null });
  const points = (voterId: string, submissionId: string, n: number): Contribution => ({
    ...voter(voterId),
    submissionId,
    type: 'points',
    points: n,
    rank: null,
  });

  it('lists every submission, those without votes at 0 points', () => {
    const results = buildRankedResults(submissionsBy('ann', 'bob'), [points('cat', 's-bob', 3)]);
    expect(results.map((r) => [r.submissionId, r.rank, r.points, r.upvotes])).toEqual([
      ['s-bob', 1, 3, 1],
      ['s-ann', 2, 0, 0],
    ]);
    expect(results[1]!.voteBreakdown).toEqual([]);
  });

  it('ignores contributions to submissions that are not in the session', () => {
    const results = buildRankedResults(submissionsBy('ann'), [points('cat', 's-gone', 5)]);
    expect(results).toHaveLength(1);
    expect(results[0]!.points).toBe(0);
  });

  it('copies the submission and submitter fields and drops seq', () => {
    const [entry] = buildRankedResults(submissionsBy('ann'), []);
    expect(entry).toEqual({
      rank: 1,
      submissionId: 's-ann',
      videoTitle: "ann's video",
      thumbnail: 'https://i.ytimg.com/vi/ann/hqdefault.jpg',
      videoUrl: 'https://www.youtube.com/watch?v=ann',
      userId: 'ann',
      userName: 'ann name',
      userImage: null,
      points: 0,
      upvotes: 0,
      downvotes: 0,
      voteBreakdown: [],
      commentary: null,
    });
  });

  it('orders the breakdown by points, then voter name', () => {
    const [entry] = buildRankedResults(submissionsBy('ann'), [
      points('zed', 's-ann', 2),
      points('bob', 's-ann', 5),
      points('amy', 's-ann', 2),
    ]);
    expect(entry!.voteBreakdown.map((item) => item.voterId)).toEqual(['bob', 'amy', 'zed']);
  });
});
