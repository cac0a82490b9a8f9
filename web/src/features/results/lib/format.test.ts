import type { VoteBreakdownItem } from '@clipclub/protocol/http/results';
import { describe, expect, it } from 'vitest';
import {
  describeVote,
  formatPoints,
  joinNames,
  percent,
  pointsLabel,
  pointsPhrase,
  rankColor,
  signed,
  voterCount,
} from './format.ts';

const vote = (over: Partial<VoteBreakdownItem>): VoteBreakdownItem => ({
  voterId: 'u1',
  voterName: 'Ann',
  voterImage: null,
  type: 'points',
  points: 3,
  rank: null,
  comment: null,
  ...over,
});

describe('results formatting', () => {
  it('labels points by mode', () => {
    expect(pointsLabel('classic')).toBe('points');
    expect(pointsLabel('ranked_choice')).toBe('rank points');
    expect(pointsLabel('grudge_match')).toBe('net points');
    expect([pointsPhrase(1, 'classic'), pointsPhrase(-1, 'grudge_match'), pointsPhrase(2, 'ranked_choice')]).toEqual([
      '1 point',
      '−1 net point',
      '2 rank points',
    ]);
  });

  it('colours the podium', () => {
    expect([1, 2, 3, 4].map(rankColor)).toEqual(['yellow', 'gray', 'orange', null]);
  });

  it('counts a voter who gave points and a downvote once', () => {
    expect(voterCount([vote({}), vote({ type: 'downvote', points: -3 }), vote({ voterId: 'u2' })])).toBe(2);
  });

  it('shows the real submission rate', () => {
    expect(percent(0.75)).toBe('75%');
    expect(percent(2 / 3)).toBe('67%');
    expect(percent(1)).toBe('100%');
  });

  it('describes each kind of vote', () => {
    expect(describeVote(vote({ points: 1 }))).toBe('+1 point');
    expect(describeVote(vote({ type: 'rank', rank: 1, points: 2 }))).toBe('Rank 1 · 2 rank points');
    expect(describeVote(vote({ type: 'downvote', points: -3 }))).toBe('Downvote −3');
    expect([signed(7), signed(-2), signed(0), formatPoints(-6)]).toEqual(['+7', '−2', '0', '−6']);
  });

  it('lists tied names as a sentence does', () => {
    expect(joinNames(['Bob'])).toBe('Bob');
    expect(joinNames(['Bob', 'Cara'])).toBe('Bob and Cara');
    expect(joinNames(['Bob', 'Cara', 'Alice'])).toBe('Bob, Cara and Alice');
  });
});
