import { type Kysely, sql } from 'kysely';

// A calendar link belongs to a membership: leaving or being removed (or the account going)
// deletes the membership row, and the schema takes the link with it, so no code path that ends a
// membership can forget it. A rejoin is a new membership, so its feed gets a new token.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM calendar_feeds f
    WHERE NOT EXISTS (SELECT 1 FROM room_members m WHERE m.room_id = f.room_id AND m.user_id = f.user_id)`.execute(db);
  await sql`
    ALTER TABLE calendar_feeds ADD CONSTRAINT calendar_feeds_membership_fkey
      FOREIGN KEY (room_id, user_id) REFERENCES room_members (room_id, user_id) ON DELETE CASCADE`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE calendar_feeds DROP CONSTRAINT calendar_feeds_membership_fkey`.execute(db);
}
