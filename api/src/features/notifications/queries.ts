import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { executePrepared, PREPARED } from '../../db/prepared.ts';
import type { Executor, MemberNotificationsView } from '../../db/schema.ts';
import { kindOn } from '../../db/tables/notification-preferences.ts';
import { NO_DEADLINE } from './reminder-rules.ts';

// A player's list shows the newest ones; older ones stay stored but are not sent.
const LIST_LIMIT = 50;
// How far ahead a deadline may be and owe a reminder: "24 h before" is 23–25 real hours (DST).
const DEADLINE_WINDOW_MS = 26 * 3_600_000;

/**
 * Stores one notice. One about a session locks it first, as a foreign key's check would
 * (migration 140): a session deleted meanwhile stores nothing, and this throws NoResultError as
 * the key's violation did; a deletion waiting on the lock then takes the notice with it.
 */
export function insertNotification(
  db: Executor,
  row: { userId: string; kind: string; roomId: string | null; sessionId: string | null; payload: object; now: Date },
) {
  const values = {
    user_id: row.userId,
    kind: row.kind,
    room_id: row.roomId,
    session_id: row.sessionId,
    payload: JSON.stringify(row.payload),
    created_at: row.now,
  };
  const { sessionId } = row;
  if (sessionId === null) return db.insertInto('notifications').values(values).returningAll().executeTakeFirstOrThrow();
  return db
    .insertInto('notifications')
    .columns(['user_id', 'kind', 'room_id', 'session_id', 'payload', 'created_at'])
    .expression(
      db
        .selectFrom('sessions')
        .select([
          sql.val(values.user_id).as('user_id'),
          sql.val(values.kind).as('kind'),
          sql.val(values.room_id).as('room_id'),
          'sessions.id as session_id',
          sql`${values.payload}::jsonb`.as('payload'),
          sql`${values.created_at}::timestamptz`.as('created_at'),
        ])
        .where('sessions.id', '=', sessionId)
        .forKeyShare(),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
/** A player's notice as the bell reads it (member_notifications: stored, or a session's results). */
export type NotificationRow = MemberNotificationsView;
/** A notice stored for its player, with its claim key. */
export type StoredNotificationRow = Awaited<ReturnType<typeof insertNotification>>;

export function listNotifications(db: Executor, userId: string) {
  return db
    .selectFrom('member_notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(LIST_LIMIT)
    .execute();
}

/** Oldest first, as they would have been pushed; uses notifications_user_created. */
export function listNotificationsSince(db: Executor, userId: string, since: Date) {
  return db
    .selectFrom('member_notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .limit(LIST_LIMIT)
    .execute();
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('member_notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Only the owner's notice can change; answers whether it exists for that user. */
export async function markRead(db: Executor, userId: string, id: string, now: Date): Promise<boolean> {
  // Reading twice keeps the first moment; answers rows, since PGlite reports no update counts.
  const found = await db
    .updateTable('notifications')
    .set({ read_at: sql`coalesce(read_at, ${now}::timestamptz)` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (found) return true;
  // A results notice is its session's (its id the session's): reading it writes the player's
  // notice_reads row, the first moment kept.
  const results = await db
    .selectFrom('member_notifications')
    .select('session_id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', 'results_ready')
    .executeTakeFirst();
  if (!results) return false;
  await db
    .insertInto('notice_reads')
    .values({ user_id: userId, session_id: id, read_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'session_id']).doNothing())
    .execute();
  return true;
}

export async function markAllRead(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  await db
    .insertInto('notice_reads')
    .columns(['user_id', 'session_id', 'read_at'])
    .expression(
      db
        .selectFrom('member_notifications')
        .select(['user_id', 'id', sql<Date>`${now}::timestamptz`.as('read_at')])
        .where('user_id', '=', userId)
        .where('kind', '=', 'results_ready')
        .where('read_at', 'is', null),
    )
    .onConflict((oc) => oc.columns(['user_id', 'session_id']).doNothing())
    .execute();
}

export type ReminderToStore = {
  kind: string;
  sessionId: string;
  userId: string;
  deadline: Date;
  roomId: string;
  payload: object;
};

/** What a claimed notice also queues when mail or push is on, and whether it has pushes. */
function queued(now: Date, { mail, push }: { mail: boolean; push: boolean }) {
  const queueMail = mail
    ? sql`, mailed AS (
        INSERT INTO mail_outbox (notification_id, user_id, created_at, next_attempt_at)
        SELECT id, user_id, ${now}::timestamptz, ${now}::timestamptz FROM stored
      )`
    : sql``;
  // One push per device, unless the player turned this kind off (kindOn).
  const queuePush = push
    ? sql`, pushed AS (
        INSERT INTO push_outbox (notification_id, user_id, subscription_id, created_at, next_attempt_at)
        SELECT st.id, st.user_id, d.id, ${now}::timestamptz, ${now}::timestamptz
        FROM stored st JOIN push_subscriptions d ON d.user_id = st.user_id
        WHERE ${kindOn(sql.ref('st.user_id'), sql.ref('st.kind'))}
        RETURNING notification_id
      )`
    : sql``;
  // Whether a notice has pushes to send now, so one without asks the outbox nothing.
  const hasPush = push
    ? sql`, stored.id IN (SELECT notification_id FROM pushed) AS has_push`
    : sql`, false AS has_push`;
  return { queueMail, queuePush, hasPush };
}

/**
 * Claims every wanted notice and stores those it claimed, with their queued mail and pushes, in
 * one statement: `wanted` is a query answering (kind, session_id, user_id, deadline, room_id,
 * payload). The notice is its own claim: its (session, player, kind, deadline) is the unique
 * index `notifications_claim`, so a notice another pass (or process) stored first is skipped;
 * a racing claimant waits on that key, then skips. One insert per member, and no foreign key to
 * check row by row (migration 140: `wanted` locks its sessions instead, or the move has them
 * locked; a row in `notification_claims` beside each cost a second insert until migration 110).
 */
function claimAndStore(wanted: ReturnType<typeof sql>, now: Date, options: { mail: boolean; push: boolean }) {
  const { ctes, hasPush } = claimWanted(now, options);
  return sql<StoredNotificationRow & { has_push: boolean }>`
    WITH wanted (kind, session_id, user_id, deadline, room_id, payload) AS (${wanted})${ctes}
    SELECT stored.*${hasPush} FROM stored`;
}

/**
 * The CTEs after `wanted` (kind, session_id, user_id, deadline, room_id, payload): `stored`, the
 * notices claimed (see claimAndStore), and their queued mail and pushes; `hasPush` is the column
 * (with its leading comma) telling of each `stored` row whether it has pushes.
 */
function claimWanted(now: Date, options: { mail: boolean; push: boolean }) {
  const { queueMail, queuePush, hasPush } = queued(now, options);
  const ctes = sql`,
    stored AS (
      INSERT INTO notifications (user_id, kind, room_id, session_id, payload, created_at, claim_deadline)
      SELECT user_id, kind, room_id, session_id, payload, ${now}::timestamptz, deadline FROM wanted
      ON CONFLICT (session_id, user_id, kind, claim_deadline) WHERE claim_deadline IS NOT NULL DO NOTHING
      RETURNING *
    )${queueMail}${queuePush}`;
  return { ctes, hasPush };
}

/**
 * A session's results notice as stored once for all its members (migration 160), with what the
 * bell, the room's batch and the sends need: each member is told, by the notice whose id is the
 * session's; `pushed` are the members with pushes queued. Dates may arrive as JSON strings.
 */
export type ResultsNoticeRow = {
  session_id: string;
  room_id: string;
  room_name: string;
  session_number: number;
  theme: string;
  created_at: Date | string;
  members: string[];
  pushed: string[];
};

/**
 * What stores the results notice of each session in the CTE `claimed` (the sessions just claimed,
 * with id, room_id, session_number, theme and results_noticed_at): CTEs storing who is told (the
 * members now) and queueing their mail and pushes, and the query answering ResultsNoticeRow for
 * each. One row per session however many members, where every member's notice was a row of its own
 * (heap row and index entries: most of the database's work in reaching results).
 */
function storeResultsNotices(claimed: string, now: Date, { mail, push }: { mail: boolean; push: boolean }) {
  const queueMail = mail
    ? sql`, mailed AS (
        INSERT INTO mail_outbox (session_id, user_id, created_at, next_attempt_at)
        SELECT t.session_id, m.user_id, ${now}::timestamptz, ${now}::timestamptz
        FROM told t CROSS JOIN LATERAL unnest(t.members) AS m (user_id)
      )`
    : sql``;
  // One push per device, unless the player turned results off (kindOn).
  const queuePush = push
    ? sql`, pushed AS (
        INSERT INTO push_outbox (session_id, user_id, subscription_id, created_at, next_attempt_at)
        SELECT t.session_id, d.user_id, d.id, ${now}::timestamptz, ${now}::timestamptz
        FROM told t JOIN push_subscriptions d ON d.user_id = ANY (t.members)
        WHERE ${kindOn(sql.ref('d.user_id'), sql.lit('results_ready'))}
        RETURNING session_id, user_id
      )`
    : sql``;
  const pushed = push
    ? sql`coalesce((SELECT json_agg(DISTINCT p.user_id) FROM pushed p WHERE p.session_id = c.id), '[]')`
    : sql`'[]'::json`;
  const ctes = sql`,
    told AS (
      INSERT INTO results_notices (session_id, members)
      SELECT c.id, ARRAY(SELECT m.user_id FROM room_members m WHERE m.room_id = c.room_id) FROM ${sql.table(claimed)} c
      RETURNING session_id, members
    )${queueMail}${queuePush}`;
  const rows = sql`
    SELECT c.id AS session_id, c.room_id, r.name AS room_name, c.session_number, c.theme,
      c.results_noticed_at AS created_at, array_to_json(t.members) AS members, ${pushed} AS pushed
    FROM ${sql.table(claimed)} c JOIN told t ON t.session_id = c.id JOIN rooms r ON r.id = c.room_id`;
  return { ctes, rows };
}

/**
 * The results notice of a move to results, stored by the move's own statement: CTEs to follow
 * the move's CTE named `moved` (the sessions that reached results, as storeResultsNotices reads
 * them), and a column answering ResultsNoticeRow of each as one JSON array. One statement, so one
 * round trip and one commit for the whole advance, and the notice commits with the move or not at
 * all. The move claims it: it sets the session's `results_noticed_at` as it moves it (moveIfFree).
 */
export function resultsNoticesOfMoved(now: Date, options: { mail: boolean; push: boolean }) {
  const { ctes, rows } = storeResultsNotices('moved', now, options);
  return { ctes, column: sql`(SELECT coalesce(json_agg(notice), '[]') FROM (${rows}) AS notice)` };
}

/**
 * The exactly-once guard: the first process to store a reminder's notice sends it; every other
 * process, and this one after a restart, finds its key taken and sends nothing.
 * Stores a notice for every reminder not stored yet (and queues its mail and pushes) in ONE
 * statement, in one round trip however many players a phase move tells. Answers the
 * notifications stored. The reminders go as one array per column, so the statement's text is
 * the same whatever their number and it is prepared (a VALUES list of one row per player was a
 * new text for every member count, parsed and planned afresh at every session that opened).
 */
export async function claimAndStoreReminders(
  db: Executor,
  reminders: readonly ReminderToStore[],
  { now, mail, push }: { now: Date; mail: boolean; push: boolean },
): Promise<(StoredNotificationRow & { has_push: boolean })[]> {
  if (reminders.length === 0) return [];
  const column = <T>(pick: (r: ReminderToStore) => T) => reminders.map(pick);
  // Each reminder's session is locked as its foreign key's check did (migration 140): one
  // deleted meanwhile is left out.
  const wanted = sql`SELECT r.* FROM unnest(
    ${column((r) => r.kind)}::text[], ${column((r) => r.sessionId)}::uuid[], ${column((r) => r.userId)}::uuid[],
    ${column((r) => r.deadline.toISOString())}::timestamptz[], ${column((r) => r.roomId)}::uuid[],
    ${column((r) => JSON.stringify(r.payload))}::jsonb[]) AS r (kind, session_id, user_id, deadline, room_id, payload)
    JOIN sessions s ON s.id = r.session_id
    FOR KEY SHARE OF s`;
  const { rows } = await sql<
    StoredNotificationRow & { has_push: boolean }
  >`${sql.raw(PREPARED)}${claimAndStore(wanted, now, { mail, push })}`.execute(db);
  return rows;
}

/** Which sessions' results notices to claim: these (just moved), or every recent one unclaimed (a pass). */
export type ResultsToClaim = { sessionIds: readonly string[] } | { closedSince: Date; createdSince: Date };

/**
 * The results notice of the sessions in results whose notice nobody stored yet, claimed and
 * stored once per session (storeResultsNotices) in one statement: the claim is the session's
 * `results_noticed_at` (migration 150), set by an update that only finds it null, so of two
 * racing claimants the second waits for the first's row lock, then finds it set and stores
 * nothing. The update also locks each session, so a deletion waits and takes the notice. A pass claims
 * only recent sessions (see README): the first after an upgrade announces no old one. Its text
 * depends only on mail, push and which kind of claim, so it is prepared: planning it afresh
 * (0.6–0.8 ms) cost as much as running it.
 */
export async function claimAndStoreResultsNotices(
  db: Executor,
  which: ResultsToClaim,
  { now, mail, push }: { now: Date; mail: boolean; push: boolean },
): Promise<ResultsNoticeRow[]> {
  if ('sessionIds' in which && which.sessionIds.length === 0) return [];
  // One session (a move) compares with a single value: PostgreSQL keeps a generic plan for that,
  // where it plans `= ANY(array)` afresh each time (its generic estimate is always the worse).
  const sessions =
    'sessionIds' in which
      ? which.sessionIds.length === 1
        ? sql`s.id = ${which.sessionIds[0]}`
        : sql`s.id = ANY(${[...which.sessionIds]}::uuid[])`
      : sql`(s.voting_deadline >= ${which.closedSince}
          OR (s.voting_deadline IS NULL AND s.created_at >= ${which.createdSince}))`;
  const { ctes, rows } = storeResultsNotices('claimed', now, { mail, push });
  const result = await sql<ResultsNoticeRow>`${sql.raw(PREPARED)}
    WITH claimed AS (
      UPDATE sessions s SET results_noticed_at = ${now}
      WHERE ${sessions} AND s.status = 'results' AND s.results_noticed_at IS NULL
      RETURNING s.id, s.room_id, s.session_number, s.theme, s.results_noticed_at
    )${ctes}
    ${rows}`.execute(db);
  return result.rows;
}

/**
 * Every member of a session open for submissions or voting (of these sessions, when given) who
 * may be owed a reminder now, with whether they have done what the current phase asks
 * (submitted / voted): dueReminders decides. Results notices are claimed per session instead
 * (claimAndStoreResultsNotices).
 */
export function listReminderCandidates(db: Executor, now: Date, sessionIds?: readonly string[]) {
  // A deadline further off than this, or past, owes no reminder now.
  const soon = new Date(now.getTime() + DEADLINE_WINDOW_MS);
  const query = db
    .selectFrom('sessions')
    .innerJoin('rooms', 'rooms.id', 'sessions.room_id')
    .innerJoin('room_members', 'room_members.room_id', 'sessions.room_id')
    .select((eb) => [
      'sessions.id as session_id',
      'sessions.room_id',
      'sessions.session_number',
      'sessions.theme',
      'sessions.status',
      'sessions.submissions_deadline',
      'sessions.voting_deadline',
      'rooms.name as room_name',
      'rooms.time_zone',
      'room_members.user_id',
      eb
        .exists(
          eb
            .selectFrom('submissions')
            .select('submissions.id')
            .whereRef('submissions.session_id', '=', 'sessions.id')
            .whereRef('submissions.user_id', '=', 'room_members.user_id'),
        )
        .as('submitted'),
      eb
        .exists(
          eb
            .selectFrom('ballots')
            .select('ballots.id')
            .whereRef('ballots.session_id', '=', 'sessions.id')
            .whereRef('ballots.voter_id', '=', 'room_members.user_id'),
        )
        .as('voted'),
    ])
    .$if(sessionIds !== undefined, (qb) => qb.where('sessions.id', 'in', sessionIds ?? []))
    .where('sessions.status', 'in', ['submissions', 'voting'])
    // Only a member who may be owed something: an "opened" notice not stored yet (one who
    // joined after the opening), or a reminder of a deadline ahead within the window. The pass
    // runs every 15 s; it read every member of every open session, most owed nothing new.
    .where(
      sql<boolean>`(sessions.status = 'submissions' and not exists (
          select 1 from notifications as opened
          where opened.session_id = sessions.id and opened.user_id = room_members.user_id
            and opened.kind = 'session_opened' and opened.claim_deadline = ${sql.lit(NO_DEADLINE.toISOString())}::timestamptz))
        or (sessions.status = 'submissions' and sessions.submissions_deadline > ${now} and sessions.submissions_deadline <= ${soon})
        or (sessions.status = 'voting' and sessions.voting_deadline > ${now} and sessions.voting_deadline <= ${soon})`,
    )
    .orderBy('sessions.id')
    .orderBy('room_members.user_id');
  // The scheduler's pass and a move's (one session: the one moved or made) are two texts, so
  // prepared: planning this join and its two subqueries cost more than running it.
  return sessionIds === undefined || sessionIds.length === 1 ? executePrepared(db, query) : query.execute();
}

/** Who gets an email for this kind: their address, zone, and whether they turned it off. */
export function findEmailRecipient(db: Executor, userId: string, kind: string) {
  return db
    .selectFrom('users')
    .leftJoin('notification_preferences as p', (join) =>
      join.onRef('p.user_id', '=', 'users.id').on('p.kind', '=', kind),
    )
    .select(['users.email', 'users.time_zone', 'p.email as email_on'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export function listEmailPreferences(db: Executor, userId: string) {
  return db.selectFrom('notification_preferences').select(['kind', 'email']).where('user_id', '=', userId).execute();
}

export async function setEmailPreferences(
  db: Executor,
  userId: string,
  prefs: ReadonlyArray<{ kind: string; email: boolean }>,
): Promise<void> {
  if (prefs.length === 0) return;
  await db
    .insertInto('notification_preferences')
    .values(prefs.map((p) => ({ user_id: userId, kind: p.kind, email: p.email })))
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({ email: eb.ref('excluded.email') })))
    .execute();
}

/** The player's unsubscribe key, made on first use (256 random bits); every link is signed with it. */
export async function unsubscribeKey(db: Executor, userId: string): Promise<string> {
  await db
    .insertInto('unsubscribe_keys')
    .values({ user_id: userId, key: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('unsubscribe_keys')
    .select('key')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.key;
}

/** The key links must be signed with now; none after a reset or with the account gone. */
export async function findUnsubscribeKey(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('unsubscribe_keys').select('key').where('user_id', '=', userId).executeTakeFirst();
  return row?.key;
}

/** Revokes every unsubscribe link mailed so far: the next mail is signed with a new key. */
export function deleteUnsubscribeKey(db: Executor, userId: string) {
  return db.deleteFrom('unsubscribe_keys').where('user_id', '=', userId).execute();
}
