import type { Route } from '../route.ts';

// The watch party and the settings it reads (api/src/features/watch).
export const getConfig = { method: 'GET', path: '/api/config', access: 'public' } as const satisfies Route;
export const getWatch = { method: 'GET', path: '/api/sessions/:id/watch', polled: 'session' } as const satisfies Route;
export const sendWatchCommand = { method: 'POST', path: '/api/sessions/:id/watch' } as const satisfies Route;
export const passWatchHost = { method: 'POST', path: '/api/sessions/:id/watch/host' } as const satisfies Route;
export const sendWatchReaction = { method: 'POST', path: '/api/sessions/:id/watch/reactions' } as const satisfies Route;
