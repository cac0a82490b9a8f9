import { type Kysely, sql } from 'kysely';

// Mail waits here until it is handed to the SMTP server. The row is written in the same
// transaction as its notification, so a mail server that is down delays a mail but never loses
// it; a worker claims rows with a lease (FOR UPDATE SKIP LOCKED), so each one is sent by one
// process at a time and retried with backoff for up to a day.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      notification_id uuid NOT NULL UNIQUE REFERENCES notifications(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      attempts integer NOT NULL DEFAULT 0,
      lease_until timestamptz,
      sent_at timestamptz,
      given_up_at timestamptz,
      last_error text
    )`.execute(db);
  // The worker's question: what is due and not finished.
  await sql`CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND given_up_at IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE mail_outbox`.execute(db);
}
