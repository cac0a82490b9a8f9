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

/**
 * Sessions in results, with the rules each was played under: its own where a started session
 * kept them, else its room's. Callers narrow it (a room, a season, a player) and order it.
 */
export function playedSessions(db: Executor) {
  return db
    .selectFrom('sessions')
    .innerJoin('rooms', 'rooms.id', 'sessions.room_id')
    .select(['sessions.id', 'sessions.room_id', 'sessions.session_number', 'sessions.theme'])
    .select((eb) => [
      eb.fn.coalesce('sessions.voting_mode', 'rooms.voting_mode').as('voting_mode'),
      eb.fn.coalesce('sessions.high_stakes', 'rooms.high_stakes').as('high_stakes'),
    ])
    .where('sessions.status', '=', 'results');
}

/** The room's active session (a room has at most one), with its phase; undefined when none. */
export function findActiveSession(db: Executor, roomId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'status'])
    .where('room_id', '=', roomId)
    .where('status', 'in', ACTIVE_STATUSES)
    .executeTakeFirst();
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
