import { LIMITS } from '@clipclub/protocol';

// The conversation's rules as plain functions (docs/rules.md, 'The reveal and the conversation').

/** An author may edit a comment for 10 minutes after posting it, while it has not been removed. */
export function canEditComment(
  comment: { userId: string; createdAt: Date; removed: boolean },
  userId: string,
  now: Date,
): boolean {
  return (
    comment.userId === userId &&
    !comment.removed &&
    now.getTime() - comment.createdAt.getTime() < LIMITS.commentEditWindowMs
  );
}

/** The author deletes their own; an admin removes anyone's. */
export function canDeleteComment(comment: { userId: string }, userId: string, isAdmin: boolean): boolean {
  return comment.userId === userId || isAdmin;
}
