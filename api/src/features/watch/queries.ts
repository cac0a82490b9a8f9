import type { Executor } from '../../db/schema.ts';
import { USER_NAME_COLUMNS } from '../../db/users.ts';

const stateColumns = [
  'session_id',
  'phase',
  'queue_index',
  'status',
  'position_sec',
  'rate',
  'host_user_id',
  'version',
  'updated_at',
] as const;

export function findWatchState(db: Executor, sessionId: string) {
  return db.selectFrom('watch_states').select(stateColumns).where('session_id', '=', sessionId).executeTakeFirst();
}
export type WatchStateRow = NonNullable<Awaited<ReturnType<typeof findWatchState>>>;

/** Creates the party's state once; two first viewers at once both end up reading the same row. */
export async function ensureWatchState(
  db: Executor,
  row: { sessionId: string; phase: 'voting' | 'results'; hostUserId: string | null; now: Date },
) {
  await db
    .insertInto('watch_states')
    .values({ session_id: row.sessionId, phase: row.phase, host_user_id: row.hostUserId, updated_at: row.now })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .execute();
}

export type WatchStateChange = {
  phase: 'voting' | 'results';
  queue_index: number;
  status: 'paused' | 'playing' | 'ended';
  position_sec: number;
  rate: number;
  host_user_id: string | null;
  updated_at: Date;
};

/** The room's watch parties whose remote `userId` holds. */
export function listRemotesHeldBy(db: Executor, roomId: string, userId: string) {
  return db
    .selectFrom('watch_states')
    .innerJoin('sessions', 'sessions.id', 'watch_states.session_id')
    .select('watch_states.session_id')
    .where('sessions.room_id', '=', roomId)
    .where('watch_states.host_user_id', '=', userId)
    .execute();
}

/** Applies a change only if nobody else changed the state since `version` was read. */
export function updateWatchState(db: Executor, sessionId: string, version: number, change: WatchStateChange) {
  return db
    .updateTable('watch_states')
    .set({ ...change, version: version + 1 })
    .where('session_id', '=', sessionId)
    .where('version', '=', version)
    .returning(stateColumns)
    .executeTakeFirst();
}

/** The session's videos (without who sent them): the voting queue, before display order. */
export function listSessionVideos(db: Executor, sessionId: string) {
  return db
    .selectFrom('submissions')
    .select(['id', 'video_id', 'title', 'thumbnail', 'duration_seconds'])
    .where('session_id', '=', sessionId)
    .execute();
}
export type SessionVideo = Awaited<ReturnType<typeof listSessionVideos>>[number];

/** Badges given in an appreciation session, with who gave them: the reveal card's voters. */
export function listBadgeVotes(db: Executor, sessionId: string) {
  return db
    .selectFrom('votes')
    .innerJoin('users', 'users.id', 'votes.voter_id')
    .select(['votes.submission_id', 'votes.voter_id', 'votes.badge', ...USER_NAME_COLUMNS])
    .where('votes.session_id', '=', sessionId)
    .where('votes.vote_type', '=', 'badge')
    .execute();
}

/** The admin who holds the remote by default: the room's earliest admin. */
export function findFirstAdmin(db: Executor, roomId: string) {
  return db
    .selectFrom('room_members')
    .select('user_id')
    .where('room_id', '=', roomId)
    .where('is_admin', '=', true)
    .orderBy('joined_at')
    .orderBy('user_id')
    .executeTakeFirst();
}
