import { BADGE_TYPES } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { scoreAppreciation } from './appreciation-station.ts';
import { badgeVote, pointsVote, submissionsBy } from './test-fixtures.ts';

describe('scoreAppreciation', () => {
  const submissions = submissionsBy('ann', 'bob', 'cat');

  it('counts every badge type per submission, listed in submission order', () => {
    const { results } = scoreAppreciation('session-1', [...submissions].reverse(), [
      badgeVote('bob', 'ann', 'fire'),
      badgeVote('cat', 'ann', 'fire'),
      badgeVote('cat', 'ann', 'story'),
      badgeVote('ann', 'cat', 'bop'),
    ]);
    expect(results.map((r) => [r.userId, r.totalBadges])).toEqual([
      ['ann', 3],
      ['bob', 0],
      ['cat', 1],
    ]);
    expect(Object.keys(results[0]!.badgeCounts).sort()).toEqual([...BADGE_TYPES].sort());
    expect(results[0]!.badgeCounts).toMatchObject({ fire: 2, story: 1, bop: 0, feels: 0 });
    expect(results[0]).toMatchObject({ submissionId: 's-ann', videoTitle: "ann's video", userName: 'ann name' });
  });

  it('says who gave which badges, by voter name, each with their comment on that video', () => {
    const { results } = scoreAppreciation('session-1', submissions, [
      { ...badgeVote('cat', 'ann', 'story'), comment: 'Where was this filmed?' },
      { ...badgeVote('cat', 'ann', 'fire'), comment: 'Where was this filmed?' },
      badgeVote('bob', 'ann', 'bop'),
      badgeVote('bob', 'ann', 'bop'),
    ]);
    expect(results[0]!.badgeGivers).toEqual([
      { voterId: 'bob', voterName: 'bob name', voterImage: 'https://img/bob', badges: ['bop'], comment: null },
      {
        voterId: 'cat',
        voterName: 'cat name',
        voterImage: 'https://img/cat',
        badges: ['fire', 'story'],
        comment: 'Where was this filmed?',
      },
    ]);
    expect(results[1]!.badgeGivers).toEqual([]);
  });

  it('ignores unknown badges, non-badge lines and a repeated badge from the same voter', () => {
    const { results } = scoreAppreciation('session-1', submissions, [
      badgeVote('bob', 'ann', 'sparkles'),
      pointsVote('bob', 'ann', 5),
      badgeVote('cat', 'ann', 'feels'),
      badgeVote('cat', 'ann', 'feels'),
    ]);
    expect(results[0]).toMatchObject({ totalBadges: 1, badgeCounts: { feels: 1 } });
  });

  it('names the submission with the most of a badge its champion, a tie going to the earlier one', () => {
    const { awards } = scoreAppreciation('session-1', submissions, [
      badgeVote('dan', 'cat', 'fire'),
      badgeVote('eve', 'cat', 'fire'),
      badgeVote('dan', 'bob', 'fire'),
      badgeVote('dan', 'cat', 'respect'),
      badgeVote('eve', 'bob', 'respect'),
    ]);
    expect(awards.categoryChampions).toEqual({
      fire_champion: { userId: 'cat', userName: 'cat name', badgeCount: 2, submissionId: 's-cat' },
      respect_champion: { userId: 'bob', userName: 'bob name', badgeCount: 1, submissionId: 's-bob' },
    });
  });

  it('draws the Round MVP only among submitters who received a badge', () => {
    const votes = [badgeVote('dan', 'ann', 'fire'), badgeVote('dan', 'cat', 'bop')];
    const winners = new Set(
      Array.from(
        { length: 40 },
        (_, i) => scoreAppreciation(`session-${i}`, submissions, votes).awards.roundMvp?.userId,
      ),
    );
    expect([...winners].sort()).toEqual(['ann', 'cat']);
  });

  it('keeps the same Round MVP between views of one session', () => {
    const votes = [badgeVote('dan', 'ann', 'fire'), badgeVote('dan', 'bob', 'fire'), badgeVote('dan', 'cat', 'bop')];
    const first = scoreAppreciation('abc', submissions, votes).awards.roundMvp;
    expect(first).not.toBeNull();
    expect(scoreAppreciation('abc', [...submissions].reverse(), [...votes].reverse()).awards.roundMvp).toEqual(first);
  });

  it('has no MVP and no champions when nobody gave a badge', () => {
    const { results, awards } = scoreAppreciation('session-1', submissions, []);
    expect(results.every((r) => r.totalBadges === 0)).toBe(true);
    expect(awards).toEqual({ roundMvp: null, categoryChampions: {} });
  });

  it('handles a session without submissions', () => {
    expect(scoreAppreciation('session-1', [], [])).toEqual({
      results: [],
      awards: { roundMvp: null, categoryChampions: {} },
    });
  });
});
