import { type Kysely, sql } from 'kysely';

// A device's push subscription belongs to the sign-in that turned it on: signing out there
// deletes it, so a shared phone stops getting the last player's notices. A sign-in that only
// expires leaves the device subscribed (reminders are for players who are away), hence SET NULL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE push_subscriptions ADD COLUMN login_session text REFERENCES login_sessions(id_hash) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`CREATE INDEX push_subscriptions_login_session ON push_subscriptions (login_session)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX push_subscriptions_login_session`.execute(db);
  await sql`ALTER TABLE push_subscriptions DROP COLUMN login_session`.execute(db);
}
