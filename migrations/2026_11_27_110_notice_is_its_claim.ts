import { type Kysely, sql } from 'kysely';

// A claimed notice is its own claim: its key (session, player, kind, deadline) is a unique index
// on `notifications` instead of a row in `notification_claims`. Every member's notice on a move
// to results was two inserts and five foreign-key checks; it is now one insert and three.
// `claim_deadline` is null on notices nothing claims (nudges, comments, finales...), which the
// partial index leaves out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notifications ADD COLUMN claim_deadline timestamptz`.execute(db);
  // Each claim was always stored in the transaction of its notice (and both are deleted together:
  // cascades, account erasure), and only claims make notices of these kinds. A notice's own
  // deadline is in its payload (deadline reminders), or is the epoch (opened, results: NO_DEADLINE).
  await sql`
    UPDATE notifications n SET claim_deadline = m.deadline
    FROM (
      SELECT DISTINCT ON (c.kind, c.session_id, c.user_id, c.deadline) n.id, c.deadline
      FROM notification_claims c
      JOIN notifications n ON n.kind = c.kind AND n.session_id = c.session_id AND n.user_id = c.user_id
        AND c.deadline = CASE WHEN n.kind IN ('deadline_24h', 'deadline_1h')
          THEN (n.payload->>'deadline')::timestamptz ELSE 'epoch'::timestamptz END
      ORDER BY c.kind, c.session_id, c.user_id, c.deadline, n.created_at, n.id
    ) m
    WHERE n.id = m.id`.execute(db);
  // A claim with no notice to carry it can only come from a notice deleted by hand; dropping it
  // would let its reminder go out again, so the migration stops and says so instead.
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM notification_claims c
    WHERE NOT EXISTS (
      SELECT 1 FROM notifications n
      WHERE n.kind = c.kind AND n.session_id = c.session_id AND n.user_id = c.user_id
        AND n.claim_deadline = c.deadline
    )`.execute(db);
  const orphans = rows[0]?.n ?? 0;
  if (orphans > 0) {
    throw new Error(
      `${orphans} notification claim(s) have no notice to carry them (notices deleted by hand?); ` +
        'the notice is now the claim, so dropping them would send those reminders again. ' +
        'Delete those claims (if resending is fine) or restore their notices, then migrate again.',
    );
  }
  await sql`
    CREATE UNIQUE INDEX notifications_claim ON notifications (session_id, user_id, kind, claim_deadline)
    WHERE claim_deadline IS NOT NULL`.execute(db);
  await sql`DROP TABLE notification_claims`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notification_claims (
      kind text NOT NULL,
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      deadline timestamptz NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, session_id, user_id, deadline)
    )`.execute(db);
  await sql`
    INSERT INTO notification_claims (kind, session_id, user_id, deadline, claimed_at)
    SELECT kind, session_id, user_id, claim_deadline, created_at FROM notifications
    WHERE claim_deadline IS NOT NULL`.execute(db);
  await sql`DROP INDEX notifications_claim`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN claim_deadline`.execute(db);
}
