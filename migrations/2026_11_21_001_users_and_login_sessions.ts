import { type Kysely, sql } from 'kysely';

// Users are keyed by the identity provider's subject; login sessions are server-side rows
// whose id is only ever stored hashed (docs/rules.md §1).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      subject text NOT NULL UNIQUE,
      email text,
      first_name text,
      last_name text,
      profile_image_url text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE login_sessions (
      id_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX login_sessions_user_id_idx ON login_sessions(user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE login_sessions`.execute(db);
  await sql`DROP TABLE users`.execute(db);
}
