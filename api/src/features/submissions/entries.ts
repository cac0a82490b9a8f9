import type { SessionStatus, Submission, SubmissionEntry } from '@clipclub/protocol';
import type { SubmissionWithSubmitter } from '../../db/tables/submissions.ts';
import { userName } from '../../db/users.ts';

/** Everything about a submission: one's own always, everyone's once results are in. */
export function fullSubmission(row: SubmissionWithSubmitter, viewerId: string): Submission {
  return {
    visibility: 'full',
    id: row.id,
    sessionId: row.session_id,
    isMine: row.user_id === viewerId,
    ...submitter(row),
    ...video(row),
    titleSource: row.title_source,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * The no-spoiler rules of docs/rules.md §4, in one place. Others' entries show who but not what
 * while submissions are open, what but not who while voting, everything at results. The
 * withheld fields are never copied, and the protocol's union strips them again on the way out.
 */
export function entryFor(row: SubmissionWithSubmitter, status: SessionStatus, viewerId: string): SubmissionEntry {
  if (row.user_id === viewerId || status === 'results') return fullSubmission(row, viewerId);
  const base = { sessionId: row.session_id, isMine: false as const };
  if (status === 'voting') return { visibility: 'anonymous', id: row.id, ...base, ...video(row) };
  // No id before voting: see SubmitterOnlyEntrySchema.
  return {
    visibility: 'submitterOnly',
    ...base,
    ...submitter(row),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function submitter(row: SubmissionWithSubmitter) {
  return {
    userId: row.user_id,
    userName: userName(row),
    userImage: row.profile_image_url,
  };
}

function video(row: SubmissionWithSubmitter) {
  return {
    youtubeUrl: row.youtube_url,
    videoId: row.video_id,
    title: row.title,
    thumbnail: row.thumbnail,
    duration: row.duration_seconds,
    commentary: row.commentary,
  };
}
