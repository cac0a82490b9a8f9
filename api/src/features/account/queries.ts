import { sql } from 'kysely';
import type { Executor } from '../../db/schema.ts';

// The SQL of a player's data: reading all of it for the download, and what deleting the account
// does to each table (player-data.ts lists them). Executor first, so deletion runs in one
// transaction.

export function findProfile(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'display_name', 'profile_image_url', 'time_zone', 'created_at'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function listMemberships(db: Executor, userId: string) {
  return db
    .selectFrom('room_members as m')
    .innerJoin('rooms as r', 'r.id', 'm.room_id')
    .select(['m.room_id', 'r.name as room_name', 'm.is_admin', 'm.token_count', 'm.joined_at'])
    .where('m.user_id', '=', userId)
    .orderBy('m.joined_at')
    .execute();
}

export function listSubmissions(db: Executor, userId: string) {
  return db
    .selectFrom('submissions as s')
    .innerJoin('sessions as se', 'se.id', 's.session_id')
    .select([
      's.id',
      'se.room_id',
      's.session_id',
      'se.theme',
      's.youtube_url',
      's.title',
      's.commentary',
      's.created_at',
    ])
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at')
    .execute();
}

export function listBallots(db: Executor, userId: string) {
  return db
    .selectFrom('ballots as b')
    .innerJoin('sessions as se', 'se.id', 'b.session_id')
    .select(['b.id', 'se.room_id', 'b.session_id', 'se.theme', 'b.created_at'])
    .where('b.voter_id', '=', userId)
    .orderBy('b.created_at')
    .execute();
}

export function listVotes(db: Executor, userId: string) {
  return db
    .selectFrom('votes')
    .select(['ballot_id', 'submission_id', 'vote_type', 'rank_position', 'is_downvote', 'points_allocated'])
    .where('voter_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export function listComments(db: Executor, userId: string) {
  return db
    .selectFrom('vote_comments as c')
    .innerJoin('ballots as b', 'b.id', 'c.ballot_id')
    .select(['c.ballot_id', 'c.submission_id', 'c.body', 'c.created_at'])
    .where('b.voter_id', '=', userId)
    .orderBy('c.created_at')
    .execute();
}

/** Every notice of the player's: stored for them, and their sessions' results notices. */
export function listNotifications(db: Executor, userId: string) {
  return db
    .selectFrom('member_notifications')
    .select(['id', 'kind', 'room_id', 'session_id', 'payload', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export function listEmailPreferences(db: Executor, userId: string) {
  return db
    .selectFrom('notification_preferences')
    .select(['kind', 'email'])
    .where('user_id', '=', userId)
    .orderBy('kind')
    .execute();
}

export function listCalendarLinks(db: Executor, userId: string) {
  return db
    .selectFrom('calendar_feeds')
    .select(['room_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/**
 * The player's rooms, locked in one order (so two deletions can't deadlock), with what the
 * sole-admin rule needs: the admins and members each room has.
 */
export async function lockRoomsOf(db: Executor, userId: string) {
  const rooms = await db
    .selectFrom('rooms')
    .select(['id', 'name'])
    .where('id', 'in', db.selectFrom('room_members').select('room_id').where('user_id', '=', userId))
    .orderBy('id')
    .forUpdate()
    .execute();
  if (rooms.length === 0) return [];
  const counts = await db
    .selectFrom('room_members')
    .select([
      'room_id',
      sql<number>`count(*)::int`.as('members'),
      sql<number>`count(*) filter (where is_admin)::int`.as('admins'),
      sql<boolean>`bool_or(is_admin and user_id = ${userId})`.as('mine_admin'),
    ])
    .where(
      'room_id',
      'in',
      rooms.map((r) => r.id),
    )
    .groupBy('room_id')
    .execute();
  const byRoom = new Map(counts.map((c) => [c.room_id, c]));
  return rooms.map((r) => {
    const c = byRoom.get(r.id);
    return {
      id: r.id,
      name: r.name,
      members: c?.members ?? 0,
      admins: c?.admins ?? 0,
      isAdmin: c?.mine_admin ?? false,
    };
  });
}

export const deleteRoomsById = (db: Executor, roomIds: string[]) =>
  roomIds.length ? db.deleteFrom('rooms').where('id', 'in', roomIds).execute() : Promise.resolve([]);

export const deleteWhereUser = (
  db: Executor,
  table:
    | 'login_sessions'
    | 'notifications'
    | 'notice_reads'
    | 'mail_outbox'
    | 'push_outbox'
    | 'notification_preferences'
    | 'calendar_feeds'
    | 'unsubscribe_keys'
    | 'push_subscriptions'
    | 'idempotency_keys'
    | 'nudges'
    | 'reveal_views'
    | 'comment_digests'
    | 'room_removals'
    | 'suggestion_upvotes',
  userId: string,
) => db.deleteFrom(table).where('user_id', '=', userId).execute();

export function listThreadComments(db: Executor, userId: string) {
  return db
    .selectFrom('video_comments')
    .select(['session_id', 'submission_id', 'body', 'created_at', 'removed'])
    .where('user_id', '=', userId)
    .orderBy('seq')
    .execute();
}

export function listChatMessages(db: Executor, userId: string) {
  return db
    .selectFrom('watch_chat_messages')
    .select(['session_id', 'body', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('seq')
    .execute();
}

export function listSuggestions(db: Executor, userId: string) {
  return db
    .selectFrom('theme_suggestions')
    .select(['room_id', 'theme', 'session_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** Open suggestions go with the account; used ones stay behind the session they became. */
export const deleteOpenSuggestions = (db: Executor, userId: string) =>
  db.deleteFrom('theme_suggestions').where('user_id', '=', userId).where('used_at', 'is', null).execute();

export const forgetNudger = (db: Executor, userId: string) =>
  db.updateTable('nudges').set({ by_user_id: null }).where('by_user_id', '=', userId).execute();

export const forgetWatchHost = (db: Executor, userId: string) =>
  db.updateTable('watch_states').set({ host_user_id: null }).where('host_user_id', '=', userId).execute();

export const forgetRoomCreator = (db: Executor, userId: string) =>
  db.updateTable('rooms').set({ created_by: null }).where('created_by', '=', userId).execute();

/** The invite link's preview then names the room's longest-standing admin instead. */
export const forgetInviteIssuer = (db: Executor, userId: string) =>
  db.updateTable('rooms').set({ invite_issued_by: null }).where('invite_issued_by', '=', userId).execute();

/**
 * Empties the user row: no way to sign in as it (a subject no provider issues), no email, and
 * the name finished sessions show for it.
 */
export const emptyUser = (db: Executor, userId: string, name: string, now: Date) =>
  db
    .updateTable('users')
    .set({
      subject: sql<string>`'deleted:' || gen_random_uuid()::text`,
      email: null,
      first_name: null,
      last_name: null,
      profile_image_url: null,
      time_zone: null,
      display_name: name,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();

/** Every column of every table that refers to a user, as `table.column` (the guard test's list). */
export async function columnsReferringToUsers(db: Executor): Promise<string[]> {
  const result = await sql<{ ref: string }>`
    select kcu.table_name || '.' || kcu.column_name as ref
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
    where ccu.table_name = 'users' and kcu.table_schema = current_schema()
    union
    -- a column kept in step with users by a trigger instead of a foreign key (migration 140)
    select c.relname || '.' || a.attname
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = current_schema()::regnamespace and a.attnum > 0
      and col_description(c.oid, a.attnum) like 'users.id %'
  `.execute(db);
  return result.rows.map((r) => r.ref).sort();
}

export function listPushSubscriptions(db: Executor, userId: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
