import { type Kysely, sql } from 'kysely';

// The first answer to a create, per user and Idempotency-Key, so a double click or a
// retried request answers the same room or session instead of making a second one; and the last
// nudge per member per session phase, which is both the rate limit and the mark on My Rooms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE idempotency_keys (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      key text NOT NULL,
      scope text NOT NULL,
      fingerprint text NOT NULL,
      resource_id uuid NOT NULL,
      status_code integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key)
    )`.execute(db);
  await sql`
    CREATE TABLE nudges (
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      phase text NOT NULL CHECK (phase IN ('submissions', 'voting')),
      by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      nudged_at timestamptz NOT NULL,
      PRIMARY KEY (session_id, user_id, phase)
    )`.execute(db);
  await sql`CREATE INDEX nudges_user ON nudges (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE nudges`.execute(db);
  await sql`DROP TABLE idempotency_keys`.execute(db);
}
