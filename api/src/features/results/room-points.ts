import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { scoreSession } from '../scoring/index.ts';
import * as q from './queries.ts';
import { loadSessionVotes } from './scoring-input.ts';

/** What a member has earned in a room: points, and badges from appreciation sessions. */
export type Standing = { points: number; badges: number };

/**
 * Each member's points and badges received over the room's sessions in `results` (docs/rules.md
 * §6 "Leaderboard"), keyed by user id, computed by the same scoring modules as the results
 * screen so the two always agree. Never stored: deleting a session takes its share away.
 * Appreciation sessions add badges and no points.
 */
export async function roomStandingsByUser(db: Kysely<DB>, roomId: string): Promise<Map<string, Standing>> {
  const totals = new Map<string, Standing>();
  const add = (userId: string, points: number, badges: number) => {
    const t = totals.get(userId) ?? { points: 0, badges: 0 };
    totals.set(userId, { points: t.points + points, badges: t.badges + badges });
  };
  // Each session is scored by its own mode: a room may change mode between sessions.
  const sessions = await q.listResultsSessions(db, roomId);
  const modes = new Map(sessions.map((s) => [s.id, s.voting_mode]));
  const votes = await loadSessionVotes(db, [...modes.keys()]);
  for (const [sessionId, { submissions, votes: lines }] of votes) {
    const mode = modes.get(sessionId);
    if (!mode) continue;
    // Only points and badges are read here; the member count feeds the stats, which are not.
    const scored = scoreSession(mode, { sessionId, submissions, votes: lines, memberCount: 0 });
    if (scored.votingMode === 'appreciation_station') {
      for (const entry of scored.results) add(entry.userId, 0, entry.totalBadges);
    } else {
      for (const entry of scored.results) add(entry.userId, entry.points, 0);
    }
  }
  return totals;
}
