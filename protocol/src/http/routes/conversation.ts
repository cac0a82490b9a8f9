import type { Route } from '../route.ts';

// The reveal record, video threads and watch-party chat (api/src/features/conversation).
export const markRevealSeen = { method: 'POST', path: '/api/sessions/:id/reveal-seen' } as const satisfies Route;
export const listThreads = { method: 'GET', path: '/api/sessions/:id/threads' } as const satisfies Route;
export const addThreadComment = { method: 'POST', path: '/api/submissions/:id/comments' } as const satisfies Route;
export const editThreadComment = { method: 'PATCH', path: '/api/comments/:id' } as const satisfies Route;
export const deleteThreadComment = { method: 'DELETE', path: '/api/comments/:id' } as const satisfies Route;
export const listWatchChat = { method: 'GET', path: '/api/sessions/:id/watch/chat' } as const satisfies Route;
export const sendWatchChat = { method: 'POST', path: '/api/sessions/:id/watch/chat' } as const satisfies Route;
