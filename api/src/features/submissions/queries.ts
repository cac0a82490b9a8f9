import type { TitleSource } from '@clipclub/protocol';
import { type Kysely, sql } from 'kysely';
import type { DB, Executor } from '../../db/schema.ts';
import { submissionsWithSubmitter } from '../../db/tables/submissions.ts';

export function findSubmissionOf(db: Executor, sessionId: string, userId: string) {
  return submissionsWithSubmitter(db)
    .where('submissions.session_id', '=', sessionId)
    .where('submissions.user_id', '=', userId)
    .executeTakeFirst();
}

export function findSubmission(db: Executor, sessionId: string, submissionId: string) {
  return submissionsWithSubmitter(db)
    .where('submissions.session_id', '=', sessionId)
    .where('submissions.id', '=', submissionId)
    .executeTakeFirst();
}

/**
 * The session's status, share-locked: an endSubmissions racing this write waits for it to
 * commit (or this write sees the new status), so no submission lands after submissions closed.
 */
export async function lockSessionStatus(db: Executor, sessionId: string) {
  const row = await db
    .selectFrom('sessions')
    .select('status')
    .where('id', '=', sessionId)
    .forShare()
    .executeTakeFirst();
  return row?.status;
}

export type VideoFields = {
  youtube_url: string;
  video_id: string;
  title: string;
  title_source: TitleSource;
  thumbnail: string;
  duration_seconds: number | null;
};

export function insertSubmission(
  db: Executor,
  s: VideoFields & { session_id: string; user_id: string; commentary: string | null; now: Date },
) {
  const { now, ...values } = s;
  return db
    .insertInto('submissions')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateSubmission(
  db: Executor,
  submissionId: string,
  userId: string,
  patch: Partial<VideoFields> & { commentary?: string | null; updated_at: Date },
) {
  return db
    .updateTable('submissions')
    .set(patch)
    .where('id', '=', submissionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Whether another member already brought this video to the session (one video once per session). */
export async function videoTakenInSession(db: Kysely<DB>, sessionId: string, videoId: string, userId: string) {
  const row = await db
    .selectFrom('submissions')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('video_id', '=', videoId)
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The earliest round of the session's season, before this session, that played the video; null if none. */
export async function roundPlayedBefore(db: Kysely<DB>, sessionId: string, videoId: string): Promise<number | null> {
  const row = await db
    .selectFrom('sessions as here')
    .innerJoin('sessions as earlier', (j) =>
      j.onRef('earlier.season_id', '=', 'here.season_id').onRef('earlier.session_number', '<', 'here.session_number'),
    )
    .innerJoin('submissions', 'submissions.session_id', 'earlier.id')
    .select(
      sql<number>`(select count(*)::int from sessions as s where s.season_id = earlier.season_id
        and s.session_number <= earlier.session_number)`.as('round'),
    )
    .where('here.id', '=', sessionId)
    .where('submissions.video_id', '=', videoId)
    .orderBy('earlier.session_number')
    .limit(1)
    .executeTakeFirst();
  return row?.round ?? null;
}
