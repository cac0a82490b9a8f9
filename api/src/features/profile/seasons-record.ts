import type { SeasonPlayed, Standing } from '@clipclub/protocol';

/** A finished season and its final standings. */
export type FinishedSeason = {
  seasonId: string;
  seasonName: string;
  roomId: string;
  roomName: string;
  finishedAt: string;
  standings: readonly Standing[];
};

/**
 * The seasons part of a player's record (pure; docs/rules.md §12): every given season they are in
 * the standings of, with their final place; a season is won from first place with league points
 * above 0 (a shared first place wins for each; a season where nobody scored has no champion).
 */
export function seasonsRecord(userId: string, seasons: readonly FinishedSeason[]) {
  const played: SeasonPlayed[] = [];
  for (const { standings, ...season } of seasons) {
    const mine = standings.find((s) => s.userId === userId);
    if (!mine) continue;
    played.push({
      ...season,
      rank: mine.rank,
      leaguePoints: mine.leaguePoints,
      won: mine.rank === 1 && mine.leaguePoints > 0,
    });
  }
  return { seasonsPlayed: played.length, seasonsWon: played.filter((s) => s.won).length, seasons: played };
}
