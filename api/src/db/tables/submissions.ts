import type { Executor } from '../schema.ts';
import { USER_NAME_COLUMNS } from '../users.ts';

// Reads of submissions that several features need.

/** A submission with its submitter's name and picture: what every list of who sent a video reads. */
export function submissionsWithSubmitter(db: Executor) {
  return db
    .selectFrom('submissions')
    .innerJoin('users', 'users.id', 'submissions.user_id')
    .select([
      'submissions.id',
      'submissions.session_id',
      'submissions.user_id',
      'submissions.youtube_url',
      'submissions.video_id',
      'submissions.title',
      'submissions.title_source',
      'submissions.thumbnail',
      'submissions.duration_seconds',
      'submissions.commentary',
      'submissions.seq',
      'submissions.created_at',
      'submissions.updated_at',
      ...USER_NAME_COLUMNS,
    ]);
}

/**
 * The given sessions' submissions with their submitters, in submission order: "earlier
 * submission" is `seq`, strictly increasing even within a millisecond.
 */
export function listSubmissionsWithSubmitter(db: Executor, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return submissionsWithSubmitter(db)
    .where('submissions.session_id', 'in', sessionIds)
    .orderBy('submissions.seq')
    .execute();
}
export type SubmissionWithSubmitter = Awaited<ReturnType<typeof listSubmissionsWithSubmitter>>[number];
