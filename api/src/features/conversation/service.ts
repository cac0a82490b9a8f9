import type { NotificationPayload, SessionThreads, ThreadComment, WatchChatMessage } from '@clipclub/protocol';
import { IdSchema, LIMITS } from '@clipclub/protocol';
import type { Database } from '../../db/connect.ts';
import { userName } from '../../db/users.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { RoomEvents } from '../../lib/room-events.ts';
import { requireSessionMember } from '../sessions/access.ts';
import { ReactionLimiter } from '../watch/reaction-limit.ts';
import * as q from './queries.ts';
import { canDeleteComment, canEditComment } from './rules.ts';

export const COMMENT_NOT_FOUND = 'Comment not found';
export const SUBMISSION_NOT_FOUND = 'Submission not found';
export const THREADS_NOT_OPEN = 'Comments open once the results are in';
export const EDIT_WINDOW_CLOSED = 'Comments can be edited for 10 minutes after posting';
export const COMMENT_REMOVED = 'This comment was removed';
export const CHAT_CLOSED = 'The watch party chat opens once voting starts';

type Deps = {
  db: Database;
  clock: Clock;
  events: RoomEvents;
  /** Tells a submitter of a new comment on their video: the bell, and the hourly email digest. */
  notifySubmitter: (
    userId: string,
    about: { roomId: string; sessionId: string; payload: NotificationPayload },
  ) => Promise<unknown>;
  onError?: (error: unknown) => void;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toComment(row: q.CommentRow): ThreadComment {
  return {
    id: row.id,
    submissionId: row.submission_id,
    userId: row.user_id,
    userName: userName(row),
    userImage: row.profile_image_url ?? null,
    body: row.removed ? '' : row.body,
    createdAt: new Date(row.created_at).toISOString(),
    editedAt: iso(row.edited_at),
    removed: row.removed,
  };
}

export function createConversationService({ db, clock, events, notifySubmitter, onError = () => {} }: Deps) {
  const chatLimiter = new ReactionLimiter('Too many messages, please wait a moment');

  /** A comment of a session in results whose room the caller belongs to; 404 for anyone else. */
  async function requireComment(userId: string, commentId: string) {
    const row = IdSchema.safeParse(commentId).success ? await q.findComment(db, commentId) : undefined;
    if (!row) throw new NotFoundError(COMMENT_NOT_FOUND);
    const session = await requireSessionMember(db, row.session_id, userId).catch(() => {
      throw new NotFoundError(COMMENT_NOT_FOUND);
    });
    return { row, session };
  }

  function announce(roomId: string, comment: ThreadComment, sessionId: string) {
    events.publish(roomId, 'thread:comment', { roomId, sessionId, ...comment });
  }

  return {
    async listThreads(userId: string, sessionId: string): Promise<SessionThreads> {
      const session = await requireSessionMember(db, sessionId, userId);
      if (session.status !== 'results') throw new ConflictError(THREADS_NOT_OPEN);
      const [submissions, rows] = await Promise.all([
        q.listSubmissionIds(db, sessionId),
        q.listSessionComments(db, sessionId),
      ]);
      return submissions.map((s) => ({
        submissionId: s.id,
        comments: rows.filter((r) => r.submission_id === s.id).map(toComment),
      }));
    },

    async addComment(userId: string, submissionId: string, body: string): Promise<ThreadComment> {
      const found = IdSchema.safeParse(submissionId).success
        ? await q.findSubmissionForMember(db, submissionId, userId)
        : undefined;
      if (!found) throw new NotFoundError(SUBMISSION_NOT_FOUND);
      if (found.status !== 'results') throw new ConflictError(THREADS_NOT_OPEN);
      const now = clock.now();
      const id = await q.insertComment(db, { sessionId: found.session_id, submissionId, userId, body, now });
      const row = await q.findComment(db, id);
      if (!row) throw new NotFoundError(COMMENT_NOT_FOUND);
      const comment = toComment(row);
      announce(found.room_id, comment, found.session_id);
      if (found.submitter_id !== userId) {
        // Told after the comment committed; a failure here never fails the comment.
        await notifySubmitter(found.submitter_id, {
          roomId: found.room_id,
          sessionId: found.session_id,
          payload: {
            roomName: found.room_name,
            sessionNumber: found.session_number,
            theme: found.theme,
            byName: comment.userName,
          },
        }).catch(onError);
      }
      return comment;
    },

    /** The author, within the edit window (409 after it or once removed, 403 for anyone else). */
    async editComment(userId: string, commentId: string, body: string): Promise<ThreadComment> {
      const { row, session } = await requireComment(userId, commentId);
      if (row.user_id !== userId) throw new ForbiddenError('Only its author can edit a comment');
      const now = clock.now();
      // A removed comment is gone whatever the time: say so, not that the window closed.
      if (row.removed) throw new ConflictError(COMMENT_REMOVED);
      const comment = { userId: row.user_id, createdAt: new Date(row.created_at), removed: row.removed };
      if (!canEditComment(comment, userId, now)) throw new ConflictError(EDIT_WINDOW_CLOSED);
      const createdAfter = new Date(now.getTime() - LIMITS.commentEditWindowMs);
      if (!(await q.editComment(db, { id: commentId, userId, body, now, createdAfter }))) {
        throw new ConflictError(EDIT_WINDOW_CLOSED);
      }
      const edited = await q.findComment(db, commentId);
      if (!edited) throw new NotFoundError(COMMENT_NOT_FOUND);
      const view = toComment(edited);
      announce(session.room_id, view, row.session_id);
      return view;
    },

    /** The author or a room admin; it then reads `removed: true, body: ''`. */
    async deleteComment(userId: string, commentId: string): Promise<void> {
      const { row, session } = await requireComment(userId, commentId);
      if (!canDeleteComment({ userId: row.user_id }, userId, session.is_admin)) {
        throw new ForbiddenError('Only its author or a room admin can delete a comment');
      }
      if (row.removed) return;
      await q.removeComment(db, commentId);
      announce(session.room_id, toComment({ ...row, removed: true, body: '' }), row.session_id);
    },

    async listChat(userId: string, sessionId: string): Promise<WatchChatMessage[]> {
      await requireChatSession(userId, sessionId);
      const rows = await q.listChatMessages(db, sessionId, LIMITS.watchChatHistory);
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        userName: userName(r),
        body: r.body,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },

    /** Limited like reactions: a burst is fine, a flood answers 429. */
    async sendChat(userId: string, sessionId: string, body: string): Promise<WatchChatMessage> {
      const session = await requireChatSession(userId, sessionId);
      const now = clock.now();
      chatLimiter.take(userId, sessionId, now.getTime());
      const id = await q.insertChatMessage(db, { sessionId, userId, body, now });
      const message = {
        id,
        userId,
        userName: userName(await q.findUserName(db, userId)),
        body,
        createdAt: now.toISOString(),
      };
      events.publish(session.room_id, 'watch:chat', { roomId: session.room_id, sessionId, ...message });
      return message;
    },
  };

  /** The watch party's phases: voting and results (409 otherwise, 404 for a stranger). */
  async function requireChatSession(userId: string, sessionId: string) {
    const session = await requireSessionMember(db, sessionId, userId);
    if (session.status !== 'voting' && session.status !== 'results') throw new ConflictError(CHAT_CLOSED);
    return session;
  }
}
export type ConversationService = ReturnType<typeof createConversationService>;
