import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A session never moves between rooms, so its answer can be remembered for good. */
export async function findSessionRoomId(db: Kysely<DB>, sessionId: string): Promise<string | undefined> {
  const row = await db.selectFrom('sessions').select('room_id').where('id', '=', sessionId).executeTakeFirst();
  return row?.room_id;
}
