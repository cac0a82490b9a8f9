import type { Route } from '../route.ts';
import { commentId, SUBMISSION_NOT_FOUND, sessionId } from './params.ts';

// The reveal record, video threads and watch-party chat (api/src/features/conversation).
export const markRevealSeen = {
  method: 'POST',
  path: '/api/sessions/:id/reveal-seen',
  ...sessionId,
  status: 204,
} as const satisfies Route;
export const listThreads = {
  method: 'GET',
  path: '/api/sessions/:id/threads',
  ...sessionId,
  response: 'SessionThreadsSchema',
} as const satisfies Route;
export const addThreadComment = {
  method: 'POST',
  path: '/api/submissions/:id/comments',
  params: 'IdParamsSchema',
  notFound: SUBMISSION_NOT_FOUND,
  body: 'ThreadCommentBodySchema',
  response: 'ThreadCommentSchema',
  status: 201,
} as const satisfies Route;
export const editThreadComment = {
  method: 'PATCH',
  path: '/api/comments/:id',
  ...commentId,
  body: 'ThreadCommentBodySchema',
  response: 'ThreadCommentSchema',
} as const satisfies Route;
export const deleteThreadComment = {
  method: 'DELETE',
  path: '/api/comments/:id',
  ...commentId,
  status: 204,
} as const satisfies Route;
export const listWatchChat = {
  method: 'GET',
  path: '/api/sessions/:id/watch/chat',
  ...sessionId,
  response: 'WatchChatListSchema',
} as const satisfies Route;
export const sendWatchChat = {
  method: 'POST',
  path: '/api/sessions/:id/watch/chat',
  ...sessionId,
  body: 'WatchChatBodySchema',
  response: 'WatchChatMessageSchema',
  status: 201,
} as const satisfies Route;
