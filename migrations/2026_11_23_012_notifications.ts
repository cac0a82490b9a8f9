import { type Kysely, sql } from 'kysely';

// In-app notifications (stored so they survive a reload) and the claims that make each
// scheduled reminder go out exactly once, across API processes and restarts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL,
      room_id uuid REFERENCES rooms(id) ON DELETE CASCADE,
      session_id uuid REFERENCES sessions(id) ON DELETE CASCADE,
      payload jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC)`.execute(db);
  // One row per reminder that was (or is being) sent; the primary key is the exactly-once guard.
  await sql`
    CREATE TABLE notification_claims (
      kind text NOT NULL,
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      deadline timestamptz NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, session_id, user_id, deadline)
    )`.execute(db);
  // Email per player per kind (in-app notifications are always kept); no row means email on.
  await sql`
    CREATE TABLE notification_preferences (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL,
      email boolean NOT NULL,
      PRIMARY KEY (user_id, kind)
    )`.execute(db);
  // A member's calendar-feed token: the URL is the credential a calendar app keeps, so it is
  // stored to be shown again; it is random (256 bits) and one per member per room.
  await sql`
    CREATE TABLE calendar_feeds (
      room_id uuid NOT NULL REFERENCES rooms(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (room_id, user_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE calendar_feeds`.execute(db);
  await sql`DROP TABLE notification_preferences`.execute(db);
  await sql`DROP TABLE notification_claims`.execute(db);
  await sql`DROP TABLE notifications`.execute(db);
}
