import { type Kysely, sql } from 'kysely';

// A session's results notice is stored once, for the session, and read per member. It was one
// row per member (a heap row, its id's index entry and the player's list entry, each written by
// the move to results): the largest part of the database's work in reaching results. Now the
// move writes one row, `results_notices` (who was a member then), and each player's bell reads
// their results notices from it through the view `member_notifications`, beside the notices
// still stored per player in `notifications`. A results notice's id is its session's id (one per
// session and player); reading it writes `notice_reads` (player, session). Its mail and pushes
// are queued per member as before, by session and player (`session_id`, `user_id`) instead of a
// stored notice's id; every outbox row now names its player.
// Who is told: the members when results came (as before), while they are still members (a
// player who left no longer finds the room's results notices in the bell).
// Its session is no foreign key, as a notice's is not (migration 140: a key is checked by a query
// of its own, row by row): deleting sessions deletes it by the same statement-level trigger, and
// every statement storing one has its session locked (the move updates it, a claim too).
const DELETE_NOTICES = (alsoResults: boolean) => sql`
  CREATE OR REPLACE FUNCTION sessions_delete_notices() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM notifications WHERE session_id IN (SELECT id FROM gone);
    ${alsoResults ? sql.raw('DELETE FROM results_notices WHERE session_id IN (SELECT id FROM gone);') : sql.raw('')}
    RETURN NULL;
  END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE results_notices (
      session_id uuid PRIMARY KEY,
      members uuid[] NOT NULL
    )`.execute(db);
  await sql`COMMENT ON COLUMN results_notices.session_id IS 'sessions.id (no foreign key: migration 160)'`.execute(db);
  await DELETE_NOTICES(true).execute(db);
  await sql`
    CREATE TABLE notice_reads (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      read_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, session_id)
    )`.execute(db);
  await sql`CREATE INDEX notice_reads_session ON notice_reads (session_id)`.execute(db);

  // The outboxes name their player, and a results notice's rows its session.
  for (const table of ['mail_outbox', 'push_outbox'] as const) {
    await sql`
      ALTER TABLE ${sql.table(table)}
        ADD COLUMN user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        ADD COLUMN session_id uuid REFERENCES sessions(id) ON DELETE CASCADE,
        ALTER COLUMN notification_id DROP NOT NULL`.execute(db);
    await sql`
      UPDATE ${sql.table(table)} o SET user_id = n.user_id
      FROM notifications n WHERE n.id = o.notification_id`.execute(db);
    await sql`
      UPDATE ${sql.table(table)} o SET session_id = n.session_id, notification_id = NULL
      FROM notifications n WHERE n.id = o.notification_id AND n.kind = 'results_ready' AND n.session_id IS NOT NULL`.execute(
      db,
    );
    await sql`
      ALTER TABLE ${sql.table(table)}
        ALTER COLUMN user_id SET NOT NULL,
        ADD CONSTRAINT ${sql.ref(`${table}_one_notice`)} CHECK (num_nonnulls(notification_id, session_id) = 1)`.execute(
      db,
    );
    await sql`CREATE INDEX ${sql.ref(`${table}_user`)} ON ${sql.table(table)} (user_id)`.execute(db);
  }
  await sql`ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_session_user UNIQUE (session_id, user_id)`.execute(db);
  await sql`
    ALTER TABLE push_outbox ADD CONSTRAINT push_outbox_session_subscription UNIQUE (session_id, subscription_id)`.execute(
    db,
  );

  // The results notices stored per member become their sessions'.
  await sql`
    INSERT INTO results_notices (session_id, members)
    SELECT n.session_id, array_agg(DISTINCT n.user_id) FROM notifications n
    JOIN sessions s ON s.id = n.session_id
    WHERE n.kind = 'results_ready' GROUP BY n.session_id`.execute(db);
  await sql`
    INSERT INTO notice_reads (user_id, session_id, read_at)
    SELECT n.user_id, n.session_id, min(n.read_at) FROM notifications n
    JOIN sessions s ON s.id = n.session_id
    JOIN users u ON u.id = n.user_id
    WHERE n.kind = 'results_ready' AND n.read_at IS NOT NULL GROUP BY n.user_id, n.session_id`.execute(db);
  await sql`DELETE FROM notifications WHERE kind = 'results_ready' AND session_id IS NOT NULL`.execute(db);

  await sql`
    CREATE VIEW member_notifications AS
    SELECT n.id, n.user_id, n.kind, n.room_id, n.session_id, n.payload, n.created_at, n.read_at
    FROM notifications n
    UNION ALL
    SELECT s.id, m.user_id, 'results_ready', s.room_id, s.id,
      jsonb_build_object('roomName', r.name, 'sessionNumber', s.session_number, 'theme', s.theme),
      s.results_noticed_at, nr.read_at
    FROM results_notices rn
    JOIN sessions s ON s.id = rn.session_id
    JOIN rooms r ON r.id = s.room_id
    JOIN room_members m ON m.room_id = s.room_id AND m.user_id = ANY (rn.members)
    LEFT JOIN notice_reads nr ON nr.user_id = m.user_id AND nr.session_id = s.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW member_notifications`.execute(db);
  // Every member's notice stored again, read as they were; their outbox rows point at them.
  await sql`
    INSERT INTO notifications (user_id, kind, room_id, session_id, payload, created_at, read_at)
    SELECT m.user_id, 'results_ready', s.room_id, s.id,
      jsonb_build_object('roomName', r.name, 'sessionNumber', s.session_number, 'theme', s.theme),
      s.results_noticed_at, nr.read_at
    FROM results_notices rn
    JOIN sessions s ON s.id = rn.session_id
    JOIN rooms r ON r.id = s.room_id
    CROSS JOIN LATERAL unnest(rn.members) AS m(user_id)
    LEFT JOIN notice_reads nr ON nr.user_id = m.user_id AND nr.session_id = s.id`.execute(db);
  for (const table of ['mail_outbox', 'push_outbox'] as const) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.ref(`${table}_one_notice`)}`.execute(db);
    await sql`
      UPDATE ${sql.table(table)} o SET notification_id = n.id
      FROM notifications n
      WHERE o.notification_id IS NULL AND n.kind = 'results_ready'
        AND n.session_id = o.session_id AND n.user_id = o.user_id`.execute(db);
    await sql`DELETE FROM ${sql.table(table)} WHERE notification_id IS NULL`.execute(db);
    await sql`
      ALTER TABLE ${sql.table(table)}
        DROP COLUMN session_id,
        DROP COLUMN user_id,
        ALTER COLUMN notification_id SET NOT NULL`.execute(db);
  }
  await sql`DROP TABLE notice_reads`.execute(db);
  await DELETE_NOTICES(false).execute(db);
  await sql`DROP TABLE results_notices`.execute(db);
}
