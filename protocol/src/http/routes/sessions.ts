import type { Route } from '../route.ts';

// Sessions and nudges (api/src/features/sessions, nudges).
export const listSessions = {
  method: 'GET',
  path: '/api/rooms/:id/sessions',
  // Not shared: a hidden upcoming theme reads differently for admins (docs/rules.md §12).
  polled: 'room',
} as const satisfies Route;
export const createSession = { method: 'POST', path: '/api/rooms/:id/sessions' } as const satisfies Route;
export const getSession = {
  method: 'GET',
  path: '/api/sessions/:id',
  polled: 'session',
} as const satisfies Route;
export const updateSession = { method: 'PATCH', path: '/api/sessions/:id' } as const satisfies Route;
export const deleteSession = { method: 'DELETE', path: '/api/sessions/:id' } as const satisfies Route;
export const advanceSession = { method: 'POST', path: '/api/sessions/:id/advance' } as const satisfies Route;
export const nudgeMember = { method: 'POST', path: '/api/sessions/:id/nudges' } as const satisfies Route;
