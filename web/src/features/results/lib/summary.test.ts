import type { ResultEntry, SessionResults } from '@clipclub/protocol/http/results';
import { describe, expect, it } from 'vitest';
import { describeWinner, resultsSummary } from './summary.ts';

const entry = (rank: number, name: string, points: number, voters: string[] = []): ResultEntry => ({
  rank,
  submissionId: `s-${name}`,
  videoTitle: `${name}'s video`,
  thumbnail: '',
  videoUrl: `https://www.youtube.com/watch?v=${name}`,
  userId: `u-${name}`,
  userName: name,
  userImage: null,
  points,
  upvotes: voters.length,
  downvotes: 0,
  voteBreakdown: voters.map((v) => ({
    voterId: `u-${v}`,
    voterName: v,
    voterImage: null,
    type: 'points',
    points: 1,
    rank: null,
    comment: null,
  })),
  commentary: null,
});
const classic = (results: ResultEntry[]): SessionResults => ({
  sessionId: 's1',
  revealSeen: true,
  votingMode: 'classic',
  awards: { roundMvp: null, categoryChampions: {} },
  stats: { totalSubmissions: results.length, totalPointsCast: 0, submissionRate: 1 },
  results,
});
const session = { sessionNumber: 2, theme: 'Road trip songs' };

describe('the winner line', () => {
  it('names every winner of a tie as a sentence does', () => {
    const data = classic([
      entry(1, 'Bob', 9, ['Ann']),
      entry(1, 'Cara', 9, ['Ann']),
      entry(1, 'Alice', 9, ['Bob']),
      entry(4, 'Dan', 3, ['Cara']),
    ]);
    expect(describeWinner(data)).toEqual({ label: 'Winners (tie)', name: 'Bob, Cara and Alice', detail: '9 points' });
  });

  it('says nobody voted instead of a tie of everyone at 0', () => {
    expect(describeWinner(classic([entry(1, 'Bob', 0), entry(1, 'Cara', 0)]))).toEqual({
      label: 'No winner',
      name: 'Nobody voted this round',
      detail: null,
    });
  });
});

describe('the shared summary', () => {
  it('carries the winner, each video’s points and a link anyone can open', () => {
    const { title, text } = resultsSummary(
      session,
      classic([entry(1, 'Bob', 9, ['Ann']), entry(2, 'Cara', 1, ['Ann']), entry(3, 'Ann', 0)]),
    );
    expect(title).toBe('Clip Club results · Session 2: Road trip songs');
    expect(text).toBe(
      [
        'Clip Club results · Session 2: Road trip songs',
        'Winner: Bob, 9 points',
        '',
        "1. Bob: “Bob's video”, 9 points",
        '   https://www.youtube.com/watch?v=Bob',
        "2. Cara: “Cara's video”, 1 point",
        '   https://www.youtube.com/watch?v=Cara',
        "3. Ann: “Ann's video”, 0 points",
        '   https://www.youtube.com/watch?v=Ann',
      ].join('\n'),
    );
    expect(text).not.toContain('/results/');
  });

  it('appreciation: the Round MVP and each video’s badges', () => {
    const data: SessionResults = {
      sessionId: 's1',
      revealSeen: true,
      votingMode: 'appreciation_station',
      awards: { roundMvp: { userId: 'u-Bob', userName: 'Bob' }, categoryChampions: {} },
      stats: { totalSubmissions: 1, totalPointsCast: 1, submissionRate: 1 },
      results: [
        {
          submissionId: 's-Bob',
          videoTitle: 'Bob’s video',
          thumbnail: '',
          videoUrl: 'https://www.youtube.com/watch?v=Bob',
          userId: 'u-Bob',
          userName: 'Bob',
          userImage: null,
          badgeCounts: { new_to_me: 0, fire: 1, feels: 0, bop: 0, deep_cut: 0, world_view: 0, respect: 0, story: 0 },
          totalBadges: 1,
          badgeGivers: [],
          commentary: null,
        },
      ],
    };
    expect(resultsSummary(session, data).text.split('\n').slice(1)).toEqual([
      'Round MVP (random selection): Bob',
      '',
      '• Bob: “Bob’s video”, 1 badge',
      '  https://www.youtube.com/watch?v=Bob',
    ]);
  });
});
