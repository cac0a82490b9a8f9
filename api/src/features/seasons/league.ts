import type { Standing, VotingMode } from '@clipclub/protocol';

// League points and standings (docs/rules.md §12): pure, no I/O.

/** One video of a round: what the round's own scoring gave it (appreciation: its badges). */
export type RoundEntry = { submissionId: string; userId: string; seq: number; points: number };
/** One voter's ballot in a round: what it gave each video (points, rank points, positive grudge points, badges). */
export type RoundBallot = { voterId: string; gave: Readonly<Record<string, number>> };
export type Round = {
  sessionId: string;
  mode: VotingMode;
  highStakes: boolean;
  entries: readonly RoundEntry[];
  ballots: readonly RoundBallot[];
};
export type Player = { userId: string; userName: string; userImage: string | null };
/** What one submitter takes from one round. */
export type RoundScore = { userId: string; submissionId: string; place: number; leaguePoints: number; points: number };

/**
 * High stakes: a submitter who cast no ballot in the round has their entry scored 0 (the votes
 * it got still show on the results), and the round is ranked with that 0.
 */
export function stakedEntries(round: Round): RoundEntry[] {
  if (!round.highStakes) return [...round.entries];
  const voted = new Set(round.ballots.map((b) => b.voterId));
  return round.entries.map((e) => (voted.has(e.userId) ? e : { ...e, points: 0 }));
}

/**
 * Places as results rank them (highest first, ties share the place, 1, 1, 3) and league points
 * n − p + 1 for n ranked entries. A round nobody voted in earns nothing. Appreciation rounds are
 * ranked by badges but add nothing to the rounds' own points (they give no leaderboard points).
 */
export function scoreRound(round: Round): RoundScore[] {
  const entries = stakedEntries(round).sort((a, b) => b.points - a.points || a.seq - b.seq);
  const nobodyVoted = round.ballots.length === 0;
  const n = entries.length;
  let place = 0;
  return entries.map((entry, index) => {
    if (index === 0 || entry.points !== entries[index - 1]!.points) place = index + 1;
    return {
      userId: entry.userId,
      submissionId: entry.submissionId,
      place,
      leaguePoints: nobodyVoted ? 0 : n - place + 1,
      points: round.mode === 'appreciation_station' ? 0 : entry.points,
    };
  });
}

type Totals = { leaguePoints: number; wins: number; points: number };

/** Each player's league points, round wins and points over the given rounds. */
export function seasonTotals(rounds: readonly Round[]): Map<string, Totals> {
  const totals = new Map<string, Totals>();
  for (const round of rounds) {
    const nobodyVoted = round.ballots.length === 0;
    for (const s of scoreRound(round)) {
      const t = totals.get(s.userId) ?? { leaguePoints: 0, wins: 0, points: 0 };
      totals.set(s.userId, {
        leaguePoints: t.leaguePoints + s.leaguePoints,
        wins: t.wins + (s.place === 1 && !nobodyVoted ? 1 : 0),
        points: t.points + s.points,
      });
    }
  }
  return totals;
}

/**
 * The standings: every player listed (current members with nothing yet at 0), ordered by league
 * points, then round wins, then the rounds' own points, then name; the rank is shared only on a
 * full tie of the three numbers.
 */
export function standings(rounds: readonly Round[], players: readonly Player[]): Standing[] {
  const totals = seasonTotals(rounds);
  const rows = players.map((p) => ({ ...p, ...(totals.get(p.userId) ?? { leaguePoints: 0, wins: 0, points: 0 }) }));
  rows.sort(
    (a, b) =>
      b.leaguePoints - a.leaguePoints ||
      b.wins - a.wins ||
      b.points - a.points ||
      a.userName.localeCompare(b.userName) ||
      a.userId.localeCompare(b.userId),
  );
  let rank = 0;
  return rows.map((row, index) => {
    const prev = rows[index - 1];
    const tied = prev && prev.leaguePoints === row.leaguePoints && prev.wins === row.wins && prev.points === row.points;
    if (!tied) rank = index + 1;
    return { ...row, rank };
  });
}
