import { type Kysely, sql } from 'kysely';

// A player's own time zone (an IANA name such as 'Europe/Berlin'): deadlines are shown and
// reminders are written in it. Null until the player picks one; the web app then uses the
// browser's zone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN time_zone text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN time_zone`.execute(db);
}
