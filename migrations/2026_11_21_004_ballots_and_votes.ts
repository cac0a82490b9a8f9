import { type Kysely, sql } from 'kysely';

// A ballot is one member's vote in one session; its uniqueness is what makes a second classic
// or appreciation vote answer 409 even when two requests race. Votes are the ballot's lines.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE ballots (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      voter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      -- the downvote is final once cast, so it lives on the ballot, not on the replaceable lines
      downvote_submission_id uuid REFERENCES submissions(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (session_id, voter_id)
    )`.execute(db);
  await sql`
    CREATE TABLE votes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      ballot_id uuid NOT NULL REFERENCES ballots(id) ON DELETE CASCADE,
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      voter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      submission_id uuid NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
      vote_type text NOT NULL CHECK (vote_type IN ('points', 'rank', 'downvote', 'badge')),
      rank_position integer,
      is_downvote boolean NOT NULL DEFAULT false,
      points_allocated integer NOT NULL DEFAULT 0,
      badge text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (voter_id, submission_id, vote_type, badge)
    )`.execute(db);
  await sql`CREATE INDEX votes_session_id_idx ON votes(session_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE votes`.execute(db);
  await sql`DROP TABLE ballots`.execute(db);
}
