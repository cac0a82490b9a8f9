import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { scoreSession } from '../scoring/index.ts';
import * as q from './queries.ts';
import { loadSessionVotes } from './scoring-input.ts';

/**
 * Each member's points over the room's sessions in `results` (docs/rules.md §6), keyed by user id,
 * computed by the same scoring modules as the results screen so the two always agree. Points are
 * never stored: deleting a session takes its points away, and appreciation sessions add none.
 */
export async function roomPointsByUser(db: Kysely<DB>, roomId: string): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  // Each session is scored by its own mode: a room may change mode between sessions.
  const sessions = await q.listResultsSessions(db, roomId);
  const modes = new Map(sessions.map((s) => [s.id, s.voting_mode]));
  const votes = await loadSessionVotes(db, [...modes.keys()]);
  for (const [sessionId, { submissions, votes: lines }] of votes) {
    const mode = modes.get(sessionId);
    if (!mode || mode === 'appreciation_station') continue;
    // Only the points are read here; the member count feeds the stats, which are not.
    const scored = scoreSession(mode, { sessionId, submissions, votes: lines, memberCount: 0 });
    if (scored.votingMode === 'appreciation_station') continue;
    for (const entry of scored.results) totals.set(entry.userId, (totals.get(entry.userId) ?? 0) + entry.points);
  }
  return totals;
}
