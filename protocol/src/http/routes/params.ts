import type { Route } from '../route.ts';

// The path parameters many routes share, each with the 404 a malformed one answers: a malformed
// id names nothing the caller may see (docs/rules.md §2).
export const ROOM_NOT_FOUND = 'Room not found';
export const SESSION_NOT_FOUND = 'Session not found';
export const SUBMISSION_NOT_FOUND = 'Submission not found';
export const COMMENT_NOT_FOUND = 'Comment not found';
export const roomId = { params: 'IdParamsSchema', notFound: ROOM_NOT_FOUND } as const satisfies Partial<Route>;
export const sessionId = { params: 'IdParamsSchema', notFound: SESSION_NOT_FOUND } as const satisfies Partial<Route>;
export const seasonId = { params: 'IdParamsSchema', notFound: 'Season not found' } as const satisfies Partial<Route>;
export const suggestionId = {
  params: 'IdParamsSchema',
  notFound: 'Suggestion not found',
} as const satisfies Partial<Route>;
export const memberIds = { params: 'MemberParamsSchema', notFound: ROOM_NOT_FOUND } as const satisfies Partial<Route>;
export const commentId = {
  params: 'CommentParamsSchema',
  notFound: COMMENT_NOT_FOUND,
} as const satisfies Partial<Route>;
