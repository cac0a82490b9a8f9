import { type Kysely, sql } from 'kysely';

// One watch-party playback state per session (docs/rules.md §8). Kept in the database, not in a
// process's memory, so a restart, a reload or a second API process all see the same party.
// `position_sec` is the position at `updated_at` (server time); clients compute the rest.
// `version` grows by one per change so a stale command can be refused (409).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE watch_states (
      session_id uuid PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
      -- the session phase this state belongs to: moving to results starts the reveal afresh
      phase text NOT NULL CHECK (phase IN ('voting', 'results')),
      queue_index integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'paused' CHECK (status IN ('paused', 'playing', 'ended')),
      position_sec double precision NOT NULL DEFAULT 0,
      rate double precision NOT NULL DEFAULT 1,
      host_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      version integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE watch_states`.execute(db);
}
