import { describe, expect, it } from 'vitest';
import { type Round, scoreRound, standings } from './league.ts';

const entry = (userId: string, seq: number, points: number) => ({
  submissionId: `${userId}-${seq}`,
  userId,
  seq,
  points,
});
const ballot = (voterId: string) => ({ voterId, gave: {} });
const round = (over: Partial<Round>): Round => ({
  sessionId: 's',
  mode: 'classic',
  highStakes: false,
  entries: [],
  ballots: [ballot('x')],
  ...over,
});
const player = (userId: string, userName: string) => ({ userId, userName, userImage: null });
const lp = (r: Round) => Object.fromEntries(scoreRound(r).map((s) => [s.userId, [s.place, s.leaguePoints]]));

describe('league points', () => {
  it('gives place p of n entries n − p + 1, ties sharing the place (1, 2, 2, 4)', () => {
    const r = round({ entries: [entry('a', 1, 10), entry('b', 2, 6), entry('c', 3, 6), entry('d', 4, 0)] });
    expect(lp(r)).toEqual({ a: [1, 4], b: [2, 3], c: [2, 3], d: [4, 1] });
  });

  it('gives nothing in a round nobody voted in', () => {
    const r = round({ entries: [entry('a', 1, 0), entry('b', 2, 0)], ballots: [] });
    expect(lp(r)).toEqual({ a: [1, 0], b: [1, 0] });
    expect(standings([r], [player('a', 'Ann'), player('b', 'Ben')]).map((s) => s.wins)).toEqual([0, 0]);
  });

  it('ranks an appreciation round by badges and adds none of them to the points', () => {
    const r = round({ mode: 'appreciation_station', entries: [entry('a', 1, 3), entry('b', 2, 5)] });
    expect(lp(r)).toEqual({ b: [1, 2], a: [2, 1] });
    expect(scoreRound(r).map((s) => s.points)).toEqual([0, 0]);
  });

  it('high stakes: a submitter who did not vote scores 0 and the round is ranked with that 0', () => {
    const entries = [entry('a', 1, 10), entry('b', 2, 4), entry('c', 3, 2)];
    const ballots = [ballot('b'), ballot('c')];
    expect(lp(round({ entries, ballots }))).toEqual({ a: [1, 3], b: [2, 2], c: [3, 1] });
    const staked = round({ entries, ballots, highStakes: true });
    expect(lp(staked)).toEqual({ b: [1, 3], c: [2, 2], a: [3, 1] });
    expect(scoreRound(staked).find((s) => s.userId === 'a')?.points).toBe(0);
  });
});

describe('standings', () => {
  it('orders by league points, then round wins, then points, then name; shares a rank on a full tie', () => {
    const r1 = round({ sessionId: 's1', entries: [entry('a', 1, 5), entry('b', 2, 5), entry('c', 3, 0)] });
    const r2 = round({ sessionId: 's2', entries: [entry('a', 4, 2), entry('b', 5, 2), entry('c', 6, 8)] });
    // a: 3 + 2 = 5 league points, 1 win, 7 points; b the same; c: 1 + 3 = 4; d nothing yet.
    const table = standings([r1, r2], [player('d', 'Dee'), player('c', 'Cat'), player('b', 'Ben'), player('a', 'Ann')]);
    expect(table.map((s) => [s.userName, s.leaguePoints, s.wins, s.points, s.rank])).toEqual([
      ['Ann', 5, 1, 7, 1],
      ['Ben', 5, 1, 7, 1],
      ['Cat', 4, 1, 8, 3],
      ['Dee', 0, 0, 0, 4],
    ]);
  });

  it('breaks equal league points by wins before points, and points before name', () => {
    const r1 = round({ sessionId: 's1', entries: [entry('a', 1, 1), entry('b', 2, 0)] });
    const r2 = round({ sessionId: 's2', entries: [entry('c', 3, 9), entry('b', 4, 8), entry('a', 5, 0)] });
    // a: 2 + 1 = 3, 1 win, 1 point; b: 1 + 2 = 3, no win, 8 points; c: 3, 1 win, 9 points.
    const table = standings([r1, r2], [player('a', 'Ann'), player('b', 'Ben'), player('c', 'Cat')]);
    expect(table.map((s) => [s.userName, s.leaguePoints, s.wins, s.points, s.rank])).toEqual([
      ['Cat', 3, 1, 9, 1],
      ['Ann', 3, 1, 1, 2],
      ['Ben', 3, 0, 8, 3],
    ]);
  });

  it('keeps a player who left mid-season with what they earned', () => {
    const r1 = round({ entries: [entry('gone', 1, 6), entry('a', 2, 4)] });
    const r2 = round({ sessionId: 's2', entries: [entry('a', 3, 1)] });
    const table = standings([r1, r2], [player('a', 'Ann'), player('gone', 'Gus')]);
    // Both: 2 league points and 1 win; Gus's 6 points beat Ann's 4 + 1.
    expect(table.map((s) => [s.userName, s.leaguePoints, s.points, s.rank])).toEqual([
      ['Gus', 2, 6, 1],
      ['Ann', 2, 5, 2],
    ]);
  });
});
