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
