import type { Route } from '../route.ts';
import { roomId, sessionId } from './params.ts';

// Sessions and nudges (api/src/features/sessions, nudges).
export const listSessions = {
  method: 'GET',
  path: '/api/rooms/:id/sessions',
  polled: 'room',
  // A hidden upcoming theme reads differently for admins (docs/rules.md §12): one copy per role.
  sharedBody: 'byRole',
  ...roomId,
  query: 'SessionPageQuerySchema',
  response: 'SessionListSchema',
} as const satisfies Route;
export const createSession = {
  method: 'POST',
  path: '/api/rooms/:id/sessions',
  ...roomId,
  body: 'SessionBodySchema',
  response: 'SessionSchema',
  status: 201,
} as const satisfies Route;
export const getSession = {
  method: 'GET',
  path: '/api/sessions/:id',
  polled: 'session',
  sharedBody: 'byRole',
  ...sessionId,
  response: 'SessionSchema',
} as const satisfies Route;
export const updateSession = {
  method: 'PATCH',
  path: '/api/sessions/:id',
  ...sessionId,
  body: 'SessionBodySchema',
  response: 'SessionSchema',
} as const satisfies Route;
export const deleteSession = {
  method: 'DELETE',
  path: '/api/sessions/:id',
  ...sessionId,
  status: 204,
} as const satisfies Route;
export const advanceSession = {
  method: 'POST',
  path: '/api/sessions/:id/advance',
  ...sessionId,
  body: 'AdvanceBodySchema',
  response: 'SessionSchema',
} as const satisfies Route;
export const nudgeMember = {
  method: 'POST',
  path: '/api/sessions/:id/nudges',
  ...sessionId,
  body: 'NudgeBodySchema',
  response: 'NudgeSchema',
  status: 201,
} as const satisfies Route;
