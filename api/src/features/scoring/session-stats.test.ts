import { describe, expect, it } from 'vitest';
import { scoreAppreciation } from './appreciation-station.ts';
import { scoreClassic } from './classic.ts';
import { scoreGrudgeMatch } from './grudge-match.ts';
import { scoreRankedChoice } from './ranked-choice.ts';
import { sessionStats, submissionRate, totalPointsCast } from './session-stats.ts';
import { badgeVote, downvote, pointsVote, rankVote, submissionsBy } from './test-fixtures.ts';

const submissions = submissionsBy('ann', 'bob', 'cat');

describe('totalPointsCast', () => {
  it('adds up classic points', () => {
    const results = scoreClassic(submissions, [pointsVote('ann', 'bob', 5), pointsVote('ann', 'cat', 5)]);
    expect(totalPointsCast({ votingMode: 'classic', results })).toBe(10);
  });

  it('adds up rank points in ranked choice', () => {
    // dan: 3 others, K = 2, so 2 + 1 rank points.
    const results = scoreRankedChoice(submissions, [rankVote('dan', 'ann', 1), rankVote('dan', 'bob', 2)]);
    expect(totalPointsCast({ votingMode: 'ranked_choice', results })).toBe(3);
  });

  it('counts the points grudge voters gave, not the downvote penalties', () => {
    const results = scoreGrudgeMatch(submissions, [pointsVote('ann', 'bob', 10), downvote('ann', 'cat')]);
    expect(totalPointsCast({ votingMode: 'grudge_match', results })).toBe(10);
  });

  it('counts badges given in appreciation', () => {
    const { results } = scoreAppreciation('s', submissions, [
      badgeVote('dan', 'ann', 'fire'),
      badgeVote('dan', 'bob', 'bop'),
    ]);
    expect(totalPointsCast({ votingMode: 'appreciation_station', results })).toBe(2);
  });
});

describe('submissionRate', () => {
  it('is the real ratio of submissions to members', () => {
    expect(submissionRate(3, 4)).toBe(0.75);
    expect(submissionRate(1, 3)).toBeCloseTo(1 / 3, 12);
  });

  it('is 0 with no members or no submissions', () => {
    expect(submissionRate(0, 0)).toBe(0);
    expect(submissionRate(2, 0)).toBe(0);
    expect(submissionRate(0, 5)).toBe(0);
  });

  it('never exceeds 1, even when a submitter has since left', () => {
    expect(submissionRate(5, 4)).toBe(1);
  });
});

describe('sessionStats', () => {
  it('reports submissions, points cast and rate', () => {
    const results = scoreClassic(submissions, [pointsVote('dan', 'bob', 5), pointsVote('dan', 'cat', 5)]);
    expect(sessionStats({ votingMode: 'classic', results }, 6)).toEqual({
      totalSubmissions: 3,
      totalPointsCast: 10,
      submissionRate: 0.5,
    });
  });

  it('is all zeros for an empty session', () => {
    expect(sessionStats({ votingMode: 'classic', results: [] }, 4)).toEqual({
      totalSubmissions: 0,
      totalPointsCast: 0,
      submissionRate: 0,
    });
  });
});
