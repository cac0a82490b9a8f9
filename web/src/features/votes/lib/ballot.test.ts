import type { VoteRecord } from '@clipclub/protocol/http/votes';
import { describe, expect, it } from 'vitest';
import {
  downvoteFromVotes,
  insertIntoRanking,
  pointChoices,
  pointsFromVotes,
  RANKING_LIST,
  rankingAfterDrop,
  rankingFromVotes,
  setPoints,
  totalPoints,
  UNRANKED_LIST,
  votingDeadlineText,
} from './ballot.ts';

const record = (over: Partial<VoteRecord>): VoteRecord => ({
  submissionId: 's1',
  voteType: 'points',
  rankPosition: null,
  isDownvote: 0,
  pointsAllocated: 0,
  badge: null,
  comment: null,
  ...over,
});

describe('points ballots', () => {
  it('a card cannot take more than what is left, but may keep or lower its own points', () => {
    const ballot = { a: 5, b: 3 };
    expect(totalPoints(ballot)).toBe(8);
    const forC = pointChoices(ballot, 'c', 10, 5);
    expect(forC.filter((c) => !c.disabled).map((c) => c.value)).toEqual([0, 1, 2]);
    const forB = pointChoices(ballot, 'b', 10, 5);
    expect(forB.filter((c) => !c.disabled).map((c) => c.value)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('setting 0 removes the entry (grudge: zero clears it)', () => {
    expect(setPoints({ a: 2, b: 3 }, 'a', 0)).toEqual({ b: 3 });
    expect(setPoints({ b: 3 }, 'a', 4)).toEqual({ b: 3, a: 4 });
  });

  it('pre-fills points and the downvote from an earlier grudge ballot', () => {
    const votes = [
      record({ submissionId: 'a', pointsAllocated: 6 }),
      record({ submissionId: 'b', pointsAllocated: 4 }),
      record({ submissionId: 'c', voteType: 'downvote', isDownvote: 1, pointsAllocated: -3 }),
    ];
    expect(pointsFromVotes(votes)).toEqual({ a: 6, b: 4 });
    expect(downvoteFromVotes(votes)).toBe('c');
    expect(downvoteFromVotes(votes.slice(0, 2))).toBeNull();
  });
});

describe('rankings', () => {
  it('pre-fills an earlier ranking in rank order, skipping what is no longer offered', () => {
    const votes = [
      record({ submissionId: 'b', voteType: 'rank', rankPosition: 2 }),
      record({ submissionId: 'a', voteType: 'rank', rankPosition: 1 }),
      record({ submissionId: 'gone', voteType: 'rank', rankPosition: 3 }),
    ];
    expect(rankingFromVotes(votes, ['a', 'b', 'c'])).toEqual(['a', 'b']);
  });

  it('a drop onto a full ranking pushes its last entry back out', () => {
    expect(insertIntoRanking(['a', 'b'], 'c', 0, 2)).toEqual(['c', 'a']);
    expect(insertIntoRanking(['a'], 'c', 5, 2)).toEqual(['a', 'c']);
  });

  it('applies drags within the ranking, into it and out of it', () => {
    const ranking = ['a', 'b', 'c'];
    const at = (droppableId: string, index: number) => ({ droppableId, index });
    expect(rankingAfterDrop(ranking, 'c', at(RANKING_LIST, 2), at(RANKING_LIST, 0), 3)).toEqual(['c', 'a', 'b']);
    expect(rankingAfterDrop(['a'], 'd', at(UNRANKED_LIST, 1), at(RANKING_LIST, 0), 3)).toEqual(['d', 'a']);
    expect(rankingAfterDrop(ranking, 'b', at(RANKING_LIST, 1), at(UNRANKED_LIST, 0), 3)).toEqual(['a', 'c']);
    expect(rankingAfterDrop(ranking, 'b', at(RANKING_LIST, 1), null, 3)).toEqual(ranking);
  });
});

describe('votingDeadlineText', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('counts whole days left, says "soon" under 24 hours and nothing without a deadline', () => {
    expect(votingDeadlineText('2026-03-13T13:00:00Z', now)).toBe('Voting ends in 3 days');
    expect(votingDeadlineText('2026-03-11T13:00:00Z', now)).toBe('Voting ends in 1 day');
    expect(votingDeadlineText('2026-03-11T11:00:00Z', now)).toBe('Voting ending soon');
    expect(votingDeadlineText(null, now)).toBeNull();
  });
});
