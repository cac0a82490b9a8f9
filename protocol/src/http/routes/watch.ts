import type { Route } from '../route.ts';
import { sessionId } from './params.ts';

// The watch party and the settings it reads (api/src/features/watch).
export const getConfig = {
  method: 'GET',
  path: '/api/config',
  access: 'public',
  response: 'PublicConfigSchema',
} as const satisfies Route;
export const getWatch = {
  method: 'GET',
  path: '/api/sessions/:id/watch',
  polled: 'session',
  ...sessionId,
  response: 'WatchViewSchema',
} as const satisfies Route;
export const sendWatchCommand = {
  method: 'POST',
  path: '/api/sessions/:id/watch',
  ...sessionId,
  body: 'WatchCommandSchema',
  response: 'WatchViewSchema',
} as const satisfies Route;
export const passWatchHost = {
  method: 'POST',
  path: '/api/sessions/:id/watch/host',
  ...sessionId,
  body: 'WatchHostInputSchema',
  response: 'WatchViewSchema',
} as const satisfies Route;
export const sendWatchReaction = {
  method: 'POST',
  path: '/api/sessions/:id/watch/reactions',
  ...sessionId,
  body: 'WatchReactionInputSchema',
  status: 204,
} as const satisfies Route;
