import type { Route } from '../route.ts';

// Sessions and nudges (api/src/features/sessions, nudges).
export const listSessions = {
  method: 'GET',
  path: '/api/rooms/:id/sessions',
  polled: 'room',
  // A hidden upcoming theme reads differently for admins (docs/rules.md §12): one copy per role.
  sharedBody: 'byRole',
} as const satisfies Route;
export const createSession = { method: 'POST', path: '/api/rooms/:id/sessions' } as const satisfies Route;
export const getSession = {
  method: 'GET',
  path: '/api/sessions/:id',
  polled: 'session',
  sharedBody: 'byRole',
} as const satisfies Route;
export const updateSession = { method: 'PATCH', path: '/api/sessions/:id' } as const satisfies Route;
export const deleteSession = { method: 'DELETE', path: '/api/sessions/:id' } as const satisfies Route;
export const advanceSession = { method: 'POST', path: '/api/sessions/:id/advance' } as const satisfies Route;
export const nudgeMember = { method: 'POST', path: '/api/sessions/:id/nudges' } as const satisfies Route;
