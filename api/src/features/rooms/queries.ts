import { sql, type Updateable } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';
import { USER_NAME_COLUMNS } from '../../db/users.ts';

const roomColumns = [
  'rooms.id',
  'rooms.name',
  'rooms.description',
  'rooms.invite_code',
  'rooms.type',
  'rooms.voting_mode',
  'rooms.start_date',
  'rooms.created_at',
  'rooms.submission_day',
  'rooms.submission_time',
  'rooms.voting_day',
  'rooms.voting_time',
  'rooms.time_zone',
  'rooms.points_per_ballot',
  'rooms.per_video_cap',
  'rooms.downvote_tokens',
  'rooms.high_stakes',
  'rooms.close_early',
  'rooms.theme_visibility',
] as const;

// A room as one member sees it: with their admin flag and the two counts the screens show.
function roomsSeenBy(db: Executor, userId: string) {
  return db
    .selectFrom('rooms')
    .innerJoin('room_members as me', (j) => j.onRef('me.room_id', '=', 'rooms.id').on('me.user_id', '=', userId))
    .select(roomColumns)
    .select('me.is_admin')
    .select((eb) => [
      eb
        .selectFrom('room_members')
        .whereRef('room_members.room_id', '=', 'rooms.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('member_count'),
      eb
        .selectFrom('sessions')
        .whereRef('sessions.room_id', '=', 'rooms.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('session_count'),
    ]);
}

/** Where a page of My Rooms ends: the last room's join time (to the microsecond) and id. */
export type RoomListPosition = { joinedAt: string; roomId: string };

/**
 * One page of the user's rooms, latest joined first, after `after` (keyset: no OFFSET, so a
 * page costs the same however far down it is). Reads one row more than `limit` to tell whether
 * another page follows. `joined_position` is the join time as ISO text with microseconds, since
 * a JS Date would round it and the next page would skip rooms joined in the same millisecond.
 */
export function listRoomsForUser(db: Executor, userId: string, page: { limit: number; after?: RoomListPosition }) {
  const { after } = page;
  return roomsSeenBy(db, userId)
    .select(
      sql<string>`to_char(me.joined_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('joined_position'),
    )
    .$if(after !== undefined, (qb) =>
      qb.where((eb) => {
        const joinedAt = sql<Date>`${after?.joinedAt}::timestamptz`;
        return eb.or([
          eb('me.joined_at', '<', joinedAt),
          eb.and([eb('me.joined_at', '=', joinedAt), eb('rooms.id', '>', after?.roomId ?? '')]),
        ]);
      }),
    )
    .orderBy('me.joined_at', 'desc')
    .orderBy('rooms.id')
    .limit(page.limit + 1)
    .execute();
}

export function countRoomsForUser(db: Executor, userId: string) {
  return db
    .selectFrom('room_members')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
    .then((r) => r.n);
}

export function findRoomForUser(db: Executor, roomId: string, userId: string) {
  return roomsSeenBy(db, userId).where('rooms.id', '=', roomId).executeTakeFirst();
}
export type RoomForUserRow = NonNullable<Awaited<ReturnType<typeof findRoomForUser>>>;

export function findRoomByInviteCode(db: Executor, inviteCode: string) {
  return db.selectFrom('rooms').select(['id']).where('invite_code', '=', inviteCode).executeTakeFirst();
}

export function insertRoom(
  db: Executor,
  room: {
    name: string;
    description: string | null;
    inviteCode: string;
    type: 'automatic' | 'manual';
    votingMode: DB['rooms']['voting_mode'];
    startDate: string | null;
    createdBy: string;
  },
) {
  return db
    .insertInto('rooms')
    .values({
      name: room.name,
      description: room.description,
      invite_code: room.inviteCode,
      type: room.type,
      voting_mode: room.votingMode,
      start_date: room.startDate,
      created_by: room.createdBy,
      invite_issued_by: room.createdBy,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

/** A description left undefined keeps the stored one (Kysely skips undefined values). */
export function updateRoom(db: Executor, roomId: string, patch: { name: string; description?: string | null }) {
  return db.updateTable('rooms').set(patch).where('id', '=', roomId).executeTakeFirst();
}

export function deleteRoom(db: Executor, roomId: string) {
  return db.deleteFrom('rooms').where('id', '=', roomId).executeTakeFirst();
}

/**
 * Adds a member unless already there, with the room's starting downvote tokens; answers whether
 * a row was added.
 */
export async function addMember(db: Executor, roomId: string, userId: string, isAdmin: boolean): Promise<boolean> {
  const inserted = await db
    .insertInto('room_members')
    .values((eb) => ({
      room_id: roomId,
      user_id: userId,
      is_admin: isAdmin,
      token_count: eb.selectFrom('rooms').select('downvote_tokens').where('id', '=', roomId),
    }))
    .onConflict((oc) => oc.columns(['room_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function listMembers(db: Executor, roomId: string) {
  return db
    .selectFrom('room_members')
    .innerJoin('users', 'users.id', 'room_members.user_id')
    .select([
      'room_members.id',
      'room_members.user_id',
      'room_members.is_admin',
      'room_members.joined_at',
      ...USER_NAME_COLUMNS,
    ])
    .where('room_members.room_id', '=', roomId)
    .orderBy('room_members.joined_at')
    .orderBy('room_members.id')
    .execute();
}

export function setInviteCode(db: Executor, roomId: string, inviteCode: string, issuedBy: string) {
  return db
    .updateTable('rooms')
    .set({ invite_code: inviteCode, invite_issued_by: issuedBy })
    .where('id', '=', roomId)
    .executeTakeFirst();
}

export function countAdmins(db: Executor, roomId: string) {
  return db
    .selectFrom('room_members')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('room_id', '=', roomId)
    .where('is_admin', '=', true)
    .executeTakeFirstOrThrow()
    .then((r) => r.n);
}

export function setAdmin(db: Executor, roomId: string, userId: string, isAdmin: boolean) {
  return db
    .updateTable('room_members')
    .set({ is_admin: isAdmin })
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Takes a member out of a room. Finished sessions keep everything (their results never change);
 * open work is withdrawn: submissions to sessions not yet in voting, and ballots in sessions that
 * are voting. A submission already in a voting session stays, since others may have voted on it.
 */
export async function removeMember(db: Executor, roomId: string, userId: string) {
  const sessionsIn = (statuses: ('upcoming' | 'submissions' | 'voting')[]) =>
    db.selectFrom('sessions').select('id').where('room_id', '=', roomId).where('status', 'in', statuses);
  await db
    .deleteFrom('submissions')
    .where('user_id', '=', userId)
    .where('session_id', 'in', sessionsIn(['upcoming', 'submissions']))
    .execute();
  await db
    .deleteFrom('ballots')
    .where('voter_id', '=', userId)
    .where('session_id', 'in', sessionsIn(['voting']))
    .execute();
  await db.deleteFrom('room_members').where('room_id', '=', roomId).where('user_id', '=', userId).execute();
}

export type RoomSettingsRow = Pick<
  Updateable<DB['rooms']>,
  | 'voting_mode'
  | 'type'
  | 'submission_day'
  | 'submission_time'
  | 'voting_day'
  | 'voting_time'
  | 'time_zone'
  | 'points_per_ballot'
  | 'per_video_cap'
  | 'downvote_tokens'
  | 'high_stakes'
  | 'close_early'
  | 'theme_visibility'
>;

export function findRoomSettings(db: Executor, roomId: string) {
  return db
    .selectFrom('rooms')
    .select([
      'voting_mode',
      'type',
      'submission_day',
      'submission_time',
      'voting_day',
      'voting_time',
      'time_zone',
      'points_per_ballot',
      'per_video_cap',
      'downvote_tokens',
      'high_stakes',
      'close_early',
      'theme_visibility',
    ])
    .where('id', '=', roomId)
    .executeTakeFirstOrThrow();
}

/**
 * Changes the room's settings. Every started session first gets the room's current voting mode,
 * points and cap written onto it where it still follows the room, so running and finished
 * sessions keep their rules and results. The schedule needs no copy: a started session's
 * deadlines are already stored on it. A change of starting tokens moves every member's count by
 * the difference (never below 0), so revenge tokens earned are kept.
 */
export async function updateRoomSettings(db: Executor, roomId: string, next: Partial<RoomSettingsRow>) {
  await db
    .updateTable('sessions')
    .set((eb) => ({
      voting_mode: eb.fn.coalesce(
        'sessions.voting_mode',
        eb.selectFrom('rooms').select('voting_mode').where('id', '=', roomId),
      ),
      points_per_ballot: eb.fn.coalesce(
        'sessions.points_per_ballot',
        eb.selectFrom('rooms').select('points_per_ballot').where('id', '=', roomId),
      ),
      per_video_cap: eb.fn.coalesce(
        'sessions.per_video_cap',
        eb.selectFrom('rooms').select('per_video_cap').where('id', '=', roomId),
      ),
      // High stakes (seasons): a started round keeps the rule it was played under.
      high_stakes: eb.fn.coalesce(
        'sessions.high_stakes',
        eb.selectFrom('rooms').select('high_stakes').where('id', '=', roomId),
      ),
    }))
    .where('room_id', '=', roomId)
    .where('status', '!=', 'upcoming')
    .where((eb) =>
      eb.or([
        eb('voting_mode', 'is', null),
        eb('points_per_ballot', 'is', null),
        eb('per_video_cap', 'is', null),
        eb('high_stakes', 'is', null),
      ]),
    )
    .execute();
  if (next.downvote_tokens !== undefined) {
    await db
      .updateTable('room_members')
      .set((eb) => ({
        token_count: sql<number>`greatest(0, ${eb.ref('token_count')} + ${next.downvote_tokens} - (select downvote_tokens from rooms where id = ${roomId}))`,
      }))
      .where('room_id', '=', roomId)
      .execute();
  }
  await db.updateTable('rooms').set(next).where('id', '=', roomId).execute();
}

/** An admin took the player out: remembered until they join again (docs/rules.md §2). */
export async function recordRemoval(db: Executor, roomId: string, userId: string, now: Date) {
  await db
    .insertInto('room_removals')
    .values({ room_id: roomId, user_id: userId, removed_at: now })
    .onConflict((oc) => oc.columns(['room_id', 'user_id']).doUpdateSet({ removed_at: now }))
    .execute();
}

export async function clearRemoval(db: Executor, roomId: string, userId: string) {
  await db.deleteFrom('room_removals').where('room_id', '=', roomId).where('user_id', '=', userId).execute();
}

/** Whether an admin removed the player from the room (by the room's id, or one of its sessions'). */
export async function wasRemoved(db: Executor, by: { roomId: string } | { sessionId: string }, userId: string) {
  const row = await db
    .selectFrom('room_removals')
    .select('room_removals.room_id')
    .where('room_removals.user_id', '=', userId)
    .$if('roomId' in by, (qb) => qb.where('room_removals.room_id', '=', (by as { roomId: string }).roomId))
    .$if('sessionId' in by, (qb) =>
      qb.where('room_removals.room_id', '=', (eb) =>
        eb
          .selectFrom('sessions')
          .select('sessions.room_id')
          .where('sessions.id', '=', (by as { sessionId: string }).sessionId),
      ),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** What an invite link's preview shows: the room's name, its member count and who issued the code. */
export function findInvitePreview(db: Executor, inviteCode: string) {
  return db
    .selectFrom('rooms')
    .select(['rooms.id', 'rooms.name', 'rooms.invite_issued_by'])
    .select((eb) =>
      eb
        .selectFrom('room_members')
        .whereRef('room_members.room_id', '=', 'rooms.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('member_count'),
    )
    .where('rooms.invite_code', '=', inviteCode)
    .executeTakeFirst();
}

/**
 * Who the preview says invited: the member who issued the code while they are still an admin
 * of the room, else its longest-standing admin (the code is theirs to share now).
 */
export function findInviter(db: Executor, roomId: string, issuedBy: string | null) {
  return db
    .selectFrom('room_members')
    .innerJoin('users', 'users.id', 'room_members.user_id')
    .select(USER_NAME_COLUMNS)
    .where('room_members.room_id', '=', roomId)
    .where('room_members.is_admin', '=', true)
    .where('users.deleted_at', 'is', null)
    .orderBy(sql`room_members.user_id = ${issuedBy}`, sql`desc nulls last`)
    .orderBy('room_members.joined_at')
    .limit(1)
    .executeTakeFirst();
}
