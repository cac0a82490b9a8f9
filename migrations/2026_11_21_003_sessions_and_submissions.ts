import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      room_id uuid NOT NULL REFERENCES rooms(id) ON DELETE CASCADE,
      session_number integer NOT NULL,
      theme varchar(200) NOT NULL CHECK (length(theme) >= 1),
      description text,
      status text NOT NULL CHECK (status IN ('upcoming', 'submissions', 'voting', 'results')),
      submissions_deadline timestamptz,
      voting_deadline timestamptz,
      playlist_id text,
      -- the member count when results were reached, for the real submission rate
      members_at_results integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (room_id, session_number)
    )`.execute(db);
  // At most one active session per room: a second concurrent "open" fails here, not in code.
  await sql`
    CREATE UNIQUE INDEX sessions_one_active_per_room
      ON sessions(room_id) WHERE status IN ('submissions', 'voting')`.execute(db);
  await sql`CREATE INDEX sessions_status_idx ON sessions(status)`.execute(db);
  await sql`
    CREATE TABLE submissions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      youtube_url text NOT NULL,
      video_id varchar(11) NOT NULL,
      title text NOT NULL,
      thumbnail text NOT NULL,
      duration_seconds integer,
      commentary varchar(500),
      -- a strictly increasing sequence orders "earlier submission" even within one millisecond
      seq bigserial NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (session_id, user_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE submissions`.execute(db);
  await sql`DROP TABLE sessions`.execute(db);
}
