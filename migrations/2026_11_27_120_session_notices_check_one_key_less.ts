import { type Kysely, sql } from 'kysely';

// A notice about a session carries its room too (the bell links to it), and both were foreign
// keys: reaching results stores one notice per member, and each checked users, sessions and rooms
// (three lookups a row; the room's was a third of their time). The room of a session's notice
// is always the session's own (each is written with its session's room), and deleting the room
// deletes its sessions, whose notices go with them (notifications_session_id_fkey). So only a
// notice about the room as a whole (no session: a season's finale, being made an admin) needs its key:
// `room_wide_id` is its room_id, null on session notices, and MATCH SIMPLE checks no null key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE notifications ADD COLUMN room_wide_id uuid
      GENERATED ALWAYS AS (CASE WHEN session_id IS NULL THEN room_id END) STORED`.execute(db);
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_room_wide_id_fkey
      FOREIGN KEY (room_wide_id) REFERENCES rooms(id) ON DELETE CASCADE`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_room_id_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_room_id_fkey
      FOREIGN KEY (room_id) REFERENCES rooms(id) ON DELETE CASCADE`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN room_wide_id`.execute(db);
}
