import type { Standing } from '@clipclub/protocol';
import { describe, expect, it } from 'vitest';
import { type FinishedSeason, seasonsRecord } from './seasons-record.ts';

const row = (userId: string, rank: number, leaguePoints: number): Standing => ({
  userId,
  userName: userId,
  userImage: null,
  leaguePoints,
  wins: 0,
  points: 0,
  rank,
});
const season = (id: string, standings: Standing[]): FinishedSeason => ({
  seasonId: id,
  seasonName: `Season ${id}`,
  roomId: 'r1',
  roomName: 'Film club',
  finishedAt: '2026-11-20T00:00:00.000Z',
  standings,
});

describe('seasonsRecord', () => {
  it('counts the seasons a player is in and the ones they won, a shared first place included', () => {
    const record = seasonsRecord('ann', [
      season('3', [row('ann', 1, 6), row('ben', 1, 6), row('cat', 3, 2)]),
      season('2', [row('ben', 1, 5), row('ann', 2, 4)]),
      season('1', [row('ann', 1, 3), row('ben', 2, 1)]),
    ]);
    expect(record.seasonsPlayed).toBe(3);
    expect(record.seasonsWon).toBe(2);
    expect(record.seasons.map((s) => [s.seasonId, s.rank, s.won])).toEqual([
      ['3', 1, true],
      ['2', 2, false],
      ['1', 1, true],
    ]);
  });

  it('crowns nobody in a season where nobody scored, and skips seasons the player is not in', () => {
    const record = seasonsRecord('ann', [
      season('2', [row('ann', 1, 0), row('ben', 1, 0)]),
      season('1', [row('ben', 1, 3)]),
    ]);
    expect(record).toMatchObject({ seasonsPlayed: 1, seasonsWon: 0 });
    expect(record.seasons[0]).toMatchObject({ seasonId: '2', rank: 1, won: false });
  });
});
