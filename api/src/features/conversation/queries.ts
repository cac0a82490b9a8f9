import type { Executor } from '../../db/schema.ts';
import { asMember } from '../../db/tables/room-members.ts';
import { USER_NAME_COLUMNS } from '../../db/users.ts';

// All SQL of the conversation: video threads and watch-party chat (digests: notifications).

/** A submission with its session and room, if the caller is a member of that room. */
export function findSubmissionForMember(db: Executor, submissionId: string, userId: string) {
  return db
    .selectFrom('submissions')
    .innerJoin('sessions', 'sessions.id', 'submissions.session_id')
    .innerJoin('rooms', 'rooms.id', 'sessions.room_id')
    .innerJoin('room_members', asMember('sessions.room_id', userId))
    .select([
      'submissions.id',
      'submissions.user_id as submitter_id',
      'sessions.id as session_id',
      'sessions.status',
      'sessions.session_number',
      'sessions.theme',
      'rooms.id as room_id',
      'rooms.name as room_name',
    ])
    .where('submissions.id', '=', submissionId)
    .executeTakeFirst();
}

/** Every video of the session has a thread, empty or not. */
export function listSubmissionIds(db: Executor, sessionId: string) {
  return db.selectFrom('submissions').select('id').where('session_id', '=', sessionId).orderBy('created_at').execute();
}

const commentColumns = [
  'video_comments.id',
  'video_comments.session_id',
  'video_comments.submission_id',
  'video_comments.user_id',
  'video_comments.body',
  'video_comments.created_at',
  'video_comments.edited_at',
  'video_comments.removed',
  ...USER_NAME_COLUMNS,
] as const;

export function listSessionComments(db: Executor, sessionId: string) {
  return db
    .selectFrom('video_comments')
    .innerJoin('users', 'users.id', 'video_comments.user_id')
    .select(commentColumns)
    .where('video_comments.session_id', '=', sessionId)
    .orderBy('video_comments.seq')
    .execute();
}

export function findComment(db: Executor, commentId: string) {
  return db
    .selectFrom('video_comments')
    .innerJoin('users', 'users.id', 'video_comments.user_id')
    .select(commentColumns)
    .where('video_comments.id', '=', commentId)
    .executeTakeFirst();
}
export type CommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;

export async function insertComment(
  db: Executor,
  c: { sessionId: string; submissionId: string; userId: string; body: string; now: Date },
): Promise<string> {
  const row = await db
    .insertInto('video_comments')
    .values({
      session_id: c.sessionId,
      submission_id: c.submissionId,
      user_id: c.userId,
      body: c.body,
      created_at: c.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The author's edit, only while the window is open and the comment is still there. */
export async function editComment(
  db: Executor,
  c: { id: string; userId: string; body: string; now: Date; createdAfter: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('video_comments')
    .set({ body: c.body, edited_at: c.now })
    .where('id', '=', c.id)
    .where('user_id', '=', c.userId)
    .where('removed', '=', false)
    .where('created_at', '>', c.createdAfter)
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}

/** The row stays, so the thread keeps its shape ('Comment removed'); the words go. */
export async function removeComment(db: Executor, id: string): Promise<void> {
  await db.updateTable('video_comments').set({ body: '', removed: true }).where('id', '=', id).execute();
}

export async function insertChatMessage(
  db: Executor,
  m: { sessionId: string; userId: string; body: string; now: Date },
): Promise<string> {
  const row = await db
    .insertInto('watch_chat_messages')
    .values({ session_id: m.sessionId, user_id: m.userId, body: m.body, created_at: m.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest `limit` messages, oldest first. */
export async function listChatMessages(db: Executor, sessionId: string, limit: number) {
  const rows = await db
    .selectFrom('watch_chat_messages')
    .innerJoin('users', 'users.id', 'watch_chat_messages.user_id')
    .select([
      'watch_chat_messages.id',
      'watch_chat_messages.user_id',
      'watch_chat_messages.body',
      'watch_chat_messages.created_at',
      ...USER_NAME_COLUMNS,
    ])
    .where('watch_chat_messages.session_id', '=', sessionId)
    .orderBy('watch_chat_messages.seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export function findUserName(db: Executor, userId: string) {
  return db.selectFrom('users').select(USER_NAME_COLUMNS).where('users.id', '=', userId).executeTakeFirst();
}
