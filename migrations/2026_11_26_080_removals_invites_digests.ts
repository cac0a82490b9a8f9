import { type Kysely, sql } from 'kysely';

// Three small records the room and the conversation need (docs/rules.md §2, §13):
// - who was removed from a room, so that player alone is told so (a stranger still gets a plain 404);
// - who issued a room's current invite code, named on the invite link's preview;
// - how far each player's comment digest has read, and the comments a queued digest mail lists.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE room_removals (
      room_id uuid NOT NULL REFERENCES rooms(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      removed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (room_id, user_id)
    )`.execute(db);
  await sql`ALTER TABLE rooms ADD COLUMN invite_issued_by uuid REFERENCES users(id) ON DELETE SET NULL`.execute(db);
  await sql`UPDATE rooms SET invite_issued_by = created_by`.execute(db);
  // The last comment (by seq) a digest has listed; comments after it wait for the next one.
  await sql`ALTER TABLE comment_digests ADD COLUMN last_seq integer NOT NULL DEFAULT 0`.execute(db);
  // Comments made before this upgrade were told the old way (one mail at most): not mailed again.
  await sql`
    INSERT INTO comment_digests (user_id, last_sent_at, last_seq)
    SELECT DISTINCT s.user_id, 'epoch'::timestamptz, 0 FROM video_comments c JOIN submissions s ON s.id = c.submission_id
    WHERE s.user_id IS NOT NULL
    ON CONFLICT (user_id) DO NOTHING`.execute(db);
  await sql`UPDATE comment_digests SET last_seq = (SELECT coalesce(max(seq), 0) FROM video_comments)`.execute(db);
  await sql`ALTER TABLE mail_outbox ADD COLUMN digest jsonb`.execute(db);
  // The push outbox keeps the mail outbox's columns, as their shared queries read both
  // (api/src/features/notifications/outbox-queries.ts); a push never carries a digest.
  await sql`ALTER TABLE push_outbox ADD COLUMN digest jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE push_outbox DROP COLUMN digest`.execute(db);
  await sql`ALTER TABLE mail_outbox DROP COLUMN digest`.execute(db);
  await sql`ALTER TABLE comment_digests DROP COLUMN last_seq`.execute(db);
  await sql`ALTER TABLE rooms DROP COLUMN invite_issued_by`.execute(db);
  await sql`DROP TABLE room_removals`.execute(db);
}
