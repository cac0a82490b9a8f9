import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rooms (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name varchar(100) NOT NULL CHECK (length(name) >= 1),
      description text,
      invite_code char(8) NOT NULL UNIQUE,
      type text NOT NULL CHECK (type IN ('automatic', 'manual')),
      voting_mode text NOT NULL
        CHECK (voting_mode IN ('classic', 'ranked_choice', 'grudge_match', 'appreciation_station')),
      start_date text CHECK (start_date IS NULL OR start_date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
      -- session numbers are never reused after a delete, so the room keeps the counter
      next_session_number integer NOT NULL DEFAULT 1,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE room_members (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      room_id uuid NOT NULL REFERENCES rooms(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      is_admin boolean NOT NULL DEFAULT false,
      token_count integer NOT NULL DEFAULT 1 CHECK (token_count >= 0),
      joined_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (room_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX room_members_user_id_idx ON room_members(user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE room_members`.execute(db);
  await sql`DROP TABLE rooms`.execute(db);
}
