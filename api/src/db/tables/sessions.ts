import type { Executor, SessionRow } from '../schema.ts';

// Reads of sessions that several features need (a game session; login sessions are
// features/auth's).

type Status = SessionRow['status'];
/** The phases in which a session is active: a room has at most one session in them. */
export const ACTIVE_STATUSES: readonly Status[] = ['submissions', 'voting'];

/** The session row by id; undefined for an unknown one. */
export function findSession(db: Executor, sessionId: string) {
  return db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
}

export async function hasSessionIn(db: Executor, roomId: string, statuses: readonly Status[]): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('room_id', '=', roomId)
    .where('status', 'in', statuses)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
