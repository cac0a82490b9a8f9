import { sql } from 'kysely';
import type { Executor } from '../../db/schema.ts';

// A player's list shows the newest ones; older ones stay stored but are not sent.
const LIST_LIMIT = 50;

export function insertNotification(
  db: Executor,
  row: { userId: string; kind: string; roomId: string | null; sessionId: string | null; payload: object; now: Date },
) {
  return db
    .insertInto('notifications')
    .values({
      user_id: row.userId,
      kind: row.kind,
      room_id: row.roomId,
      session_id: row.sessionId,
      payload: JSON.stringify(row.payload),
      created_at: row.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
export type NotificationRow = Awaited<ReturnType<typeof insertNotification>>;

export function listNotifications(db: Executor, userId: string) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(LIST_LIMIT)
    .execute();
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Only the owner's row can change; answers whether it exists for that user. */
export async function markRead(db: Executor, userId: string, id: string, now: Date): Promise<boolean> {
  // Reading twice keeps the first moment; answers rows, since PGlite reports no update counts.
  const found = await db
    .updateTable('notifications')
    .set({ read_at: sql`coalesce(read_at, ${now}::timestamptz)` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return found !== undefined;
}

export function markAllRead(db: Executor, userId: string, now: Date) {
  return db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

/**
 * The exactly-once guard: the first process to insert the key sends the reminder; every other
 * process, and this one after a restart, finds the row and sends nothing.
 */
export async function claimReminder(
  db: Executor,
  key: { kind: string; sessionId: string; userId: string; deadline: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('notification_claims')
    .values({ kind: key.kind, session_id: key.sessionId, user_id: key.userId, deadline: key.deadline })
    .onConflict((oc) => oc.doNothing())
    .returning('kind')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Every member of every session a reminder could concern, with whether they have done what the
 * current phase asks (submitted / voted). Sessions in results only while recent (see README).
 */
export function listReminderCandidates(
  db: Executor,
  since: { closedSince: Date; createdSince: Date; sessionIds?: readonly string[] },
) {
  return db
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
    .$if(since.sessionIds !== undefined, (qb) => qb.where('sessions.id', 'in', since.sessionIds ?? []))
    .where((eb) =>
      eb.or([
        eb('sessions.status', 'in', ['submissions', 'voting']),
        ...(since.sessionIds ? [eb('sessions.status', '=', 'results')] : []),
        eb.and([
          eb('sessions.status', '=', 'results'),
          eb.or([
            eb('sessions.voting_deadline', '>=', since.closedSince),
            eb.and([eb('sessions.voting_deadline', 'is', null), eb('sessions.created_at', '>=', since.createdSince)]),
          ]),
        ]),
      ]),
    )
    .orderBy('sessions.id')
    .orderBy('room_members.user_id')
    .execute();
}
export type ReminderCandidate = Awaited<ReturnType<typeof listReminderCandidates>>[number];

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
