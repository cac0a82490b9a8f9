import { type JoinBuilder, sql } from 'kysely';
import type { DB, Executor } from '../schema.ts';
import { USER_NAME_COLUMNS } from '../users.ts';

// Reads of room_members that several features need: who belongs to a room, and as what.

/** The tables whose rows belong to one room (their room_id) and are read only by its members. */
type RoomScoped = 'sessions' | 'seasons' | 'theme_suggestions';

/**
 * The join that keeps a row only for a member of its room:
 * `.innerJoin('room_members', asMember('sessions.room_id', userId))`; a stranger finds nothing,
 * and `room_members.is_admin` can be selected beside the row.
 */
export function asMember(roomId: `${RoomScoped}.room_id`, userId: string) {
  return (j: JoinBuilder<DB, RoomScoped | 'room_members'>) =>
    j.onRef('room_members.room_id', '=', roomId).on('room_members.user_id', '=', userId);
}

/** One member of a room, with their name and picture; undefined for a stranger. */
export function findMembership(db: Executor, roomId: string, userId: string) {
  return db
    .selectFrom('room_members')
    .innerJoin('rooms', 'rooms.id', 'room_members.room_id')
    .innerJoin('users', 'users.id', 'room_members.user_id')
    .select([
      'room_members.id',
      'room_members.user_id',
      'room_members.is_admin',
      'room_members.token_count',
      'rooms.type as room_type',
      'rooms.voting_mode',
      ...USER_NAME_COLUMNS,
    ])
    .where('room_members.room_id', '=', roomId)
    .where('room_members.user_id', '=', userId)
    .executeTakeFirst();
}
export type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

export function countMembers(db: Executor, roomId: string) {
  return db
    .selectFrom('room_members')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('room_id', '=', roomId)
    .executeTakeFirstOrThrow()
    .then((r) => r.n);
}

/** The ids of the room's members now (who is told of something that happened there). */
export async function listMemberIds(db: Executor, roomId: string): Promise<string[]> {
  const rows = await db.selectFrom('room_members').select('user_id').where('room_id', '=', roomId).execute();
  return rows.map((r) => r.user_id);
}

/** The rooms a user is a member of. */
export async function listRoomIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('room_members').select('room_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.room_id);
}
