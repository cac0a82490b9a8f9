import { LIMITS } from '@clipclub/protocol/constants';
import type { VoteRecord } from '@clipclub/protocol/http/votes';

// Comments on votes (docs/rules.md §5) as the vote screen keeps them: one text per video,
// plus the grudge downvote's own. Only a video the ballot touches sends its comment.

export type Comments = Readonly<Record<string, string>>;

export function setComment(comments: Comments, submissionId: string, text: string): Comments {
  return { ...comments, [submissionId]: text };
}

/** The comments of an earlier ballot (its lines, not the downvote), for pre-filling a re-vote. */
export function commentsFromVotes(votes: readonly VoteRecord[]): Record<string, string> {
  const comments: Record<string, string> = {};
  for (const v of votes) if (v.isDownvote === 0 && v.comment) comments[v.submissionId] = v.comment;
  return comments;
}

export function downvoteCommentFromVotes(votes: readonly VoteRecord[]): string {
  return votes.find((v) => v.isDownvote === 1)?.comment ?? '';
}

/** The comment to send with a touched video: trimmed, and none when blank. */
export function commentToSend(comments: Comments, submissionId: string): string | undefined {
  return comments[submissionId]?.trim() || undefined;
}

/** A stored draft's comments, keeping only texts for videos still on the ballot that still fit. */
export function restoreComments(saved: unknown, available: readonly string[]): Record<string, string> {
  if (typeof saved !== 'object' || saved === null) return {};
  const comments: Record<string, string> = {};
  for (const [id, text] of Object.entries(saved)) {
    if (available.includes(id) && typeof text === 'string' && text.length <= LIMITS.voteComment) comments[id] = text;
  }
  return comments;
}
