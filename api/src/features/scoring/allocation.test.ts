import { describe, expect, it } from 'vitest';
import { othersCount, perSubmissionCap, rankedCount, voteAllocation } from './allocation.ts';

describe('rankedCount', () => {
  it('is ceil(others / 2) for 1..7 others', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(rankedCount)).toEqual([1, 1, 2, 2, 3, 3, 4]);
  });

  it('is 0 with nothing to rank', () => {
    expect(rankedCount(0)).toBe(0);
    expect(rankedCount(-1)).toBe(0);
  });
});

describe('voteAllocation', () => {
  it('gives classic and grudge voters 5 points per other submission, at most 10', () => {
    for (const mode of ['classic', 'grudge_match'] as const) {
      expect([0, 1, 2, 3, 8].map((n) => voteAllocation(mode, n))).toEqual([0, 5, 10, 10, 10]);
    }
  });

  it('gives ranked voters K ranks', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => voteAllocation('ranked_choice', n))).toEqual([1, 1, 2, 2, 3, 3, 4]);
  });

  it('has no limit in appreciation', () => {
    expect(voteAllocation('appreciation_station', 4)).toBeNull();
  });
});

describe('othersCount', () => {
  const submissions = [{ userId: 'ann' }, { userId: 'bob' }, { userId: 'cat' }];

  it('leaves out the voter’s own submission', () => {
    expect(othersCount('ann', submissions)).toBe(2);
  });

  it('counts every submission for a member who did not submit', () => {
    expect(othersCount('dan', submissions)).toBe(3);
  });
});

describe('perSubmissionCap', () => {
  it('leaves a real choice: 5 with one other, 9 with two, 5 with three or more', () => {
    for (const mode of ['classic', 'grudge_match'] as const) {
      expect([1, 2, 3, 4, 8].map((n) => perSubmissionCap(mode, n))).toEqual([5, 9, 5, 5, 5]);
    }
  });

  it('has no cap in modes without points', () => {
    expect(perSubmissionCap('ranked_choice', 2)).toBeNull();
    expect(perSubmissionCap('appreciation_station', 2)).toBeNull();
  });
});

describe('room point rules', () => {
  const twelveBySix = { pointsPerBallot: 12, perVideoCap: 6 };

  it('hands out min(points per ballot, cap × others)', () => {
    for (const mode of ['classic', 'grudge_match'] as const) {
      expect([0, 1, 2, 3, 8].map((n) => voteAllocation(mode, n, twelveBySix))).toEqual([0, 6, 12, 12, 12]);
      expect([1, 2, 3, 5].map((n) => voteAllocation(mode, n, { pointsPerBallot: 20, perVideoCap: 4 }))).toEqual([
        4, 8, 12, 20,
      ]);
    }
  });

  it('keeps the cap, raising it to allocation − 1 only where every video would be forced to the cap', () => {
    for (const mode of ['classic', 'grudge_match'] as const) {
      // 12 over two others would be 6 + 6: up to 11 on one; three or more others leave a choice at 6.
      expect([1, 2, 3, 8].map((n) => perSubmissionCap(mode, n, twelveBySix))).toEqual([6, 11, 6, 6]);
      // 20 points at 4 a video: 2, 3 and 4 others would all be forced (8, 12, 16); 5 others fit 20 exactly.
      expect([1, 2, 3, 4, 5, 6].map((n) => perSubmissionCap(mode, n, { pointsPerBallot: 20, perVideoCap: 4 }))).toEqual(
        [4, 7, 11, 15, 19, 4],
      );
      // A cap as large as the points: nothing is ever forced.
      expect([1, 2, 3].map((n) => perSubmissionCap(mode, n, { pointsPerBallot: 10, perVideoCap: 10 }))).toEqual([
        10, 10, 10,
      ]);
    }
  });

  it('is today’s rule with the default settings', () => {
    const today = { pointsPerBallot: 10, perVideoCap: 5 };
    expect([1, 2, 3, 8].map((n) => perSubmissionCap('classic', n, today))).toEqual([5, 9, 5, 5]);
    expect([1, 2, 3, 8].map((n) => voteAllocation('grudge_match', n, today))).toEqual([5, 10, 10, 10]);
  });

  it('leaves ranked choice and appreciation alone', () => {
    expect(voteAllocation('ranked_choice', 4, twelveBySix)).toBe(2);
    expect(perSubmissionCap('ranked_choice', 4, twelveBySix)).toBeNull();
    expect(voteAllocation('appreciation_station', 4, twelveBySix)).toBeNull();
  });
});
