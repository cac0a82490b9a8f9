import { describe, expect, it } from 'vitest';
import { type Round, standings } from './league.ts';
import { buildRecap } from './recap.ts';

// A hand-computed season of three players: a classic round, a ranked round, an appreciation
// round Cat did not vote in, and a round nobody voted in.
const entry = (id: string, userId: string, seq: number, points: number) => ({ submissionId: id, userId, seq, points });
const rounds: Round[] = [
  {
    sessionId: 's1',
    mode: 'classic',
    highStakes: false,
    entries: [entry('a1', 'ua', 1, 9), entry('b1', 'ub', 2, 14), entry('c1', 'uc', 3, 7)],
    ballots: [
      { voterId: 'ua', gave: { b1: 8, c1: 2 } },
      { voterId: 'ub', gave: { a1: 5, c1: 5 } },
      { voterId: 'uc', gave: { a1: 4, b1: 6 } },
    ],
  },
  {
    sessionId: 's2',
    mode: 'ranked_choice',
    highStakes: false,
    entries: [entry('a2', 'ua', 4, 1), entry('b2', 'ub', 5, 0), entry('c2', 'uc', 6, 2)],
    ballots: [
      { voterId: 'ua', gave: { c2: 1 } },
      { voterId: 'ub', gave: { c2: 1 } },
      { voterId: 'uc', gave: { a2: 1 } },
    ],
  },
  {
    sessionId: 's3',
    mode: 'appreciation_station',
    highStakes: false,
    entries: [entry('a3', 'ua', 7, 1), entry('b3', 'ub', 8, 2), entry('c3', 'uc', 9, 1)],
    ballots: [
      { voterId: 'ua', gave: { b3: 2 } },
      { voterId: 'ub', gave: { a3: 1, c3: 1 } },
    ],
  },
  {
    sessionId: 's4',
    mode: 'classic',
    highStakes: false,
    entries: [entry('a4', 'ua', 10, 0), entry('b4', 'ub', 11, 0)],
    ballots: [],
  },
];
const players = [
  { userId: 'ua', userName: 'Ann', userImage: null },
  { userId: 'ub', userName: 'Ben', userImage: null },
  { userId: 'uc', userName: 'Cat', userImage: null },
];
const names = new Map(players.map((p) => [p.userId, p.userName]));

describe('the season recap', () => {
  const table = standings(rounds, players);
  const recap = buildRecap(rounds, table, names);

  it('has the podium: Ben 7; Cat and Ann 6, Cat ahead on her round win', () => {
    expect(recap.podium.map((s) => [s.userId, s.leaguePoints, s.wins, s.points, s.rank])).toEqual([
      ['ub', 7, 2, 14, 1],
      ['uc', 6, 1, 9, 2],
      ['ua', 6, 0, 10, 3],
    ]);
  });

  it("names each player's biggest fan by summed shares", () => {
    expect(recap.fans).toEqual([
      { userId: 'ub', fanUserId: 'ua', share: 1.8 },
      { userId: 'uc', fanUserId: 'ub', share: 2 },
      { userId: 'ua', fanUserId: 'uc', share: 1.4 },
    ]);
  });

  it('pairs only voters with at least 3 common videos (Ann and Ben: 0.982)', () => {
    expect(recap.compatiblePair).toEqual({ userIds: ['ua', 'ub'], correlation: 0.982 });
  });

  it('finds the contrarian: Ben (0.5 against Ann 0.879 and Cat 0.588)', () => {
    expect(recap.contrarian).toEqual({ userId: 'ub', correlation: 0.5 });
  });

  it('picks the video of the season by its share of its round: Cat’s ranked pick, 2 of 3', () => {
    expect(recap.videoOfSeason).toEqual({ submissionId: 'c2', sessionId: 's2', userId: 'uc', share: 0.6667 });
  });

  it('charts league points after each round, a silent round changing nothing', () => {
    expect(recap.rounds.map((r) => r.standings.map((s) => s.leaguePoints))).toEqual([
      [3, 1, 2],
      [4, 4, 4],
      [7, 6, 6],
      [7, 6, 6],
    ]);
  });

  it('sums who gave whom', () => {
    expect(recap.gave).toEqual([
      { fromUserId: 'ua', toUserId: 'ub', share: 1.8 },
      { fromUserId: 'ua', toUserId: 'uc', share: 1.2 },
      { fromUserId: 'ub', toUserId: 'ua', share: 1 },
      { fromUserId: 'ub', toUserId: 'uc', share: 2 },
      { fromUserId: 'uc', toUserId: 'ua', share: 1.4 },
      { fromUserId: 'uc', toUserId: 'ub', share: 0.6 },
    ]);
  });
});

describe('recap edge cases', () => {
  it('a former member who voted can still be a fan (ties: more ballots, then name)', () => {
    const r: Round = {
      sessionId: 's1',
      mode: 'classic',
      highStakes: false,
      entries: [entry('a', 'ua', 1, 10), entry('b', 'ub', 2, 20)],
      ballots: [
        { voterId: 'gone', gave: { b: 10 } },
        { voterId: 'ua', gave: { b: 10 } },
        { voterId: 'ub', gave: { a: 10 } },
      ],
    };
    const two = players.slice(0, 2);
    const recap = buildRecap([r], standings([r], two), new Map([...names, ['gone', 'Abe']]));
    expect(recap.fans).toEqual([
      { userId: 'ub', fanUserId: 'gone', share: 1 },
      { userId: 'ua', fanUserId: 'ub', share: 1 },
    ]);
    // Two videos per voter at most: nobody has 3 common videos, so no pair and no contrarian.
    expect(recap.compatiblePair).toBeNull();
    expect(recap.contrarian).toBeNull();
  });

  it('high stakes scores a non-voter’s video 0 for the video of the season', () => {
    const r: Round = {
      sessionId: 's1',
      mode: 'classic',
      highStakes: true,
      entries: [entry('a', 'ua', 1, 8), entry('b', 'ub', 2, 2)],
      ballots: [
        { voterId: 'ub', gave: { a: 8 } },
        { voterId: 'uc', gave: { b: 2 } },
      ],
    };
    const recap = buildRecap([r], standings([r], players), names);
    expect(recap.videoOfSeason).toEqual({ submissionId: 'b', sessionId: 's1', userId: 'ub', share: 0.2 });
    expect(recap.podium.map((s) => [s.userId, s.leaguePoints])).toEqual([
      ['ub', 2],
      ['ua', 1],
      ['uc', 0],
    ]);
  });

  it('has nothing to say about a season nobody voted in', () => {
    const r: Round = {
      sessionId: 's1',
      mode: 'classic',
      highStakes: false,
      entries: [entry('a', 'ua', 1, 0)],
      ballots: [],
    };
    const recap = buildRecap([r], standings([r], players), names);
    expect(recap).toMatchObject({ fans: [], compatiblePair: null, contrarian: null, videoOfSeason: null, gave: [] });
  });
});
