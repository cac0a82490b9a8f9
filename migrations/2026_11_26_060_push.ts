import { type Kysely, sql } from 'kysely';

// Web Push: a player's devices, and the pushes waiting to reach them. push_outbox works as
// mail_outbox does (written in the notification's transaction, claimed with a lease and SKIP
// LOCKED, retried for a day), one row per notification and device, so one device's outage
// never repeats a push another device already got. A subscription the push service calls gone
// (404/410) is deleted, and its queued rows with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE push_subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      endpoint text NOT NULL UNIQUE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id)`.execute(db);
  await sql`
    CREATE TABLE push_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      notification_id uuid NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
      subscription_id uuid NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      attempts integer NOT NULL DEFAULT 0,
      lease_until timestamptz,
      sent_at timestamptz,
      given_up_at timestamptz,
      last_error text,
      UNIQUE (notification_id, subscription_id)
    )`.execute(db);
  await sql`CREATE INDEX push_outbox_due ON push_outbox (next_attempt_at) WHERE sent_at IS NULL AND given_up_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX push_outbox_subscription ON push_outbox (subscription_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE push_outbox`.execute(db);
  await sql`DROP TABLE push_subscriptions`.execute(db);
}
