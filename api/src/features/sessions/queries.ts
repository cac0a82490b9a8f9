import { type Kysely, sql } from 'kysely';
import type { DB, SessionRow } from '../../db/schema.ts';

type Executor = Kysely<DB>;
type Status = SessionRow['status'];
export const ACTIVE_STATUSES: readonly Status[] = ['submissions', 'voting'];

export type Deadlines = { submissions_deadline: Date | null; voting_deadline: Date | null };

/**
 * Every change of which session is active takes this row lock first (create, advance, delete,
 * the scheduler), so two of them in one room run one after the other, in any process.
 * NO KEY UPDATE leaves inserts that merely reference the room (foreign keys) unblocked.
 */
export function lockRoom(db: Executor, roomId: string) {
  return db
    .selectFrom('rooms')
    .select(['id', 'type', 'start_date'])
    .where('id', '=', roomId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}
export type LockedRoom = NonNullable<Awaited<ReturnType<typeof lockRoom>>>;

/** Takes the room's next session number (never reused) and locks the room like lockRoom. */
export function takeSessionNumber(db: Executor, roomId: string) {
  return db
    .updateTable('rooms')
    .set({ next_session_number: sql`next_session_number + 1` })
    .where('id', '=', roomId)
    .returning([sql<number>`next_session_number - 1`.as('session_number'), 'type', 'start_date'])
    .executeTakeFirstOrThrow();
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

export function insertSession(
  db: Executor,
  s: Deadlines & {
    roomId: string;
    sessionNumber: number;
    theme: string;
    description: string | null;
    status: Status;
    createdAt: Date;
  },
) {
  return db
    .insertInto('sessions')
    .values({
      room_id: s.roomId,
      session_number: s.sessionNumber,
      theme: s.theme,
      description: s.description,
      status: s.status,
      submissions_deadline: s.submissions_deadline,
      voting_deadline: s.voting_deadline,
      created_at: s.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function findSession(db: Executor, sessionId: string) {
  return db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
}

/** The session with the caller's membership of its room; undefined for a stranger. */
export function findSessionForUser(db: Executor, sessionId: string, userId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('room_members', (j) =>
      j.onRef('room_members.room_id', '=', 'sessions.room_id').on('room_members.user_id', '=', userId),
    )
    .selectAll('sessions')
    .select('room_members.is_admin')
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

export function listSessions(db: Executor, roomId: string) {
  return db.selectFrom('sessions').selectAll().where('room_id', '=', roomId).orderBy('session_number').execute();
}

export function listSessionsById(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('sessions').selectAll().where('id', 'in', ids).orderBy('session_number').execute();
}

export function updateSessionText(
  db: Executor,
  sessionId: string,
  text: { theme: string; description: string | null },
) {
  return db.updateTable('sessions').set(text).where('id', '=', sessionId).executeTakeFirst();
}

/** Submissions, ballots and votes go with it (ON DELETE CASCADE). */
export function deleteSession(db: Executor, sessionId: string) {
  return db.deleteFrom('sessions').where('id', '=', sessionId).returning(['status']).executeTakeFirst();
}

/**
 * The one way a session changes phase: conditional on the status it is expected to have, so
 * of two racing moves exactly one finds the row. Answers whether this call moved it.
 */
export async function moveStatus(
  db: Executor,
  move: { sessionId: string; from: Status; to: Status; set?: Partial<Deadlines> & { members_at_results?: number } },
): Promise<boolean> {
  const moved = await db
    .updateTable('sessions')
    .set({ status: move.to, ...move.set })
    .where('id', '=', move.sessionId)
    .where('status', '=', move.from)
    .returning('id')
    .executeTakeFirst();
  return moved !== undefined;
}

export function lowestUpcomingSession(db: Executor, roomId: string) {
  return db
    .selectFrom('sessions')
    .select('id')
    .where('room_id', '=', roomId)
    .where('status', '=', 'upcoming')
    .orderBy('session_number')
    .limit(1)
    .executeTakeFirst();
}

export function countMembersByRoom(db: Executor, roomIds: readonly string[]) {
  return db
    .selectFrom('room_members')
    .select(['room_id', sql<number>`count(*)::int`.as('n')])
    .where('room_id', 'in', roomIds)
    .groupBy('room_id')
    .execute();
}

/** Who submitted to each session, in submission order, with the video ids for the playlist. */
export function listSubmitters(db: Executor, sessionIds: readonly string[]) {
  return db
    .selectFrom('submissions')
    .innerJoin('users', 'users.id', 'submissions.user_id')
    .select([
      'submissions.session_id',
      'submissions.user_id',
      'submissions.video_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.profile_image_url',
    ])
    .where('submissions.session_id', 'in', sessionIds)
    .orderBy('submissions.seq')
    .execute();
}

/** Who has cast a ballot in each session (one ballot per voter per session). */
export function listVoters(db: Executor, sessionIds: readonly string[]) {
  return db
    .selectFrom('ballots')
    .innerJoin('users', 'users.id', 'ballots.voter_id')
    .select([
      'ballots.session_id',
      'ballots.voter_id as user_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.profile_image_url',
    ])
    .where('ballots.session_id', 'in', sessionIds)
    .execute();
}
export type ParticipantRow = Awaited<ReturnType<typeof listVoters>>[number];

/** Automatic-room sessions whose current phase's deadline has been reached. */
export function listDueSessions(db: Executor, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('rooms', 'rooms.id', 'sessions.room_id')
    .select(['sessions.id'])
    .where('rooms.type', '=', 'automatic')
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
            .where('status', 'in', ACTIVE_STATUSES),
        ),
      ),
    )
    .execute();
}
