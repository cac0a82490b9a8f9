import type { Executor } from '../../db/schema.ts';

/**
 * Sessions whose current phase's deadline has been reached. Only sessions opened in an automatic
 * room have deadlines, and they keep them when the room turns manual: a running session keeps
 * the rules it started with.
 */
export function listDueSessions(db: Executor, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['sessions.id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('sessions.status', '=', 'submissions'), eb('sessions.submissions_deadline', '<=', now)]),
        eb.and([eb('sessions.status', '=', 'voting'), eb('sessions.voting_deadline', '<=', now)]),
      ]),
    )
    .orderBy('sessions.submissions_deadline')
    .execute();
}

/** Automatic rooms with an upcoming session waiting and none active (e.g. after downtime). */
export function listIdleAutomaticRooms(db: Executor) {
  return db
    .selectFrom('rooms')
    .select('rooms.id')
    .where('rooms.type', '=', 'automatic')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sessions')
          .select('id')
          .whereRef('sessions.room_id', '=', 'rooms.id')
          .where('status', '=', 'upcoming'),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sessions')
            .select('id')
            .whereRef('sessions.room_id', '=', 'rooms.id')
            // the active phases (db/tables/sessions.ts ACTIVE_STATUSES)
            .where('status', 'in', ['submissions', 'voting']),
        ),
      ),
    )
    .execute();
}
