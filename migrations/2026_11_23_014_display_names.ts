import { type Kysely, sql } from 'kysely';

// The name a player chose on /profile. Null keeps the provider's name (first and last name,
// refreshed at each sign-in) as the display name; a chosen name is never overwritten by a sign-in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN display_name text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN display_name`.execute(db);
}
