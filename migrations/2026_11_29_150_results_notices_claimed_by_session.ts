import { type Kysely, sql } from 'kysely';

// A session's results notices are claimed once for the whole session, on its row, instead of once
// per member in `notifications_claim` (migration 110). They were always stored all together (by
// the move to results, or by one statement for the session later), so the session's claim says
// the same; a move to results writes it in the update that moves it, at no cost, where each
// member's notice was one entry more in a unique index (a third of a notice's index work). And
// the scheduler's pass, which offered every member of every session in results within 3 days a
// notice again each minute (each skipped on the index), now finds only the sessions unclaimed.
// `results_noticed_at` is when they were stored; null: not yet. Results notices stored from here
// on leave `claim_deadline` null, so the partial index skips them; the older ones keep theirs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN results_noticed_at timestamptz`.execute(db);
  // Claimed already: every session with a results notice (all its members' came in one statement).
  // A session in results with none (a crash between its move and its notices) stays unclaimed,
  // so the next pass announces it if it is recent, as before.
  await sql`
    UPDATE sessions s SET results_noticed_at = n.first
    FROM (
      SELECT session_id, min(created_at) AS first FROM notifications
      WHERE kind = 'results_ready' GROUP BY session_id
    ) n
    WHERE s.id = n.session_id`.execute(db);
  // What the pass looks for each minute, without reading every session in results: the few a
  // move left unclaimed. A move that stores its notices sets the claim as it moves, so its row
  // never enters this index.
  await sql`
    CREATE INDEX sessions_results_unnoticed ON sessions (voting_deadline)
    WHERE status = 'results' AND results_noticed_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Results notices stored meanwhile carry no claim key; give them theirs back (the epoch, as
  // NO_DEADLINE) so the per-member claim finds them.
  await sql`
    UPDATE notifications SET claim_deadline = 'epoch'::timestamptz
    WHERE kind = 'results_ready' AND session_id IS NOT NULL AND claim_deadline IS NULL`.execute(db);
  await sql`DROP INDEX sessions_results_unnoticed`.execute(db);
  await sql`ALTER TABLE sessions DROP COLUMN results_noticed_at`.execute(db);
}
