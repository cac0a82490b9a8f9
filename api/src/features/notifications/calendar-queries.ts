import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/schema.ts';

/** The member's feed token for the room, made on first ask (256 random bits). */
export async function feedToken(db: Executor, roomId: string, userId: string): Promise<string> {
  await db
    .insertInto('calendar_feeds')
    .values({ room_id: roomId, user_id: userId, token: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.columns(['room_id', 'user_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('calendar_feeds')
    .select('token')
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.token;
}

/** The room a token opens, only while its member still belongs to that room. */
export function findFeed(db: Executor, roomId: string, token: string) {
  return db
    .selectFrom('calendar_feeds')
    .innerJoin('room_members', (join) =>
      join
        .onRef('room_members.room_id', '=', 'calendar_feeds.room_id')
        .onRef('room_members.user_id', '=', 'calendar_feeds.user_id'),
    )
    .innerJoin('rooms', 'rooms.id', 'calendar_feeds.room_id')
    .select(['rooms.id', 'rooms.name'])
    .where('calendar_feeds.room_id', '=', roomId)
    .where('calendar_feeds.token', '=', token)
    .executeTakeFirst();
}

export function listDeadlines(db: Executor, roomId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'session_number', 'theme', 'submissions_deadline', 'voting_deadline'])
    .where('room_id', '=', roomId)
    .where((eb) => eb.or([eb('submissions_deadline', 'is not', null), eb('voting_deadline', 'is not', null)]))
    .orderBy('session_number')
    .execute();
}
