import { describe, expect, it } from 'vitest';
import { renameUser } from './rename-user.ts';

describe('renameUser', () => {
  it('renames members, results and vote breakdowns by id, leaving others alone', () => {
    const members = [
      { id: 'm1', userId: 'ann', userName: 'Ann', totalPoints: 3 },
      { id: 'm2', userId: 'bob', userName: 'Bob', totalPoints: 1 },
    ];
    expect(renameUser(members, 'ann', 'DJ Ann')).toEqual([
      { id: 'm1', userId: 'ann', userName: 'DJ Ann', totalPoints: 3 },
      members[1],
    ]);
    const results = {
      votingMode: 'classic',
      results: [
        {
          userId: 'bob',
          userName: 'Bob',
          voteBreakdown: [{ voterId: 'ann', voterName: 'Ann', points: 5 }],
        },
      ],
      awards: { roundMvp: { userId: 'ann', userName: 'Ann' }, categoryChampions: {} },
    };
    const renamed = renameUser(results, 'ann', 'DJ Ann');
    expect(renamed.results[0]?.voteBreakdown[0]?.voterName).toBe('DJ Ann');
    expect(renamed.results[0]?.userName).toBe('Bob');
    expect(renamed.awards.roundMvp.userName).toBe('DJ Ann');
    // Untouched branches keep their identity (React Query's structural sharing, no re-render).
    expect(renamed.results[0]).not.toBe(results.results[0]);
    expect(renamed.awards.categoryChampions).toBe(results.awards.categoryChampions);
  });

  it('renames watchers ({ userId, name }) and leaves anonymous entries and other data as they are', () => {
    const watchers = [{ userId: 'ann', name: 'Ann', image: null }];
    expect(renameUser(watchers, 'ann', 'DJ Ann')).toEqual([{ userId: 'ann', name: 'DJ Ann', image: null }]);
    const voting = [{ id: 's1', isMine: false, videoTitle: 'Clip' }];
    expect(renameUser(voting, 'ann', 'DJ Ann')).toBe(voting);
    expect(renameUser(null, 'ann', 'x')).toBeNull();
    expect(renameUser('Ann', 'ann', 'x')).toBe('Ann');
  });
});
